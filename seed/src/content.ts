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
import { bold, bulletList, heading, paragraph, richText } from './lexical'
import { LANDSCAPES, landscapeJpeg, logoFile, seedMedia } from './media'
import { seedFromText } from '@dealer/blocks/ui/seeded-random'

type PageSeed = Pick<Page, 'title' | 'slug' | 'hero' | 'layout' | 'meta'>
type LayoutBlock = Page['layout'][number]

/** The site's seeded pictures (see ./media.ts). */
interface SiteMedia {
  logo: number
  /** Wide landscapes for sliders and welcome sections. */
  scenes: number[]
}

/** Spec 000 §2's three features: latest offers, book your service online, sell your car with an instant offer in 2 minutes. */
function locationsBlock(heading: string): LayoutBlock {
  return { blockType: 'locationsList', heading, show: 'all' }
}

/**
 * The repayment calculator block (spec 001 §4) with the site's default lender: one line on any seeded page. It owns
 * the #finance-calculator anchor, so a page has at most one.
 * @public exported for the seeded finance page (issue 21's part 2) to add it in one line.
 */
export function repaymentCalculatorBlock(): LayoutBlock {
  return {
    blockType: 'repaymentCalculator',
    heading: 'Estimate your repayments',
    intro: 'Move the sliders or type the amounts to see what a car loan could cost you each week, fortnight or month.',
  }
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
          paragraph(
            `${tenant.name} has ${tenant.dealerships.flatMap((dealership) => dealership.locations).length} locations and a team that lives where you do.`,
          ),
          paragraph('Call us on ', bold(tenant.phone), ' or drop in any day except Sunday.'),
        ),
      },
      locationsBlock('Where to find us'),
    ],
  }
}

/** Spec 001 §2's finance steps: apply online in minutes, get pre-approved with a personalised rate, purchase the car. */
function financePage(tenant: DemoTenant): PageSeed {
  return {
    title: 'Finance and insurance',
    slug: 'finance-and-insurance',
    meta: { title: `Car finance and insurance | ${tenant.name}`, description: `Car loans, pre-approval and insurance through ${tenant.name}.` },
    hero: [
      {
        blockType: 'hero',
        heading: 'Finance and insurance',
        subheading: 'Competitive rates from lenders we trust, arranged while you choose your car.',
        tone: 'dark',
      },
    ],
    layout: [
      {
        blockType: 'financeSteps',
        heading: 'Finance in three easy steps',
        steps: [
          {
            title: 'Apply online in minutes',
            text: 'Tell us about yourself and the car you want; it takes about five minutes and won’t affect your credit score.',
          },
          { title: 'Get pre-approved', text: 'We compare our lenders and come back with a personalised rate, usually within the hour.' },
          { title: 'Purchase the car', text: 'Sign the paperwork in store or online and drive away, with insurance arranged if you want it.' },
        ],
        ctaLabel: 'Browse cars to finance',
        ctaLink: '/search/new-used-and-demo-cars',
      },
      repaymentCalculatorBlock(),
      { blockType: 'faq', heading: 'Finance questions', topic: 'Finance' },
      {
        blockType: 'callToAction',
        heading: 'Talk to our finance team',
        text: 'Questions about a loan, a balloon payment or insurance? We are happy to help.',
        tone: 'light',
        buttons: [{ label: 'Contact us', link: '/contact' }],
      },
    ],
  }
}

/**
 * The finance pages' words (/finance, /finance-enquiry, /apply-for-finance, /personalised/finance; decision 024): the
 * storefront puts the car's side card, the pre-approval form (#finance-form), the used-car promo and the lender's
 * disclaimer (#financeDisclaimer) around these blocks, and leaves the steps out when the shopper chose a car.
 * The repayment calculator block (#finance-calculator, with the lender's disclaimer) goes after the steps.
 */
function financeApplicationPage(tenant: DemoTenant): PageSeed {
  const accessories = tenant.template === 'accessories'
  return {
    title: 'Car finance',
    slug: 'finance',
    meta: {
      title: `Car finance and pre-approval | ${tenant.name}`,
      description: `Get a quick estimate and pre-approval with a personalised rate from ${tenant.name}, online in minutes.`,
    },
    hero: [
      {
        blockType: 'hero',
        heading: accessories ? 'Finance your 4x4 and its fit-out' : 'Car finance, pre-approved online',
        subheading: 'See your repayments in seconds, then get pre-approved with a personalised rate before you choose.',
        tone: 'brand',
      },
    ],
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(
            `Tell us what you would like to borrow and we will show an estimate straight away. Pre-approval takes a few minutes, doesn't affect your credit score, and our finance team at ${tenant.name} is here if you would rather talk it through.`,
          ),
        ),
      },
      {
        blockType: 'financeSteps',
        heading: 'Finance in three easy steps',
        steps: [
          { title: 'Apply online in minutes', text: 'Tell us about yourself and the car you want; it won’t affect your credit score.' },
          { title: 'Get pre-approved', text: 'Get pre-approved with a personalised rate from our lenders, usually within the hour.' },
          { title: 'Purchase the car', text: 'Choose your car, sign the paperwork in store or online and drive away.' },
        ],
        ctaLabel: 'Start your application',
        ctaLink: '/finance#finance-form',
      },
      repaymentCalculatorBlock(),
    ],
  }
}

/**
 * The trade-in pages' words (/trade-in, /sell-my-car, /cars/trade-in?car_id=): the storefront puts the four-step form,
 * the card of the car it goes towards and the trade-in FAQ (FAQs with the topic Trade-in) after these blocks.
 */
function tradeInPage(tenant: DemoTenant): PageSeed {
  return {
    title: 'Sell or trade in your car',
    slug: 'trade-in',
    meta: {
      title: `Sell or trade in your car | ${tenant.name}`,
      description: `Get an instant estimate for your car from ${tenant.name} in about 2 minutes, then put it towards your next car or take the money.`,
    },
    hero: [
      {
        blockType: 'hero',
        heading: 'Sell your car: get an instant offer in 2 minutes',
        subheading: 'Your registration, a few questions about its condition, and you have an estimate. No obligation.',
        tone: 'brand',
      },
    ],
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(
            `Find your car by its registration, or choose the make and model, tell us how it has been looked after, and we will show you what ${tenant.name} would pay. Our team confirms the offer after a short inspection, and you can put it towards your next car or take the money.`,
          ),
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

function dealerLocatorPage(tenant: DemoTenant): PageSeed {
  return {
    title: 'Dealer locator',
    slug: 'dealer-locator',
    meta: {
      title: `Dealer locator | ${tenant.name}`,
      description: `Every ${tenant.name} showroom, service centre and parts counter, with hours and directions.`,
    },
    hero: [
      {
        blockType: 'hero',
        heading: 'Find a showroom near you',
        subheading: 'Sales, service and parts across New South Wales, Victoria and Queensland.',
        tone: 'light',
      },
    ],
    layout: [locationsBlock('All our locations')],
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

/** The pages each template starts with. */
function pagesOf(tenant: DemoTenant, media: SiteMedia, brandGridIds: number[]): PageSeed[] {
  const common = [homePage(tenant, media), aboutPage(tenant), financeApplicationPage(tenant), tradeInPage(tenant)]
  switch (tenant.template) {
    case 'dealer':
      return [...common, financePage(tenant)]
    case 'group':
      return [...common, financePage(tenant), brandsPage(tenant, brandGridIds), dealerLocatorPage(tenant)]
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
 * published demo passwords: only ever for the local demo). Pages that already exist are left alone, so staff edits
 * survive a re-seed; tenants and logins are brought back to the demo values.
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
    const id = existingTenant
      ? (await payload.update({ collection: 'tenants', id: existingTenant, data: tenantData, depth: 0 })).id
      : (await payload.create({ collection: 'tenants', data: tenantData, depth: 0 })).id
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
      const existing = await payload.count({ collection: 'pages', where: { and: [{ tenant: { equals: id } }, { path: { equals: path } }] } })
      if (existing.totalDocs === 0) await payload.create({ collection: 'pages', data: { ...page, path, tenant: id, _status: 'published' } })
    }
    await seedEnquiryPages(payload, tenant, id)
    const locations = await seedLocations(payload, tenant, id)
    await seedSiteContent(payload, tenant, id, { logo: media.logo })
    await seedBrandFaqs(payload, tenant, id)
    await seedLocationReviews(payload, tenant, id)
    await seedNavigation(payload, tenant, id)
    const posts = await seedPosts(payload, tenant, id, media.scenes)
    const extras = [
      tenant.template === 'group' ? `${brandGridIds.length} brand grids` : null,
      tenant.template === 'accessories' ? `${await seedStorePages(payload, id)} store pages` : null,
    ].filter(Boolean)
    log(
      `seeded site ${tenant.name} (${tenant.slug}): pages, navigation, ${locations} locations, promo cards, reviews, FAQs, ${posts} blog posts${extras.map((extra) => `, ${extra}`).join('')}`,
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
