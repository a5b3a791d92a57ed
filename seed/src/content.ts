import type { Page, User } from '@dealer/cms-contract'
import type { Payload } from 'payload'
import { seedBrandGrids } from './brand-grids'
import { seedEnquiryPages } from './enquiry-pages'
import { seedLocationReviews, seedLocations } from './locations'
import { seedNavigation } from './navigation'
import { seedPosts } from './posts'
import { seedStorePages } from './store-pages'
import { seedBrandFaqs, sitePages, type SitePageSeed } from './site-pages'
import { DEALER_PROMO_FEATURES, seedManufacturers, seedSiteContent } from './site-content'
import { DEMO_TENANTS, SUPER_ADMIN, type DemoTenant } from './demo-tenants'
import { demoOnboarding, demoStarterSite } from './demo-site'
import { bulletList, heading, paragraph, richText } from './lexical'
import { onboardSite, type OnboardedSite } from '@dealer/cms/onboarding/onboard-site'
import {
  aboutPage,
  dealerLocatorPage,
  financeAndInsurancePage,
  financeApplicationPage,
  locationsBlock,
  tradeInPage,
} from '@dealer/cms/onboarding/starter-content'
import { LANDSCAPES, landscapeJpeg, logoFile, seedMedia } from './media'
import { seedFromText } from '@dealer/blocks/ui/seeded-random'

type PageSeed = Pick<Page, 'title' | 'slug' | 'hero' | 'layout' | 'meta'>
type LayoutBlock = Page['layout'][number]

/** @public the repayment calculator block, one line on any seeded page (issue 21's part 2). */
export { repaymentCalculatorBlock } from '@dealer/cms/onboarding/starter-content'

/** The site's seeded pictures (see ./media.ts). */
interface SiteMedia {
  logo: number
  /** Wide landscapes for sliders and welcome sections. */
  scenes: number[]
}

function welcomeBlock(tenant: DemoTenant, media: SiteMedia, heading: string, text: string): LayoutBlock {
  return {
    blockType: 'welcome',
    heading,
    text,
    image: media.scenes[1],
    carsLink: tenant.template === 'accessories' ? '/search/used-cars' : '/search/new-used-and-demo-cars',
    contactLink: '/contact',
  }
}

function homePage(tenant: DemoTenant, media: SiteMedia): PageSeed {
  switch (tenant.template) {
    case 'dealer':
      return {
        title: 'Home',
        slug: 'home',
        meta: {
          title: `${tenant.name} | New Toyota and used cars, Cleveland QLD`,
          description: `${tenant.name}: new, demo and used cars, finance and servicing on the Redlands coast.`,
        },
        hero: [
          {
            blockType: 'hero',
            heading: 'New Toyotas and quality used cars on the Redlands coast',
            subheading: 'Test drive the latest HiLux, RAV4 and LandCruiser, or choose from hundreds of inspected used cars.',
            tone: 'brand',
            ctaLabel: 'Browse our stock',
            ctaHref: '/search/new-used-and-demo-cars',
          },
        ],
        layout: [
          DEALER_PROMO_FEATURES,
          { blockType: 'featuredStock', heading: 'New Toyotas in stock', carType: 'new', make: 'Toyota', limit: 8 },
          { blockType: 'promoCards', heading: 'This month at Bayside', shuffle: true, limit: 4 },
          welcomeBlock(
            tenant,
            media,
            'Welcome to Bayside Toyota',
            'We have looked after Redlands drivers since 1987, from first cars to fleet utes.\n\nEvery used car passes a 150-point inspection and comes with a free first service. Capped-price Toyota servicing, trade-ins valued while you wait and finance approved on the spot.',
          ),
          { blockType: 'featuredStock', heading: 'Quality used cars', carType: 'used', limit: 4 },
          { blockType: 'reviews', heading: 'What Redlands drivers say', limit: 6 },
          locationsBlock('Visit us in Cleveland'),
          {
            blockType: 'callToAction',
            heading: 'Ready for a test drive?',
            text: 'Choose a car and a time, and we will have it washed and waiting.',
            tone: 'brand',
            buttons: [
              { label: 'Browse our stock', link: '/search/new-used-and-demo-cars' },
              { label: 'Call us', link: `tel:${tenant.phone.replace(/\s+/g, '')}` },
            ],
          },
        ],
      }
    case 'group':
      return {
        title: 'Home',
        slug: 'home',
        meta: {
          title: `${tenant.name} | Mazda, Hyundai, Kia, Ford, Mitsubishi`,
          description: `${tenant.name}: five brands across Parramatta, Penrith, Geelong and Ipswich.`,
        },
        hero: [
          {
            blockType: 'hero',
            heading: 'Five brands. Four showrooms. One easy way to buy.',
            subheading: 'Mazda, Hyundai, Kia, Ford and Mitsubishi across New South Wales, Victoria and Queensland.',
            tone: 'dark',
            ctaLabel: 'Search all our cars',
            ctaHref: '/search/new-used-and-demo-cars',
          },
        ],
        layout: [
          DEALER_PROMO_FEATURES,
          { blockType: 'featuredStock', heading: 'Just arrived across the group', carType: 'any', limit: 8 },
          { blockType: 'promoCards', shuffle: true, limit: 4 },
          {
            blockType: 'salesCounter',
            label: 'Shoppers helped today',
            start: 40,
            perIncrement: 1,
            note: 'Enquiries, test drives and service bookings across our showrooms since midnight.',
          },
          { blockType: 'featuredStock', heading: 'Demonstrators at big savings', carType: 'demo', limit: 4 },
          {
            blockType: 'richText',
            content: richText(
              heading('h2', 'A dealer group that keeps it simple'),
              paragraph('Whichever showroom you visit, you get the same fixed, fair price and the same seven-day money-back promise on used cars.'),
            ),
          },
          { blockType: 'reviews', heading: 'What our customers say', limit: 6 },
          {
            blockType: 'callToAction',
            heading: 'Find your nearest showroom',
            text: 'Four showrooms in three states, each with sales, service and parts.',
            tone: 'light',
            buttons: [
              { label: 'Dealer locator', link: '/dealer-locator' },
              { label: 'Our brands', link: '/brands' },
            ],
          },
        ],
      }
    case 'accessories':
      return {
        title: 'Home',
        slug: 'home',
        meta: {
          title: `${tenant.name} | 4x4 accessories fitted in Brisbane and Toowoomba`,
          description: `${tenant.name}: bull bars, suspension, canopies, drawers and touring gear, fitted in-house.`,
        },
        hero: [
          {
            blockType: 'imageSlider',
            slides: [
              {
                image: media.scenes[0],
                name: 'Bull Bars',
                description: 'Airbag-compatible steel and alloy bars, winch-ready and fitted in a day.',
                link: '/pages/bull-bars',
              },
              {
                image: media.scenes[1],
                name: 'Suspension',
                description: 'Lift kits and GVM upgrades tuned for load, towing and corrugations.',
                link: '/pages/suspension',
              },
              {
                image: media.scenes[2],
                name: 'Canopies',
                description: 'Lockable aluminium canopies with drawers, fridge slides and roof racks.',
                link: '/pages/canopies',
              },
            ],
          },
        ],
        layout: [
          welcomeBlock(
            tenant,
            media,
            'Welcome to Outback Edge 4x4',
            'From a first set of recovery points to a full touring fit-out, we quote, supply and fit it, and we stand behind the work for as long as you own the vehicle.\n\nFitted prices with no surprises, fitting in one day for most jobs, and fitted-out used 4x4s for sale.',
          ),
          { blockType: 'productGrid', heading: 'Shop our range' },
          {
            blockType: 'promoBanner',
            features: [
              {
                icon: 'offers',
                title: 'This month’s offers',
                text: 'Fitted-price specials on bars, winches and canopies.',
                link: '/pages/specials',
                linkLabel: 'See the offers',
              },
              {
                icon: 'service',
                title: 'Book a fitting',
                text: 'Most fit-outs done in one day at Virginia or Toowoomba.',
                link: '/pages/fitting',
                linkLabel: 'How fitting works',
              },
              {
                icon: 'car',
                title: 'Fitted-out 4x4s',
                text: 'Used 4WDs already kitted for the track, inspected and ready.',
                link: '/search/used-cars',
                linkLabel: 'View our cars',
              },
            ],
          },
          { blockType: 'featuredStock', heading: 'Fitted-out 4x4s for sale', carType: 'used', limit: 8 },
          { blockType: 'reviews', heading: 'What 4x4 owners say', limit: 6 },
          locationsBlock('Our fitting centres'),
          { blockType: 'acceptedPayments', heading: 'We accept', methods: ['mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay'] },
        ],
      }
  }
}

/** The group's brands page (spec 001 §2): the four brand grids and the group's figures. */
function brandsPage(tenant: DemoTenant, gridIds: number[]): PageSeed {
  return {
    title: 'Brands',
    slug: 'brands',
    meta: { title: `Our Brands | ${tenant.name}`, description: 'Car, motorcycle and truck brands across the Southern Cross Motor Group.' },
    // Not "Our Brands": that is the title of one of the grids below.
    hero: [
      {
        blockType: 'hero',
        heading: 'Every brand we sell and service',
        subheading: 'With 59 franchises and more than 50 manufacturer brands, we sell and service cars, motorcycles and trucks across three states.',
        tone: 'dark',
      },
    ],
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

function careersPage(tenant: DemoTenant): PageSeed {
  return {
    title: 'Careers',
    slug: 'careers',
    meta: { title: `Careers | ${tenant.name}`, description: `Work with ${tenant.name}: fitters, auto electricians and sales.` },
    hero: [
      {
        blockType: 'hero',
        heading: 'Work with people who love the outdoors',
        subheading: 'We hire fitters, auto electricians, apprentices and sales staff at Virginia and Toowoomba.',
        tone: 'dark',
      },
    ],
    layout: [
      {
        blockType: 'richText',
        content: richText(
          heading('h2', 'Why work here'),
          bulletList('Paid training and tickets', 'A company ute and gear discounts', 'Four-day weeks in the workshop'),
        ),
      },
      {
        blockType: 'callToAction',
        heading: 'Send us your details',
        text: 'Tell us about yourself and the role you want; we reply to every application.',
        tone: 'brand',
        buttons: [{ label: 'Apply now', link: '/contact?category=careers' }],
      },
    ],
  }
}

/** The pages each demo site has: its template's starter pages (cms/src/onboarding) with the demo's own home, and more. */
function pagesOf(tenant: DemoTenant, media: SiteMedia, brandGridIds: number[]): PageSeed[] {
  const site = demoStarterSite(tenant)
  const common = [homePage(tenant, media), aboutPage(site), financeApplicationPage(site), tradeInPage(site)]
  switch (tenant.template) {
    case 'dealer':
      return [...common, financeAndInsurancePage(site)]
    case 'group':
      return [
        ...common,
        financeAndInsurancePage(site),
        brandsPage(tenant, brandGridIds),
        dealerLocatorPage(site, 'Sales, service and parts across New South Wales, Victoria and Queensland.'),
      ]
    case 'accessories':
      return [...common, careersPage(tenant)]
  }
}

/** The site's logo and three landscapes, uploaded once. */
async function seedSiteMedia(payload: Payload, tenant: DemoTenant, tenantId: number): Promise<SiteMedia> {
  const logo = await seedMedia(payload, tenantId, logoFile(`${tenant.slug}-logo.svg`, tenant.name))
  const scenes = [
    landscapeJpeg(
      `${tenant.slug}-scene-1.jpg`,
      'A red-dirt track winding through hills at sunrise',
      LANDSCAPES.dawn,
      [1600, 828],
      seedFromText(`${tenant.slug}-1`),
    ),
    landscapeJpeg(`${tenant.slug}-scene-2.jpg`, 'Sand dunes under a clear sky', LANDSCAPES.desert, [1600, 828], seedFromText(`${tenant.slug}-2`)),
    landscapeJpeg(`${tenant.slug}-scene-3.jpg`, 'Rainforest ranges on a bright morning', LANDSCAPES.rainforest, [1600, 828], seedFromText(`${tenant.slug}-3`)),
  ]
  const sceneIds: number[] = []
  for (const scene of scenes) sceneIds.push(await seedMedia(payload, tenantId, scene))
  return { logo, scenes: sceneIds }
}

async function findId(payload: Payload, collection: 'tenants' | 'users', field: 'slug' | 'email', value: string): Promise<number | null> {
  const found = await payload.find({ collection, where: { [field]: { equals: value } }, limit: 1, depth: 0 })
  return found.docs[0]?.id ?? null
}

/**
 * Creates or refreshes the demo tenants and their pages, and with `demoLogins` their staff and the super-admin (the
 * published demo passwords: only ever for the local demo). A missing demo site is created as the onboarding wizard
 * creates any site (cms/src/onboarding), and the demo's own content then replaces the starter content it was given.
 * Pages that already exist are left alone, so staff edits survive a re-seed; tenants and logins are brought back to
 * the demo values.
 */
export async function seedContent(payload: Payload, log: (line: string) => void, { demoLogins }: { demoLogins: boolean }): Promise<Map<string, number>> {
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
    // The records onboarding made on this run: the demo's own replace them (a site seeded before keeps what it has). The
    // demo's sites are on the simulators wherever they are seeded, as production's start-up check expects of them.
    const onboarded: OnboardedSite | null = existingTenant ? null : await onboardSite(payload, await demoOnboarding(tenant), { providers: 'simulators' })
    const id = existingTenant ?? onboarded!.tenantId
    await payload.update({ collection: 'tenants', id, data: tenantData, depth: 0 })
    tenantIds.set(tenant.slug, id)
    if (demoLogins) {
      await upsertUser(payload, { ...tenant.staff, roles: ['staff'], tenants: [{ tenant: id, role: 'tenant-admin' }] })
      await upsertUser(payload, { ...tenant.editor, roles: ['staff'], tenants: [{ tenant: id, role: 'tenant-editor' }] })
    }
    // Brand grids before pages: the group's brands page shows them.
    const brandGridIds = tenant.template === 'group' ? await seedBrandGrids(payload, id) : []
    const media = await seedSiteMedia(payload, tenant, id)
    // A page is missing when nothing is at its path (pages saved before paths have path = slug, from the migration).
    const pages: Array<PageSeed | SitePageSeed> = [...pagesOf(tenant, media, brandGridIds), ...(await sitePages(payload, tenant))]
    for (const page of pages) {
      const path = ('path' in page && page.path) || page.slug
      const existing = await payload.find({
        collection: 'pages',
        where: { and: [{ tenant: { equals: id } }, { path: { equals: path } }] },
        limit: 1,
        depth: 0,
      })
      const found = existing.docs[0]
      if (!found) await payload.create({ collection: 'pages', data: { ...page, path, tenant: id, _status: 'published' } })
      // A starter page onboarding made this run: the demo's words in its place.
      else if (onboarded?.pageIds.get(path) === found.id)
        await payload.update({ collection: 'pages', id: found.id, data: { ...page, path, _status: 'published' }, depth: 0 })
    }
    await seedEnquiryPages(payload, tenant, id)
    const locations = await seedLocations(payload, tenant, id, { onboardedLocation: onboarded?.locationId })
    await seedSiteContent(payload, tenant, id, { logo: media.logo, onboardedSettings: onboarded?.settingsId })
    await seedBrandFaqs(payload, tenant, id)
    await seedLocationReviews(payload, tenant, id)
    await seedNavigation(payload, tenant, id, { onboardedNavigation: onboarded?.navigationId })
    const posts = await seedPosts(payload, tenant, id, media.scenes)
    const extras = [
      tenant.template === 'group' ? `${brandGridIds.length} brand grids` : null,
      tenant.template === 'accessories' ? `${await seedStorePages(payload, id)} store pages` : null,
    ].filter(Boolean)
    log(
      `${onboarded ? 'onboarded' : 'seeded'} site ${tenant.name} (${tenant.slug}): pages, navigation, ${locations} locations, promo cards, reviews, FAQs, ${posts} blog posts${extras.map((extra) => `, ${extra}`).join('')}`,
    )
  }
  if (demoLogins) {
    await upsertUser(payload, { ...SUPER_ADMIN, roles: ['super-admin'] })
    log('seeded the demo logins (the super-admin and each site’s admin and editor)')
  } else {
    log(
      'no logins created: demo logins are for the local demo only (--demo-logins or SEED_DEMO_LOGINS=1 adds them). Create the first super-admin with `npm run create-admin -w cms -- --email <address>`.',
    )
  }
  return tenantIds
}

async function upsertUser(payload: Payload, user: Pick<User, 'email' | 'name' | 'roles' | 'tenants'> & { password: string }): Promise<void> {
  const existing = await findId(payload, 'users', 'email', user.email)
  if (existing) await payload.update({ collection: 'users', id: existing, data: user, depth: 0 })
  else await payload.create({ collection: 'users', data: user, depth: 0 })
}
