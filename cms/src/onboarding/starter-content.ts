/**
 * What a new site starts with (issue 49): each template's starter pages and navigation, the generic part of what the
 * demo sites of that kind have. The demo seed builds its sites' pages from the same functions, adding its own words
 * (seed/src/content.ts); a new site gets only what is true of any dealer, for its staff to edit.
 */
import type { Navigation, Page, PromoBannerBlock, Tenant } from '@dealer/cms-contract'
import { bold, bulletList, heading, paragraph, richText } from './lexical'

export type SiteTemplate = Tenant['template']

/** A page as a site starts with it; `path` when it differs from the slug. */
export type StarterPage = Pick<Page, 'title' | 'slug' | 'hero' | 'layout' | 'meta'> & { path?: string }
type LayoutBlock = Page['layout'][number]

/** The facts of a site its starter pages mention. */
export interface StarterSite {
  name: string
  template: SiteTemplate
  tagline?: string | null
  /** The site's main phone number, as shoppers dial it. */
  phone: string
  /** How many showrooms it has (the about page says so). */
  showrooms: number
  /** Where privacy questions go. */
  privacyEmail: string
}

/** Spec 000 §2's three features: latest offers, book your service online, sell your car with an instant offer in 2 minutes. */
export const DEALER_PROMO_FEATURES: PromoBannerBlock = {
  blockType: 'promoBanner',
  features: [
    {
      icon: 'offers',
      title: 'Latest offers',
      text: 'Run-out deals, demonstrator savings and finance specials, updated every week.',
      link: '/special-offers',
      linkLabel: 'See the offers',
    },
    {
      icon: 'service',
      title: 'Book your service online',
      text: 'Pick a time that suits you; capped-price servicing and a loan car on request.',
      link: '/service',
      linkLabel: 'Book a service',
    },
    {
      icon: 'sell',
      title: 'Sell your car',
      text: 'Get an instant offer in 2 minutes, then drop in for a quick inspection.',
      link: '/sell-my-car',
      linkLabel: 'Get my offer',
    },
  ],
}

export function locationsBlock(heading: string): LayoutBlock {
  return { blockType: 'locationsList', heading, show: 'all' }
}

/**
 * The repayment calculator block (spec 001 §4) with the site's default lender. It owns the #finance-calculator anchor,
 * so a page has at most one.
 */
export function repaymentCalculatorBlock(): LayoutBlock {
  return {
    blockType: 'repaymentCalculator',
    heading: 'Estimate your repayments',
    intro: 'Move the sliders or type the amounts to see what a car loan could cost you each week, fortnight or month.',
  }
}

/** Where a site's cars are listed: an accessories store sells used 4x4s only. */
const stockPath = (template: SiteTemplate) => (template === 'accessories' ? '/search/used-cars' : '/search/new-used-and-demo-cars')

/** A new site's home page: the demo's layout for its kind, without the pictures and words only the demo dealer could say. */
function starterHomePage(site: StarterSite): StarterPage {
  const meta = { title: site.name, description: site.tagline || `${site.name}: cars, finance and servicing.` }
  const callUs = { label: 'Call us', link: `tel:${site.phone.replace(/\s+/g, '')}` }
  switch (site.template) {
    case 'dealer':
      return {
        title: 'Home',
        slug: 'home',
        meta,
        hero: [
          {
            blockType: 'hero',
            heading: `New and quality used cars at ${site.name}`,
            subheading: site.tagline || 'Browse our new, demo and used cars, with finance and servicing in one place.',
            tone: 'brand',
            ctaLabel: 'Browse our stock',
            ctaHref: stockPath(site.template),
          },
        ],
        layout: [
          DEALER_PROMO_FEATURES,
          { blockType: 'featuredStock', heading: 'New cars in stock', carType: 'new', limit: 8 },
          { blockType: 'promoCards', shuffle: true, limit: 4 },
          { blockType: 'featuredStock', heading: 'Quality used cars', carType: 'used', limit: 4 },
          { blockType: 'reviews', heading: 'What our customers say', limit: 6 },
          locationsBlock('Visit us'),
          {
            blockType: 'callToAction',
            heading: 'Ready for a test drive?',
            text: 'Choose a car and a time, and we will have it washed and waiting.',
            tone: 'brand',
            buttons: [{ label: 'Browse our stock', link: stockPath(site.template) }, callUs],
          },
        ],
      }
    case 'group':
      return {
        title: 'Home',
        slug: 'home',
        meta,
        hero: [
          {
            blockType: 'hero',
            heading: site.name,
            subheading: site.tagline || 'Every brand and every showroom of the group, in one easy search.',
            tone: 'dark',
            ctaLabel: 'Search all our cars',
            ctaHref: stockPath(site.template),
          },
        ],
        layout: [
          DEALER_PROMO_FEATURES,
          { blockType: 'featuredStock', heading: 'Just arrived across the group', carType: 'any', limit: 8 },
          { blockType: 'promoCards', shuffle: true, limit: 4 },
          { blockType: 'featuredStock', heading: 'Demonstrators at big savings', carType: 'demo', limit: 4 },
          { blockType: 'reviews', heading: 'What our customers say', limit: 6 },
          {
            blockType: 'callToAction',
            heading: 'Find your nearest showroom',
            text: 'Sales, service and parts at each of our showrooms.',
            tone: 'light',
            buttons: [
              { label: 'Dealer locator', link: '/dealer-locator' },
              { label: 'Contact us', link: '/contact' },
            ],
          },
        ],
      }
    case 'accessories':
      return {
        title: 'Home',
        slug: 'home',
        meta,
        hero: [
          {
            blockType: 'hero',
            heading: `Welcome to ${site.name}`,
            subheading: site.tagline || 'Accessories quoted, supplied and fitted, and fitted-out 4x4s for sale.',
            tone: 'brand',
            ctaLabel: 'View our cars',
            ctaHref: stockPath(site.template),
          },
        ],
        layout: [
          { blockType: 'productGrid', heading: 'Shop our range' },
          { blockType: 'featuredStock', heading: 'Fitted-out 4x4s for sale', carType: 'used', limit: 8 },
          { blockType: 'reviews', heading: 'What our customers say', limit: 6 },
          locationsBlock('Visit us'),
          { blockType: 'acceptedPayments', heading: 'We accept', methods: ['mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay'] },
        ],
      }
  }
}

export function aboutPage(site: StarterSite): StarterPage {
  const locations = `${site.showrooms} location${site.showrooms === 1 ? '' : 's'}`
  return {
    title: 'About us',
    slug: 'about-us',
    meta: { title: `About ${site.name}`, description: site.tagline },
    hero: [{ blockType: 'hero', heading: `About ${site.name}`, subheading: site.tagline, tone: 'light' }],
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(`${site.name} has ${locations} and a team that lives where you do.`),
          paragraph('Call us on ', bold(site.phone), ' or drop in any day except Sunday.'),
        ),
      },
      locationsBlock('Where to find us'),
    ],
  }
}

/** Spec 001 §2's finance steps: apply online in minutes, get pre-approved with a personalised rate, purchase the car. */
export function financeAndInsurancePage(site: StarterSite): StarterPage {
  return {
    title: 'Finance and insurance',
    slug: 'finance-and-insurance',
    meta: { title: `Car finance and insurance | ${site.name}`, description: `Car loans, pre-approval and insurance through ${site.name}.` },
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
export function financeApplicationPage(site: StarterSite): StarterPage {
  const accessories = site.template === 'accessories'
  return {
    title: 'Car finance',
    slug: 'finance',
    meta: {
      title: `Car finance and pre-approval | ${site.name}`,
      description: `Get a quick estimate and pre-approval with a personalised rate from ${site.name}, online in minutes.`,
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
            `Tell us what you would like to borrow and we will show an estimate straight away. Pre-approval takes a few minutes, doesn't affect your credit score, and our finance team at ${site.name} is here if you would rather talk it through.`,
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
export function tradeInPage(site: StarterSite): StarterPage {
  return {
    title: 'Sell or trade in your car',
    slug: 'trade-in',
    meta: {
      title: `Sell or trade in your car | ${site.name}`,
      description: `Get an instant estimate for your car from ${site.name} in about 2 minutes, then put it towards your next car or take the money.`,
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
            `Find your car by its registration, or choose the make and model, tell us how it has been looked after, and we will show you what ${site.name} would pay. Our team confirms the offer after a short inspection, and you can put it towards your next car or take the money.`,
          ),
        ),
      },
    ],
  }
}

/** The dealer locator's words (/dealer-locator): the storefront lists the locations with their map around them. */
export function dealerLocatorPage(site: StarterSite, subheading = 'Sales, service and parts at each of our showrooms.'): StarterPage {
  return {
    title: 'Dealer locator',
    slug: 'dealer-locator',
    meta: {
      title: `Dealer locator | ${site.name}`,
      description: `Every ${site.name} showroom, service centre and parts counter, with hours and directions.`,
    },
    hero: [{ blockType: 'hero', heading: 'Find a showroom near you', subheading, tone: 'light' }],
    layout: [locationsBlock('All our locations')],
  }
}

const LEGAL_LAST_UPDATED = '1 November 2026'

/** The privacy policy every site links from its footer: the Privacy Act 1988 and the Australian Privacy Principles. */
export function privacyPage(site: StarterSite, lastUpdated = LEGAL_LAST_UPDATED): StarterPage {
  return {
    title: 'Privacy policy',
    slug: 'privacy-policy',
    path: 'privacy-policy',
    meta: { title: `Privacy policy | ${site.name}`, description: `How ${site.name} collects, uses and protects your personal information.` },
    hero: [{ blockType: 'hero', heading: 'Privacy policy', subheading: `How ${site.name} looks after your personal information.`, tone: 'light' }],
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(
            `${site.name} ("we", "us") is bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles. This policy explains what personal information we collect, why, who we share it with and how you can see or correct it. Last updated ${lastUpdated}.`,
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
            bold(site.privacyEmail),
            ` or calling ${site.phone}. We respond within 30 days. If you are not satisfied with our response you can contact the Office of the Australian Information Commissioner at oaic.gov.au.`,
          ),
        ),
      },
    ],
  }
}

/** The website's terms, under Australian Consumer Law. */
export function termsPage(site: StarterSite, lastUpdated = LEGAL_LAST_UPDATED): StarterPage {
  return {
    title: 'Terms and conditions',
    slug: 'terms-and-conditions',
    path: 'terms-and-conditions',
    meta: { title: `Terms and conditions | ${site.name}`, description: `The terms of using the ${site.name} website, its prices and offers.` },
    hero: [{ blockType: 'hero', heading: 'Terms and conditions', subheading: `Using the ${site.name} website.`, tone: 'light' }],
    layout: [
      {
        blockType: 'richText',
        content: richText(
          paragraph(`These terms apply to your use of the ${site.name} website. By using it you agree to them. Last updated ${lastUpdated}.`),
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
          paragraph(`Questions about these terms? Call ${site.name} on `, bold(site.phone), ' or use our contact page.'),
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

/**
 * Each template's starter pages: the pages every demo site of that kind has, in their generic form. Each is at an
 * address the demo site of that kind has too, so the seed lays the demo's own words over them.
 */
export function starterPages(site: StarterSite): StarterPage[] {
  const common = [starterHomePage(site), aboutPage(site), financeApplicationPage(site), tradeInPage(site), privacyPage(site), termsPage(site)]
  switch (site.template) {
    case 'dealer':
      return [...common, financeAndInsurancePage(site)]
    case 'group':
      return [...common, financeAndInsurancePage(site), dealerLocatorPage(site)]
    case 'accessories':
      return common
  }
}

/** A mega-menu tile staff list themselves (cms Navigation: the make entry's fixed tiles). */
export interface FixedTile {
  label: string
  link: string
  replaces?: string
  logo?: number
}
type HeaderEntry = NonNullable<Navigation['header']>[number] & { tiles?: FixedTile[]; tilesOnly?: boolean }
type FooterGroup = NonNullable<Navigation['footer']>[number]
type Menu = { header: HeaderEntry[]; footer: FooterGroup[] }
const link = (label: string, to: string) => ({ label, link: to })

/**
 * Each template's header menu and footer groups, as the demo sites have them (the accessories store's follow spec
 * 001 §2); `tiles` are the group's fixed mega-menu tiles, when it has any.
 */
export function templateNavigation(template: SiteTemplate, tiles: FixedTile[] = []): Menu {
  switch (template) {
    case 'dealer':
      return {
        header: [
          { label: 'New Cars', fill: 'makes' },
          { label: 'Used Cars', link: '/search/used-cars', fill: 'links' },
          { label: 'Finance', link: '/finance', fill: 'links' },
          { label: 'Service', fill: 'links', children: [link('Book a Service', '/service'), link('Parts & Accessories', '/vehicle-parts-and-accessories')] },
          { label: 'Trade-in', link: '/trade-in', fill: 'links' },
          { label: 'About', fill: 'links', children: [link('About Us', '/about-us'), link('Contact Us', '/contact')] },
        ],
        footer: [
          {
            title: 'Shop',
            fill: 'links',
            links: [
              link('New & Demo Cars', '/search/new-and-demo-cars'),
              link('Used Cars', '/search/used-cars'),
              link('Book a Test Drive', '/book-test-drive/'),
              link('Finance', '/finance'),
            ],
          },
          {
            title: 'Owners',
            fill: 'links',
            links: [link('Book a Service', '/service'), link('Parts & Accessories', '/vehicle-parts-and-accessories'), link('Sell Your Car', '/trade-in')],
          },
          {
            title: 'Company',
            fill: 'links',
            links: [link('About Us', '/about-us'), link('Blog', '/blog'), link('Contact Us', '/contact'), link('Privacy Policy', '/privacy-policy')],
          },
        ],
      }
    case 'group':
      return {
        header: [
          { label: 'Our Brands', link: '/brands', fill: 'makes', tiles },
          { label: 'New & Demo', link: '/search/new-and-demo-cars', fill: 'links' },
          { label: 'Used Cars', link: '/search/used-cars', fill: 'links' },
          { label: 'Finance & Insurance', link: '/finance-and-insurance', fill: 'links' },
          { label: 'Locations', link: '/dealer-locator', fill: 'links' },
          { label: 'About', fill: 'links', children: [link('About Us', '/about-us'), link('Brands', '/brands'), link('Contact Us', '/contact')] },
        ],
        footer: [
          {
            title: 'Buy',
            fill: 'links',
            links: [
              link('New & Demo Cars', '/search/new-and-demo-cars'),
              link('Used Cars', '/search/used-cars'),
              link('Finance & Insurance', '/finance-and-insurance'),
              link('Sell Your Car', '/trade-in'),
            ],
          },
          {
            title: 'Group',
            fill: 'links',
            links: [
              link('Our Brands', '/brands'),
              link('Dealer Locator', '/dealer-locator'),
              link('About Us', '/about-us'),
              link('Blog', '/blog'),
              link('4x4 & Outdoor', '/4x4-outdoor'),
            ],
          },
          {
            title: 'Help',
            fill: 'links',
            links: [link('Book a Service', '/service'), link('Contact Us', '/contact'), link('Privacy Policy', '/privacy-policy')],
          },
        ],
      }
    case 'accessories':
      return {
        header: [
          { label: 'Home', link: '/', fill: 'links' },
          { label: 'Products', fill: 'store-pages' },
          { label: 'Offers', link: '/pages/specials', fill: 'links' },
          { label: 'Services', fill: 'links', children: [link('Videos', '/pages/videos'), link('Fitting', '/pages/fitting')] },
          {
            label: 'Company',
            fill: 'links',
            children: [
              link('Contact Us', '/contact'),
              link('About us', '/about-us'),
              link('Careers', '/careers'),
              link('Warranty Terms', '/pages/warranty'),
              link('FAQ', '/pages/faq'),
            ],
          },
        ],
        footer: [
          {
            title: 'Buying & Aftersales',
            fill: 'links',
            links: [
              link('Offers', '/pages/specials'),
              link('Fitting', '/pages/fitting'),
              link('Videos', '/pages/videos'),
              link('Warranty Terms', '/pages/warranty'),
              link('FAQ', '/pages/faq'),
            ],
          },
          {
            title: 'Company',
            fill: 'links',
            links: [link('Contact Us', '/contact'), link('About us', '/about-us'), link('Blog', '/blog'), link('Careers', '/careers')],
          },
          { title: 'Products', fill: 'store-pages' },
          { title: 'More Products', fill: 'store-pages' },
        ],
      }
  }
}

/** The storefront's own addresses (storefront/app/routes.ts), which answer on any site, whatever pages it has. */
const STOREFRONT_ROUTES = new Set([
  '/',
  '/special-offers',
  '/contact',
  '/contact-us',
  '/service',
  '/book-test-drive',
  '/vehicle-parts-and-accessories',
  '/finance',
  '/trade-in',
  '/sell-my-car',
  '/dealer-locator',
  '/blog',
])

/** Whether a new site of `template` answers at `href`: a storefront route, a listing, or one of its starter pages. */
function answersOnNewSite(href: string | null | undefined, pagePaths: ReadonlySet<string>): boolean {
  if (!href) return false
  const path = href.split(/[?#]/)[0].replace(/(.)\/+$/, '$1')
  return STOREFRONT_ROUTES.has(path) || path.startsWith('/search/') || pagePaths.has(path.slice(1))
}

/**
 * A new site's navigation: its template's, with every link to a page only the demo has (its brands page, store pages,
 * careers) left out, and any entry or group left with nothing to show dropped, so no menu link leads to a 404.
 */
export function starterNavigation(site: StarterSite): Menu {
  const pagePaths = new Set(starterPages(site).map((page) => page.path ?? page.slug))
  const answers = (href: string | null | undefined) => answersOnNewSite(href, pagePaths)
  const menu = templateNavigation(site.template)
  const header = menu.header.flatMap((entry): HeaderEntry[] => {
    const children = entry.children?.filter((child) => answers(child.link))
    const kept: HeaderEntry = { ...entry, link: answers(entry.link) ? entry.link : undefined, ...(entry.children ? { children } : {}) }
    if (kept.link === undefined) delete kept.link
    const fillsItself = (entry.fill ?? 'links') !== 'links'
    return fillsItself || kept.link || (children?.length ?? 0) > 0 ? [kept] : []
  })
  const footer = menu.footer.flatMap((group): FooterGroup[] => {
    if ((group.fill ?? 'links') !== 'links') return [group]
    const links = (group.links ?? []).filter((entry) => answers(entry.link))
    return links.length > 0 ? [{ ...group, links }] : []
  })
  return { header, footer }
}
