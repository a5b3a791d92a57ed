import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { DEALER_PROMO_FEATURES } from '@dealer/cms/onboarding/starter-content'
import type { DemoTenant } from './demo-tenants'
import { MANUFACTURERS } from './manufacturers'
import { SeededRandom } from './stock/random'
import { DEMO_STOCK_EXTRAS } from './stock/stock-extras'

const DAY_MS = 86_400_000

/**
 * The shared list of makes; missing ones are added, existing ones left as staff keep them. No logos are
 * bundled (they are the makers' trademarks): sites show the generic logo until a super-admin adds one.
 */
export async function seedManufacturers(payload: Payload): Promise<number> {
  const existing = await payload.find({ collection: 'manufacturers', limit: 1000, depth: 0, pagination: false })
  const known = new Map(existing.docs.map((doc) => [doc.slug, doc]))
  for (const make of MANUFACTURERS) {
    const doc = known.get(make.slug)
    if (!doc) await payload.create({ collection: 'manufacturers', data: { name: make.name, slug: make.slug, category: make.category }, depth: 0 })
    // Earlier seeds pointed at logo files that never existed; clear those so the generic logo shows.
    else if (doc.logo === `/brands/${make.slug}.svg`) await payload.update({ collection: 'manufacturers', id: doc.id, data: { logo: null }, depth: 0 })
  }
  return MANUFACTURERS.length
}

/** Spec 000 §2's three features: the home page's banner and, on every vehicle page, its foot (a new site's too). */
export { DEALER_PROMO_FEATURES }

/** Spec 001 §2: the demo site whose cars with an NVIC link to /personalised/finance instead of /finance. */
const PERSONALISED_FINANCE_TENANT = 'southern-cross'

/** /service links out to the manufacturer's booking page on the single-brand dealer; the other sites take the enquiry. */
const SERVICE_BOOKING_LINKS: Record<string, { bookingUrl: string; manufacturer: string }> = {
  'bayside-toyota': { bookingUrl: 'https://www.toyota.com.au/owners/service-booking', manufacturer: 'Toyota' },
}

/** Spec 001 §3, §4: the demo sites with the Autogauge plugin (instant trade-in valuations and the Trade-in button); the others show neither. */
export const VALUATION_PLUGIN_TENANTS: readonly string[] = ['bayside-toyota', 'southern-cross']

/**
 * Spec 000 §5, §9: the demo site whose finance provider is Angle (decision 062), so its rules run in the demo: loans
 * from $5,000 on every calculator, and the lender's own establishment fee (Angle's 1,300 only where a lender lists none).
 */
const ANGLE_PROVIDER_TENANT = 'southern-cross'

/** Spec 001 §9: the make whose certified programme each demo site's certified cars belong to (the others show no badge). */
const CERTIFIED_BRANDS: Record<string, string> = { 'bayside-toyota': 'Toyota', 'southern-cross': 'Mazda' }

/** Spec 001 §9: the one site whose lender lists the full fee schedule. */
const SITE_FEE_SCHEDULE_TENANT = 'southern-cross'
const SITE_FEE_SCHEDULE = { establishment: 395, securityRegistration: 6, monthly: 8, agency: 912.25 }

/**
 * Spec 000 §5, §9 and 001 §5's per-site calculator variants, one demo site each; bayside-toyota keeps every default
 * (amount 30000, 6 years, 0.5–15%). The group rounds up and lends at 9.95–19.95%; the accessories store lends at
 * 4–20% from $5,000, starts the vehicle page's calculator at the car's price and over 5 years.
 */
/** Issue 24: a site whose vehicle pages offer Instant Message (a text to the sales team; ACMA's fictitious mobile range) in place of Enquire Now. */
const INSTANT_MESSAGE_URLS: Record<string, string> = { 'outback-edge-4x4': 'sms:+61491570157' }

/**
 * A demo site's feature flags: issue 24's site whose stock has subscription prices and YouX quotes says so; the Angle
 * site lends through Angle; one site personalises finance by NVIC.
 */
function demoFeatures(slug: string) {
  const extras = DEMO_STOCK_EXTRAS[slug]?.extras
  const financeProvider = extras?.youxQuotes ? ('youx' as const) : slug === ANGLE_PROVIDER_TENANT ? ('angle' as const) : ('standard' as const)
  return {
    financeProvider,
    ...(extras ? { subscriptions: extras.subscriptions } : {}),
    ...(slug === PERSONALISED_FINANCE_TENANT ? { personalisedFinanceByNvic: true } : {}),
  }
}

const CALCULATOR_VARIANTS: Record<string, { [key: string]: unknown }> = {
  'southern-cross': { interest: { default: 12.95, min: 9.95, max: 19.95, step: 0.5 }, rounding: 'up' },
  'outback-edge-4x4': {
    interest: { default: 10, min: 4, max: 20, step: 0.5 },
    term: { default: 5, min: 1, max: 7, step: 0.5 },
    minPrice5000: true,
    amountStartsAtPrice: true,
  },
}

/**
 * A site's settings, promo cards, reviews, lenders, delivery regions and FAQs, created once: a site that already has any of a kind keeps
 * what it has, so staff edits survive a re-seed and running it twice gives the same counts. Settings onboarding made
 * on this run (`onboardedSettings`) take the demo's values.
 */
export async function seedSiteContent(
  payload: Payload,
  tenant: DemoTenant,
  tenantId: number,
  { logo, now = new Date(), onboardedSettings }: { logo: number; now?: Date; onboardedSettings?: number },
): Promise<void> {
  const has = async (collection: 'site-settings' | 'promo-cards' | 'reviews' | 'faqs' | 'finance-lenders' | 'delivery-regions') =>
    (await payload.count({ collection, where: { tenant: { equals: tenantId } } })).totalDocs > 0
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString()

  const hasSettings = await has('site-settings')
  if (!hasSettings || onboardedSettings !== undefined) {
    // Every value the specs give is the collection's default; a demo site sets only what makes it itself.
    const settings: RequiredDataFromCollectionSlug<'site-settings'> = {
      tenant: tenantId,
      logo,
      menuOpensOn: tenant.template === 'group' ? 'click' : 'hover',
      // Spec 001 §2: "spin-to-win: gated on a site flag": the group's prize draw is for signed-in shoppers.
      ...(tenant.template === 'group' ? { signInRequired: { spinToWin: true } } : {}),
      phones: { new: tenant.phone, used: tenant.phone, demo: tenant.phone },
      vehiclePage: {
        blocks: [DEALER_PROMO_FEATURES, { blockType: 'faq', heading: 'Frequently asked questions' }],
        ...(INSTANT_MESSAGE_URLS[tenant.slug] ? { instantMessageUrl: INSTANT_MESSAGE_URLS[tenant.slug] } : {}),
      },
      ...(CALCULATOR_VARIANTS[tenant.slug] ? { calculator: CALCULATOR_VARIANTS[tenant.slug] } : {}),
      features: demoFeatures(tenant.slug),
      plugins: VALUATION_PLUGIN_TENANTS.includes(tenant.slug) ? ['Autogauge'] : [],
      ...(SERVICE_BOOKING_LINKS[tenant.slug] ? { service: SERVICE_BOOKING_LINKS[tenant.slug] } : {}),
      // Spec 001 §4: "A page-1 default city filter is added on one site": Outback Edge's listings open on its Virginia stock.
      stock: {
        ...(tenant.slug === 'outback-edge-4x4' ? { defaultCity: 'Virginia' } : {}),
        ...(CERTIFIED_BRANDS[tenant.slug] ? { certifiedBrand: CERTIFIED_BRANDS[tenant.slug] } : {}),
      },
      // Spec 001 §9's warranty promos (the demo's own figures): 3 years standard; 5 on new Toyotas at Bayside, 7 on new Kias
      // and Mitsubishis at Southern Cross; Outback Edge's used 4x4s also offer its 175,000 km plan.
      warranty: {
        standardYears: 3,
        newCarMakes:
          tenant.slug === 'bayside-toyota'
            ? [{ make: 'Toyota', years: 5 }]
            : tenant.slug === 'southern-cross'
              ? [
                  { make: 'Kia', years: 7 },
                  { make: 'Mitsubishi', years: 7 },
                ]
              : [],
        ...(tenant.slug === 'outback-edge-4x4' ? { planKm: 175_000, planName: 'Outback Edge Care', planUrl: '/pages/warranty' } : {}),
      },
    }
    if (!hasSettings) await payload.create({ collection: 'site-settings', depth: 0, data: settings })
    else if (onboardedSettings !== undefined) await payload.update({ collection: 'site-settings', id: onboardedSettings, depth: 0, data: settings })
  }

  if (!(await has('promo-cards'))) {
    const cards = [
      {
        title: 'Run-out sale: drive away deals',
        link: '/special-offers',
        displayTypes: ['search', 'home'],
        position: 1,
        start: at(-7),
        expiry: at(60),
        background: '#0b2545',
      },
      {
        title: 'Service specials',
        link: '/service',
        displayTypes: ['search', 'home'],
        carTypes: ['used'],
        start: at(-30),
        expiry: at(90),
        background: '#13315c',
      },
      { title: 'Winter sale (ended)', link: '/special-offers', displayTypes: ['search'], start: at(-120), expiry: at(-30), background: '#8da9c4' },
      {
        title: 'Summer sale (starts soon)',
        link: '/special-offers',
        displayTypes: ['search', 'home'],
        position: 2,
        start: at(14),
        expiry: at(75),
        background: '#b3001b',
      },
    ] as const
    for (const card of cards) {
      await payload.create({
        collection: 'promo-cards',
        depth: 0,
        data: { ...card, displayTypes: [...card.displayTypes], carTypes: 'carTypes' in card ? [...card.carTypes] : [], tenant: tenantId, _status: 'published' },
      })
    }
  }

  // Issue 48: one demo site's reviews come from its Google Business Profile (the simulator): spec 001's sample set.
  if (!(await has('reviews'))) {
    const { GOOGLE_REVIEWS_TENANT, seedGoogleReviews } = await import('./reviews')
    if (tenant.slug === GOOGLE_REVIEWS_TENANT) await seedGoogleReviews(payload, tenantId, now)
  }
  if (!(await has('reviews'))) {
    const random = new SeededRandom(tenant.slug.length * 97)
    const names = ['Sarah M.', 'James T.', 'Priya K.', 'Liam O.', 'Chloe W.', 'Mohammed A.', 'Grace L.', 'Noah B.', 'Mia H.', 'Jack R.']
    const praise = [
      'Easy, no-pressure buying experience. The team explained the finance options clearly.',
      'Picked up our new car on the weekend, everything was ready and spotless.',
      'Fair trade-in price and a quick handover. Would buy here again.',
      'Service was done on time and they washed the car too.',
      null,
    ]
    for (let i = 0; i < 20; i++) {
      const rating = i % 7 === 6 ? 3 : i % 3 === 0 ? 4 : 5
      await payload.create({
        collection: 'reviews',
        depth: 0,
        data: {
          tenant: tenantId,
          source: 'manual',
          customerName: names[i % names.length],
          rating,
          text: praise[random.int(0, praise.length - 1)],
          reviewDate: at(-(i * 9 + random.int(0, 8))),
          ...(rating < 5
            ? {
                replyText: `Thanks for the feedback, ${names[i % names.length].split(' ')[0]}. We'd love to hear how we can do better: call ${tenant.phone}.`,
                replyDate: at(-(i * 9) + 1),
              }
            : {}),
        },
      })
    }
  }

  if (!(await has('finance-lenders'))) {
    const disclaimer =
      'Based on a 5 year term, a 10% deposit and a 30% final payment. Comparison rate calculated on a secured loan of $30,000 over 5 years. WARNING: this comparison rate is true only for the example given and may not include all fees and charges. Fees and charges apply; approval subject to lending criteria.'
    await payload.create({
      collection: 'finance-lenders',
      depth: 0,
      data: {
        tenant: tenantId,
        name: `${tenant.name} Finance`,
        isDefault: true,
        // No rate range of its own: the calculators use the site's (spec 001 §5's per-site variants).
        rates: { advertised: 7.99, comparison: 8.38 },
        fees: tenant.slug === SITE_FEE_SCHEDULE_TENANT ? SITE_FEE_SCHEDULE : { establishment: 395, monthly: 10 },
        terms: { minYears: 1, maxYears: 7, maxBalloon: 30 },
        disclaimer,
      },
    })
    await payload.create({
      collection: 'finance-lenders',
      depth: 0,
      data: {
        tenant: tenantId,
        name: 'Angle Auto Finance',
        // Spec 001 §5, §9: the lender named Angle lends at 7.5–14.5% from a $5,000 price, with a 1360.5 establishment fee.
        rates: { advertised: 9.49, comparison: 10.12, min: 7.5, max: 14.5 },
        fees: { establishment: 1360.5, monthly: 8 },
        terms: { minYears: 1, maxYears: 7, maxBalloon: 40, minPrice5000: true },
        disclaimer,
      },
    })
  }

  if (!(await has('delivery-regions'))) {
    const regions = [
      {
        name: 'Brisbane metro',
        price: 149,
        postcodeRanges: [
          { from: '4000', to: '4179' },
          { from: '4500', to: '4519' },
        ],
      },
      {
        name: 'Regional Queensland',
        price: 490,
        postcodeRanges: [
          { from: '4180', to: '4499' },
          { from: '4520', to: '4999' },
        ],
      },
      { name: 'New South Wales and ACT', price: 890, postcodeRanges: [{ from: '2000', to: '2999' }] },
      { name: 'Victoria', price: 1190, postcodeRanges: [{ from: '3000', to: '3999' }] },
    ]
    for (const region of regions) await payload.create({ collection: 'delivery-regions', depth: 0, data: { ...region, tenant: tenantId } })
  }

  if (!(await has('faqs'))) {
    const faqs = [
      {
        topic: 'Buying',
        question: 'Can I reserve a car online?',
        answer: 'Yes. Pay a refundable holding deposit on the vehicle page and we hold the car for 48 hours while we finalise the details.',
      },
      {
        topic: 'Finance',
        question: 'Do you offer finance?',
        answer: 'We work with several lenders. Use the calculator on any car for an estimate, then apply online for a pre-approval.',
      },
      {
        topic: 'Trade-in',
        question: 'How do you value my trade-in?',
        answer: 'Enter your rego and kilometres for an instant estimate; we confirm the price after a short inspection.',
      },
      {
        topic: 'Trade-in',
        question: 'Why didn’t I get an instant estimate?',
        answer:
          'Cars more than 7 years old or with more than 100,000 km are valued in person, as are cars we haven’t seen enough of lately. We call you to arrange a time.',
      },
      {
        topic: 'Trade-in',
        question: 'Can I trade in a car that still has finance owing?',
        answer: 'Yes. We pay out your lender from the offer and put the rest towards your next car or pay it to you.',
      },
      {
        topic: 'Trade-in',
        question: 'Do I have to buy a car from you to sell you mine?',
        answer: 'No. We buy good cars outright, and the offer is the same whether or not you buy from us.',
      },
      { topic: 'Delivery', question: 'Do you deliver interstate?', answer: 'Yes. The delivery calculator on each car gives a price to your postcode.' },
      { topic: 'Servicing', question: 'Can I book a service online?', answer: `Book at /service or call ${tenant.phone}. Loan cars are available on request.` },
    ]
    for (const [order, faq] of faqs.entries()) await payload.create({ collection: 'faqs', depth: 0, data: { ...faq, order, tenant: tenantId } })
  }
}
