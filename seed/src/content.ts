import type { Page, User } from '@dealer/cms/payload-types'
import type { Payload } from 'payload'
import { seedLocations } from './locations'
import { seedManufacturers, seedSiteContent } from './site-content'
import { DEMO_TENANTS, SUPER_ADMIN, type DemoTenant } from './demo-tenants'
import { bold, bulletList, heading, paragraph, richText } from './lexical'

type PageSeed = Pick<Page, 'title' | 'slug' | 'layout' | 'meta'>

function homePage(tenant: DemoTenant): PageSeed {
  if (tenant.template === 'dealer') {
    return {
      title: 'Home',
      slug: 'home',
      meta: { title: `${tenant.name} | New Toyota and used cars, Cleveland QLD`, description: `${tenant.name}: new, demo and used cars, finance and servicing on the Redlands coast.` },
      layout: [
        { blockType: 'hero', heading: 'New Toyotas and quality used cars on the Redlands coast', subheading: 'Test drive the latest HiLux, RAV4 and LandCruiser, or choose from hundreds of inspected used cars.', tone: 'brand', ctaLabel: 'Browse our stock', ctaHref: '/search/new-used-and-demo-cars' },
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
      ],
    }
  }
  return {
    title: 'Home',
    slug: 'home',
    meta: { title: `${tenant.name} | Mazda, Hyundai, Kia, Ford, Mitsubishi`, description: `${tenant.name}: five brands across Parramatta, Penrith, Geelong and Ipswich.` },
    layout: [
      { blockType: 'hero', heading: 'Five brands. Four showrooms. One easy way to buy.', subheading: 'Mazda, Hyundai, Kia, Ford and Mitsubishi across New South Wales, Victoria and Queensland.', tone: 'dark', ctaLabel: 'Search all our cars', ctaHref: '/search/new-used-and-demo-cars' },
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
    ],
  }
}

function aboutPage(tenant: DemoTenant): PageSeed {
  return {
    title: 'About us',
    slug: 'about-us',
    meta: { title: `About ${tenant.name}`, description: tenant.tagline },
    layout: [
      { blockType: 'hero', heading: `About ${tenant.name}`, subheading: tenant.tagline, tone: 'light' },
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
    for (const page of [homePage(tenant), aboutPage(tenant)]) {
      const existing = await payload.count({ collection: 'pages', where: { and: [{ tenant: { equals: id } }, { slug: { equals: page.slug } }] } })
      if (existing.totalDocs === 0) await payload.create({ collection: 'pages', data: { ...page, tenant: id, _status: 'published' } })
    }
    const locations = await seedLocations(payload, tenant, id)
    await seedSiteContent(payload, tenant, id)
    log(`seeded site ${tenant.name} (${tenant.slug}): pages, ${locations} locations, promo cards, reviews, FAQs`)
  }
  await upsertUser(payload, { ...SUPER_ADMIN, roles: ['super-admin'] })
  log(`seeded ${await seedManufacturers(payload)} manufacturers`)
  return tenantIds
}

async function upsertUser(payload: Payload, user: Pick<User, 'email' | 'name' | 'roles' | 'tenants'> & { password: string }): Promise<void> {
  const existing = await findId(payload, 'users', 'email', user.email)
  if (existing) await payload.update({ collection: 'users', id: existing, data: user, depth: 0 })
  else await payload.create({ collection: 'users', data: user, depth: 0 })
}
