import type { Page, User } from '@dealer/cms/payload-types'
import type { Payload } from 'payload'
import { seedBrandGrids } from './brand-grids'
import { seedLocations } from './locations'
import { seedNavigation } from './navigation'
import { seedStorePages } from './store-pages'
import { seedManufacturers, seedSiteContent } from './site-content'
import { DEMO_TENANTS, SUPER_ADMIN, type DemoTenant } from './demo-tenants'
import { bold, bulletList, heading, paragraph, richText } from './lexical'

type PageSeed = Pick<Page, 'title' | 'slug' | 'hero' | 'layout' | 'meta'>

function homePage(tenant: DemoTenant): PageSeed {
  switch (tenant.template) {
    case 'dealer':
      return {
        title: 'Home',
        slug: 'home',
        meta: { title: `${tenant.name} | New Toyota and used cars, Cleveland QLD`, description: `${tenant.name}: new, demo and used cars, finance and servicing on the Redlands coast.` },
        hero: [{ blockType: 'hero', heading: 'New Toyotas and quality used cars on the Redlands coast', subheading: 'Test drive the latest HiLux, RAV4 and LandCruiser, or choose from hundreds of inspected used cars.', tone: 'brand', ctaLabel: 'Browse our stock', ctaHref: '/search/new-used-and-demo-cars' }],
        layout: [
          { blockType: 'featuredStock', heading: 'New Toyotas in stock', carType: 'new', make: 'Toyota', limit: 8 },
          {
            blockType: 'richText',
            content: richText(
              heading('h2', 'Why buy from Bayside'),
              paragraph('We have looked after Redlands drivers since 1987. ', bold('Every used car passes a 150-point inspection'), ' and comes with a free first service.'),
              bulletList('Capped-price Toyota servicing', 'Trade-ins valued while you wait', 'Finance approved on the spot'),
            ),
          },
          { blockType: 'featuredStock', heading: 'Quality used cars', carType: 'used', limit: 4 },
          { blockType: 'reviews', heading: 'What Redlands drivers say', limit: 6 },
        ],
      }
    case 'group':
      return {
        title: 'Home',
        slug: 'home',
        meta: { title: `${tenant.name} | Mazda, Hyundai, Kia, Ford, Mitsubishi`, description: `${tenant.name}: five brands across Parramatta, Penrith, Geelong and Ipswich.` },
        hero: [{ blockType: 'hero', heading: 'Five brands. Four showrooms. One easy way to buy.', subheading: 'Mazda, Hyundai, Kia, Ford and Mitsubishi across New South Wales, Victoria and Queensland.', tone: 'dark', ctaLabel: 'Search all our cars', ctaHref: '/search/new-used-and-demo-cars' }],
        layout: [
          {
            blockType: 'richText',
            content: richText(
              heading('h2', 'A dealer group that keeps it simple'),
              paragraph('Whichever showroom you visit, you get the same fixed, fair price and the same seven-day money-back promise on used cars.'),
              bulletList('Southern Cross Mazda Parramatta', 'Southern Cross Hyundai & Kia Penrith', 'Southern Cross Ford Geelong', 'Southern Cross Mitsubishi Ipswich'),
            ),
          },
          { blockType: 'featuredStock', heading: 'Just arrived across the group', carType: 'any', limit: 8 },
          { blockType: 'featuredStock', heading: 'Demonstrators at big savings', carType: 'demo', limit: 4 },
          { blockType: 'reviews', heading: 'What our customers say', limit: 6 },
        ],
      }
    case 'accessories':
      return {
        title: 'Home',
        slug: 'home',
        meta: { title: `${tenant.name} | 4x4 accessories fitted in Brisbane and Toowoomba`, description: `${tenant.name}: bull bars, suspension, canopies, drawers and touring gear, fitted in-house.` },
        hero: [{ blockType: 'hero', heading: 'Built for the track. Fitted by people who drive it.', subheading: 'Bull bars, suspension, canopies and touring gear for every popular 4x4, fitted at Virginia and Toowoomba.', tone: 'dark', ctaLabel: 'Discover the Range', ctaHref: '/pages/bull-bars' }],
        layout: [
          {
            blockType: 'richText',
            content: richText(
              heading('h2', 'Welcome to Outback Edge 4x4'),
              paragraph('From a first set of recovery points to a full touring fit-out, we quote, supply and fit it, and we stand behind the work for as long as you own the vehicle.'),
              bulletList('Fitted prices with no surprises', 'Fitting in one day for most jobs', 'Fitted-out used 4x4s for sale'),
            ),
          },
          { blockType: 'featuredStock', heading: 'Fitted-out 4x4s for sale', carType: 'used', limit: 8 },
          { blockType: 'reviews', heading: 'What 4x4 owners say', limit: 6 },
        ],
      }
  }
}

function aboutPage(tenant: DemoTenant): PageSeed {
  return {
    title: 'About us',
    slug: 'about-us',
    meta: { title: `About ${tenant.name}`, description: tenant.tagline },
    hero: [{ blockType: 'hero', heading: `About ${tenant.name}`, subheading: tenant.tagline, tone: 'light' }],
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(`${tenant.name} has ${tenant.dealerships.flatMap((dealership) => dealership.locations).length} locations and a team that lives where you do.`),
          paragraph('Call us on ', bold(tenant.phone), ' or drop in any day except Sunday.'),
        ),
      },
    ],
  }
}

/** The group's brands page (spec 001 §2): the four brand grids and the group's figures. */
function brandsPage(tenant: DemoTenant, gridIds: number[]): PageSeed {
  return {
    title: 'Brands',
    slug: 'brands',
    meta: { title: `Our Brands | ${tenant.name}`, description: 'Car, motorcycle and truck brands across the Southern Cross Motor Group.' },
    // Not "Our Brands": that is the title of one of the grids below.
    hero: [{ blockType: 'hero', heading: 'Every brand we sell and service', subheading: 'With 59 franchises and more than 50 manufacturer brands, we sell and service cars, motorcycles and trucks across three states.', tone: 'dark' }],
    layout: [
      {
        blockType: 'statsBanner',
        stats: [
          { value: '50+', label: 'Locations' },
          { value: '40+', label: 'Brands' },
          { value: '30+', label: 'Years Est.' },
        ],
      },
      ...gridIds.map((grid) => ({ blockType: 'brandGrid' as const, grid })),
    ],
  }
}

/** The pages each template starts with. */
function pagesOf(tenant: DemoTenant, brandGridIds: number[]): PageSeed[] {
  return [homePage(tenant), aboutPage(tenant), ...(tenant.template === 'group' ? [brandsPage(tenant, brandGridIds)] : [])]
}

async function findId(payload: Payload, collection: 'tenants' | 'users', field: 'slug' | 'email', value: string): Promise<number | null> {
  const found = await payload.find({ collection, where: { [field]: { equals: value } }, limit: 1, depth: 0 })
  return found.docs[0]?.id ?? null
}

/**
 * Creates or refreshes the demo tenants, their staff and their pages. Pages that already exist are left
 * alone, so staff edits survive a re-seed; tenants and logins are brought back to the demo values.
 */
export async function seedContent(payload: Payload, log: (line: string) => void): Promise<Map<string, number>> {
  const tenantIds = new Map<string, number>()
  // Brand grids point at makes: the shared list comes first.
  log(`seeded ${await seedManufacturers(payload)} manufacturers`)
  for (const tenant of DEMO_TENANTS) {
    const tenantData = {
      name: tenant.name,
      slug: tenant.slug,
      template: tenant.template,
      domains: tenant.domains.map((domain) => ({ domain })),
      theme: { primaryColour: tenant.primaryColour, tagline: tenant.tagline },
      phone: tenant.phone,
      isDefault: tenant.isDefault,
    }
    const existingTenant = await findId(payload, 'tenants', 'slug', tenant.slug)
    const id = existingTenant
      ? (await payload.update({ collection: 'tenants', id: existingTenant, data: tenantData, depth: 0 })).id
      : (await payload.create({ collection: 'tenants', data: tenantData, depth: 0 })).id
    tenantIds.set(tenant.slug, id)
    await upsertUser(payload, { ...tenant.staff, roles: ['staff'], tenants: [{ tenant: id, role: 'tenant-admin' }] })
    await upsertUser(payload, { ...tenant.editor, roles: ['staff'], tenants: [{ tenant: id, role: 'tenant-editor' }] })
    // Brand grids before pages: the group's brands page shows them.
    const brandGridIds = tenant.template === 'group' ? await seedBrandGrids(payload, id) : []
    for (const page of pagesOf(tenant, brandGridIds)) {
      const existing = await payload.count({ collection: 'pages', where: { and: [{ tenant: { equals: id } }, { slug: { equals: page.slug } }] } })
      if (existing.totalDocs === 0) await payload.create({ collection: 'pages', data: { ...page, tenant: id, _status: 'published' } })
    }
    const locations = await seedLocations(payload, tenant, id)
    await seedSiteContent(payload, tenant, id)
    await seedNavigation(payload, tenant, id)
    const extras = [
      tenant.template === 'group' ? `${brandGridIds.length} brand grids` : null,
      tenant.template === 'accessories' ? `${await seedStorePages(payload, id)} store pages` : null,
    ].filter(Boolean)
    log(`seeded site ${tenant.name} (${tenant.slug}): pages, navigation, ${locations} locations, promo cards, reviews, FAQs${extras.map((extra) => `, ${extra}`).join('')}`)
  }
  await upsertUser(payload, { ...SUPER_ADMIN, roles: ['super-admin'] })
  return tenantIds
}

async function upsertUser(payload: Payload, user: Pick<User, 'email' | 'name' | 'roles' | 'tenants'> & { password: string }): Promise<void> {
  const existing = await findId(payload, 'users', 'email', user.email)
  if (existing) await payload.update({ collection: 'users', id: existing, data: user, depth: 0 })
  else await payload.create({ collection: 'users', data: user, depth: 0 })
}
