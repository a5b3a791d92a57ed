import type { Page } from '@dealer/cms-contract'
import type { Payload } from 'payload'
import type { DemoTenant } from './demo-tenants'
import { bold, bulletList, heading, paragraph, richText } from './lexical'
import { MANUFACTURERS } from './manufacturers'
import { demoStarterSite } from './demo-site'
import { privacyPage, termsPage } from '@dealer/cms/onboarding/starter-content'

/** A seeded page: where it lives (`path`, e.g. "mazda/overview"; the slug is its last part) and what it shows. */
export type SitePageSeed = Pick<Page, 'title' | 'slug' | 'path' | 'hero' | 'layout' | 'meta'>

/** Every make the site's dealerships sell, once each, in the order they are listed (issue 23: a brand page each). */
function makesSold(tenant: DemoTenant): string[] {
  return [...new Set(tenant.dealerships.flatMap((dealership) => dealership.makes))]
}

/** A page of one of the group's own businesses: what it is, what it offers, where to find it, and a way to act. */
function businessPage(
  tenant: DemoTenant,
  {
    path,
    title,
    subheading,
    points,
    body,
    action,
  }: { path: string; title: string; subheading: string; points: string[]; body: string; action?: { label: string; link: string } },
): SitePageSeed {
  return {
    title,
    slug: path,
    path,
    meta: { title: `${title} | ${tenant.name}`, description: subheading },
    hero: [{ blockType: 'hero', heading: title, subheading, tone: 'dark' }],
    layout: [
      { blockType: 'richText', content: richText(paragraph(body), heading('h2', 'What we offer'), bulletList(...points)) },
      locationsBlockFor(`Find ${title}`),
      {
        blockType: 'callToAction',
        heading: 'Talk to our team',
        text: `Call ${tenant.phone} or send us a message and we will get back to you the same day.`,
        tone: 'brand',
        buttons: [...(action ? [action] : []), { label: 'Contact us', link: '/contact' }],
      },
    ],
  }
}

const RENTALS = {
  title: 'Southern Cross Rentals',
  subheading: 'Cars, utes and people movers by the day, week or month.',
  points: ['Late-model cars, 4x4 utes and 8-seat people movers', 'Free kilometres on weekly and monthly hire', 'A loan car while yours is in for service'],
  body: 'Rent from any of our showrooms and return to any other. Every rental car is a current model, serviced by our own workshops.',
}

const TYRES = {
  title: 'Southern Cross Tyres',
  subheading: 'Tyres, wheel alignments and puncture repairs while you wait.',
  points: ['Passenger, SUV and 4x4 tyres from the major brands', 'Wheel alignment and balancing', 'Free tyre checks and puncture repairs for our customers'],
  body: 'Our tyre centres fit, balance and align while you wait, with fitted prices quoted up front.',
}

/** The group's own businesses its brands grid and footer link to (seed/src/brand-grids.ts, navigation.ts). */
function groupBusinessPages(tenant: DemoTenant): SitePageSeed[] {
  return [
    businessPage(tenant, { path: 'southern-cross-rental', ...RENTALS }),
    businessPage(tenant, { path: 'southern-cross-tyres', ...TYRES }),
    businessPage(tenant, {
      path: '4x4-outdoor',
      title: 'Southern Cross 4x4 & Outdoor',
      subheading: 'Bull bars, suspension, canopies and touring gear, fitted by our technicians.',
      points: ['Airbag-compatible bull bars and recovery points', 'Suspension lifts and GVM upgrades', 'Canopies, drawers, roof racks and awnings'],
      body: 'Kit out a new or used 4x4 when you buy it, and add the cost to your finance if you like.',
    }),
  ]
}

/**
 * Spec 000 §2's group links, at the spec's own addresses: "/twg-cars, /twg-rental, /twg-tyres, /finance-and-insurance,
 * /neotek, /4x4-outdoor." (the demo's group is Southern Cross, so its rental and tyre businesses also answer at
 * /southern-cross-rental and /southern-cross-tyres; /finance-and-insurance and /4x4-outdoor are seeded elsewhere).
 */
function groupSpecLinkPages(tenant: DemoTenant): SitePageSeed[] {
  return [
    businessPage(tenant, {
      path: 'twg-cars',
      title: 'Southern Cross Cars',
      subheading: 'Quality used cars from every Southern Cross showroom, in one place.',
      points: [
        'Every car inspected by our technicians and independently history-checked',
        'A 12-month warranty on cars under ten years old and 150,000 km',
        'Trade-ins welcome, with finance arranged while you choose',
      ],
      body: 'Southern Cross Cars is the group’s used-car business: trade-ins and lease returns from our franchises, reconditioned in our own workshops and priced to sell.',
      action: { label: 'Browse used cars', link: '/search/used-cars' },
    }),
    businessPage(tenant, { path: 'twg-rental', ...RENTALS }),
    businessPage(tenant, { path: 'twg-tyres', ...TYRES, action: { label: 'Book a tyre fitting', link: '/service' } }),
    businessPage(tenant, {
      path: 'neotek',
      title: 'Neotek Paint & Interior Protection',
      subheading: 'Ceramic coating, fabric and leather protection and window tinting for new and used cars.',
      points: [
        'Ceramic paint coating that keeps the shine and sheds dirt, bird droppings and tree sap',
        'Fabric and leather protection against spills and stains',
        'Window tint that cuts heat and glare, within Australian road rules',
      ],
      body: 'Neotek products are applied by our detailing teams before your car is delivered, or later at any of our service centres. Ask your sales consultant to add protection to your car’s price and finance.',
      action: { label: 'Book protection', link: '/service' },
    }),
  ]
}

/**
 * /spin-to-win (spec 001 §2: "spin-to-win: gated on a site flag"): the promotion's page, for signed-in shoppers on a site
 * whose settings require sign-in for it (the storefront's gate: features/account/sign-in-gate.ts).
 */
function spinToWinPage(tenant: DemoTenant): SitePageSeed {
  return {
    title: 'Spin to win',
    slug: 'spin-to-win',
    path: 'spin-to-win',
    meta: { title: `Spin to win | ${tenant.name}`, description: `Spin to win service vouchers, accessories and fuel cards at ${tenant.name}.` },
    hero: [{ blockType: 'hero', heading: 'Spin to win', subheading: 'You’re signed in: one spin a month, and every spin wins.', tone: 'brand' }],
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(`Thanks for being a ${tenant.name} customer. Each calendar month, signed-in customers get one spin of the prize wheel.`),
          heading('h2', 'The prizes'),
          bulletList(
            'A $150 service voucher, redeemable at any of our service centres',
            'A $100 fuel card',
            '$250 off genuine accessories fitted when you buy a car',
            'A free ceramic paint protection upgrade with your next new car',
          ),
          heading('h2', 'How it works'),
          bulletList(
            'Show the prize on your phone, or quote the code we text you, at any of our showrooms within 60 days.',
            'One spin per customer per calendar month; prizes can’t be exchanged for cash or combined with other offers.',
            'Open to Australian residents aged 18 and over. Staff of the group and their families are not eligible.',
          ),
          paragraph('Questions about your prize? Call ', bold(tenant.phone), ' or send us a message.'),
        ),
      },
      {
        blockType: 'callToAction',
        heading: 'Ready for your next car?',
        text: 'Put your prize towards a service, accessories or a car from our showrooms.',
        tone: 'light',
        buttons: [
          { label: 'Browse our cars', link: '/search/new-used-and-demo-cars' },
          { label: 'Contact us', link: '/contact' },
        ],
      },
    ],
  }
}

const locationsBlockFor = (heading: string): Page['layout'][number] => ({ blockType: 'locationsList', heading, show: 'all' })

/**
 * A brand's overview at /{brand}/overview: a hero, then the Brand overview block (stock, locations, FAQs). The hero has no
 * button: the block's Browse link follows the stock (a make sold out has no search page to link).
 */
function brandOverviewPage(tenant: DemoTenant, make: { name: string; slug: string; id: number }): SitePageSeed {
  return {
    title: `${make.name} overview`,
    slug: 'overview',
    path: `${make.slug}/overview`,
    meta: {
      title: `New and used ${make.name} cars | ${tenant.name}`,
      description: `${make.name} cars in stock at ${tenant.name}, the showrooms that sell them, and answers to common questions.`,
    },
    hero: [
      {
        blockType: 'hero',
        heading: `${make.name} at ${tenant.name}`,
        subheading: `New, demo and used ${make.name} cars, with ${make.name} servicing and genuine parts.`,
        tone: 'brand',
      },
    ],
    layout: [{ blockType: 'brandOverview', make: make.id }],
  }
}

/** The brand overview pages of the makes the site sells; needs the manufacturers seeded. */
async function brandOverviewPages(payload: Payload, tenant: DemoTenant): Promise<SitePageSeed[]> {
  const sold = makesSold(tenant)
  const slugs = sold.map((name) => MANUFACTURERS.find((make) => make.name === name)?.slug ?? '')
  const found = await payload.find({ collection: 'manufacturers', where: { slug: { in: slugs } }, pagination: false, depth: 0 })
  return sold.map((name, index) => {
    const make = found.docs.find((doc) => doc.slug === slugs[index])
    if (!make) throw new Error(`${name} is not in the manufacturer list`)
    return brandOverviewPage(tenant, { name, slug: make.slug, id: make.id })
  })
}

/** Spec 001 §2's pages the demo sites link to that no feature owns: privacy and terms everywhere, and per template its own. */
export async function sitePages(payload: Payload, tenant: DemoTenant): Promise<SitePageSeed[]> {
  // The legal pages every new site starts with (cms/src/onboarding), as the demo's.
  const site = demoStarterSite(tenant)
  const legal = [privacyPage(site), termsPage(site)].map((page) => ({ ...page, path: page.path ?? page.slug }))
  switch (tenant.template) {
    case 'dealer':
      return [...legal, ...(await brandOverviewPages(payload, tenant))]
    case 'group':
      return [...legal, ...groupBusinessPages(tenant), ...groupSpecLinkPages(tenant), spinToWinPage(tenant), ...(await brandOverviewPages(payload, tenant))]
    case 'accessories':
      return legal
  }
}

/** Two questions per make sold (a brand page's FAQ section), for a site with none on that make yet. */
export async function seedBrandFaqs(payload: Payload, tenant: DemoTenant, tenantId: number): Promise<void> {
  if (tenant.template === 'accessories') return
  for (const make of makesSold(tenant)) {
    const existing = await payload.count({ collection: 'faqs', where: { and: [{ tenant: { equals: tenantId } }, { topic: { equals: make } }] } })
    if (existing.totalDocs > 0) continue
    const faqs = [
      {
        question: `Do you service ${make} cars bought elsewhere?`,
        answer: `Yes. Our ${make}-trained technicians service any ${make}, with genuine parts and capped-price servicing where ${make} offers it, and your new-car warranty stays intact.`,
      },
      {
        question: `Can I test drive a new ${make} before I buy?`,
        answer: `Yes. Choose a car and a time on its page, or call ${tenant.phone}; we have the popular ${make} models ready to drive most days.`,
      },
    ]
    for (const [order, faq] of faqs.entries()) {
      await payload.create({ collection: 'faqs', depth: 0, data: { ...faq, topic: make, order: 100 + order, tenant: tenantId } })
    }
  }
}
