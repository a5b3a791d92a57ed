/**
 * The trade-in pages (/trade-in, /sell-my-car, /cars/trade-in?car_id={id}; spec 001 §2): the site's `trade-in` CMS page
 * for the words (a hero and an intro; staff edit it like any page), and around it what the feature knows: the card of
 * the car the trade-in goes towards, the four-step form, and the site's trade-in FAQ. Never gated.
 */
import type { RenderableBlock } from '@dealer/blocks'
import type { Faq } from '@dealer/cms-contract'
import { CAR_SUMMARY_ATTRIBUTES, type CarSummary, type ListedCar } from '@dealer/stock/car-summary'
import { getFaqs, getLocations } from '../../server/cms.server'
import { findCarById } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { publishedPageView, type PageHeading } from '../pages/cms-page.server'
import { listedCars } from '../search/listing.server'
import { isRegistrationState, type RegistrationState } from './rego/rego-lookup'

/** The CMS page staff edit for the trade-in pages' words. */
const TRADE_IN_PAGE_SLUG = 'trade-in'

/** The FAQs' topic the trade-in FAQ shows (FAQs in the admin: topic "Trade-in"). */
const TRADE_IN_FAQ_TOPIC = 'Trade-in'

/** The words for a site without a `trade-in` page. */
export const DEFAULT_TRADE_IN_WORDS = {
  heading: 'Sell or trade in your car',
  intro:
    'Tell us about your car and get an instant estimate in about 2 minutes. We confirm the offer after a short inspection, and you can put it towards your next car or take the money.',
}

/** One question of the trade-in FAQ. */
export type TradeInFaqEntry = Pick<Faq, 'id' | 'question' | 'answer'>

/** Car ids are the stock index's objectIDs: short letters, digits, dashes and underscores. */
const CAR_ID = /^[A-Za-z0-9_-]{1,64}$/

/** What the page reads, already scoped to one tenant (fakes in the tests). */
export interface TradeInPageReaders {
  /** The published `trade-in` page with its blocks' data, or null. */
  cmsPage(): Promise<{ title: string; description: string | null; heading: PageHeading | null; blocks: RenderableBlock[] } | null>
  /** This tenant's car with that id as the site lists it, or null (another tenant's id finds nothing). */
  carById(id: string): Promise<(CarSummary & ListedCar) | null>
  /** The site's FAQs on the trade-in topic, in their order. */
  tradeInFaqs(): Promise<TradeInFaqEntry[]>
  /** The state of the site's primary location (else its first), where most shoppers' cars are registered. */
  homeState(): Promise<RegistrationState | null>
  siteName: string
}

export interface TradeInPageData {
  title: string
  description: string
  heading: PageHeading | null
  /** The CMS page's blocks (none without one). */
  blocks: RenderableBlock[]
  /** The default intro, for a site without a `trade-in` page. */
  intro: string | null
  /** The card of the car the trade-in goes towards (image, name, price), when the address names one of this site's. */
  car: ListedCar | null
  form: { car: { carId: string; name: string } | null; defaultState: RegistrationState | null }
  faqs: TradeInFaqEntry[]
}

/** The car a trade-in goes towards, as the address names it (/cars/trade-in?car_id=), when it can be an id. */
export function towardsCarId(url: URL): string | null {
  const carId = url.searchParams.get('car_id')?.trim() ?? ''
  return CAR_ID.test(carId) ? carId : null
}

export async function loadTradeInPage(readers: TradeInPageReaders, url: URL): Promise<TradeInPageData> {
  const carId = towardsCarId(url)
  const [page, car, faqs, homeState] = await Promise.all([
    readers.cmsPage(),
    // An unknown id, another site's, or one that can't be an id: the page without the card, never a 404.
    carId ? readers.carById(carId) : null,
    readers.tradeInFaqs(),
    readers.homeState(),
  ])
  const towards = car ? ` towards the ${car.name}` : ''
  return {
    title: car ? `Trade in your car${towards} | ${readers.siteName}` : (page?.title ?? `Sell or trade in your car | ${readers.siteName}`),
    description:
      page?.description ??
      `Get an instant estimate for your car from ${readers.siteName} in about 2 minutes, then put it towards your next car or take the money.`,
    heading: page ? page.heading : { text: DEFAULT_TRADE_IN_WORDS.heading, visible: true },
    blocks: page?.blocks ?? [],
    intro: page ? null : DEFAULT_TRADE_IN_WORDS.intro,
    car,
    form: { car: car ? { carId: car.objectID, name: car.name } : null, defaultState: homeState },
    faqs,
  }
}

/** The storefront's CMS and search reads for one tenant. */
export function tradeInPageReaders(tenant: Tenant): TradeInPageReaders {
  return {
    siteName: tenant.name,
    cmsPage: () => publishedPageView(tenant, TRADE_IN_PAGE_SLUG),
    async carById(id) {
      const car = await findCarById<CarSummary>(tenant, id, CAR_SUMMARY_ATTRIBUTES)
      return car ? ((await listedCars(tenant, [car]))[0] ?? null) : null
    },
    tradeInFaqs: () => tradeInFaqs(tenant),
    async homeState() {
      const locations = await getLocations(tenant)
      const home = locations.find((location) => location.primary) ?? locations[0]
      const state = home?.address.state
      return isRegistrationState(state) ? state : null
    },
  }
}

/** The site's trade-in FAQ (the vehicle page shows it too, on sites with the valuation plugin). */
export async function tradeInFaqs(tenant: Tenant): Promise<TradeInFaqEntry[]> {
  const faqs = await getFaqs(tenant, TRADE_IN_FAQ_TOPIC)
  return faqs.map(({ id, question, answer }) => ({ id, question, answer }))
}
