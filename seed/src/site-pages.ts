import type { Page } from '@dealer/cms-contract'
import type { Payload } from 'payload'
import type { DemoTenant } from './demo-tenants'
import { bold, bulletList, heading, paragraph, richText } from './lexical'
import { MANUFACTURERS } from './manufacturers'

/** A seeded page: where it lives (`path`, e.g. "mazda/overview"; the slug is its last part) and what it shows. */
export type SitePageSeed = Pick<Page, 'title' | 'slug' | 'path' | 'hero' | 'layout' | 'meta'>

/** Every make the site's dealerships sell, once each, in the order they are listed (issue 23: a brand page each). */
function makesSold(tenant: DemoTenant): string[] {
  return [...new Set(tenant.dealerships.flatMap((dealership) => dealership.makes))]
}

const LAST_UPDATED = '1 November 2026'

/** The privacy policy every demo site links from its footer: the Privacy Act 1988 and the Australian Privacy Principles. */
function privacyPage(tenant: DemoTenant): SitePageSeed {
  const email = `privacy@${tenant.domains.at(-1)}`
  return {
    title: 'Privacy policy',
    slug: 'privacy-policy',
    path: 'privacy-policy',
    meta: { title: `Privacy policy | ${tenant.name}`, description: `How ${tenant.name} collects, uses and protects your personal information.` },
    hero: [{ blockType: 'hero', heading: 'Privacy policy', subheading: `How ${tenant.name} looks after your personal information.`, tone: 'light' }],
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(
            `${tenant.name} ("we", "us") is bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles. This policy explains what personal information we collect, why, who we share it with and how you can see or correct it. Last updated ${LAST_UPDATED}.`,
          ),
          heading('h2', 'What we collect'),
          bulletList(
            'Your name, phone number, email address and postcode when you make an enquiry, book a test drive or a service, or sign in to save cars.',
            'Details of a car you want to trade in, such as its registration, kilometres and condition.',
            'For finance applications, the information our lenders need to assess your application, which you give to them through our form.',
            'How you use our website: pages viewed and cars compared, recorded without your name unless you are signed in.',
          ),
          heading('h2', 'How we use it'),
          paragraph(
            'We use your information to answer your enquiry, arrange test drives, services and deliveries, value your trade-in, and, if you ask us to, tell you about price changes and offers. You can opt out of marketing at any time using the link in any message or by contacting us.',
          ),
          heading('h2', 'Who we share it with'),
          paragraph(
            'We share only what is needed with the manufacturers whose cars we sell (for warranty and recalls), finance and insurance providers you choose to apply to, and the service providers who host our systems and send our messages. Some of these providers store information outside Australia; we require them to protect it as the Australian Privacy Principles do. We never sell your personal information.',
          ),
          heading('h2', 'Access, correction and complaints'),
          paragraph(
            'You can ask to see or correct the personal information we hold about you, or make a complaint about how we have handled it, by emailing ',
            bold(email),
            ` or calling ${tenant.phone}. We respond within 30 days. If you are not satisfied with our response you can contact the Office of the Australian Information Commissioner at oaic.gov.au.`,
          ),
        ),
      },
    ],
  }
}

/** The website's terms, under Australian Consumer Law. */
function termsPage(tenant: DemoTenant): SitePageSeed {
  return {
    title: 'Terms and conditions',
    slug: 'terms-and-conditions',
    path: 'terms-and-conditions',
    meta: { title: `Terms and conditions | ${tenant.name}`, description: `The terms of using the ${tenant.name} website, its prices and offers.` },
    hero: [{ blockType: 'hero', heading: 'Terms and conditions', subheading: `Using the ${tenant.name} website.`, tone: 'light' }],
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(`These terms apply to your use of the ${tenant.name} website. By using it you agree to them. Last updated ${LAST_UPDATED}.`),
          heading('h2', 'Prices and availability'),
          paragraph(
            'Prices are in Australian dollars and include GST. Drive-away prices include registration, stamp duty and dealer delivery; other prices may exclude government charges, which we state next to the price. Cars can sell quickly: a car shown on the site is subject to availability until we confirm it is yours in writing or you reserve it online.',
          ),
          heading('h2', 'Offers'),
          paragraph(
            'Offers apply to the cars and dates they name, while stocks last, and cannot be combined with other offers unless we say so. Fleet, government and rental buyers are excluded unless stated.',
          ),
          heading('h2', 'Finance and trade-in estimates'),
          paragraph(
            'Repayment figures and trade-in estimates on this site are estimates only and not an offer of credit or a binding valuation. Finance is subject to the lender’s approval criteria, fees and charges; a trade-in price is confirmed after we inspect the car.',
          ),
          heading('h2', 'Your rights'),
          paragraph(
            'Nothing in these terms excludes your rights under the Australian Consumer Law, including the consumer guarantees that apply to the cars, parts and services we supply.',
          ),
          heading('h2', 'Contact'),
          paragraph(`Questions about these terms? Call ${tenant.name} on `, bold(tenant.phone), ' or use our contact page.'),
        ),
      },
      {
        blockType: 'callToAction',
        heading: 'Still have a question?',
        text: 'Our team is happy to help.',
        tone: 'light',
        buttons: [{ label: 'Contact us', link: '/contact' }],
      },
    ],
  }
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
  const legal = [privacyPage(tenant), termsPage(tenant)]
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
