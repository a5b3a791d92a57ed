/**
 * The finance pages (/finance, /finance-enquiry, /apply-for-finance, /personalised/finance; spec 001 §2): the site's
 * `finance` CMS page for the words (staff edit it like any page), and around it what the feature knows: the chosen
 * car's side card, the steps panels without a car, the get-finance-now promo, the pre-approval form and the lender's
 * disclaimer. Decision 024.
 */
import type { FinanceStepsBlock, SiteSetting } from '@dealer/cms-contract'
import type { RenderableBlock } from '@dealer/blocks'
import { CAR_SUMMARY_ATTRIBUTES, type CarSummary, type ListedCar } from '@dealer/stock/car-summary'
import type { StockCar } from '@dealer/stock/car'
import { sellingPrice } from '@dealer/stock/display'
import { allOf, equals } from '@dealer/stock/filters'
import { getFinanceLenders, getSiteSettings } from '../../server/cms.server'
import { findCarById, searchCarSummaries } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { publishedPageView, type PageHeading } from '../pages/cms-page.server'
import { listedCars } from '../search/listing.server'
import { listingPath } from '../search/search-state'
import type { PreApprovalStart } from './finance-api'
import { carQuoteOf } from './car-quote'
import { parseFinanceQuery, preApprovalStart, queryVehicle, type FinanceQuery, type QueryVehicle } from './finance-query'
import type { PreApprovalCar } from './PreApprovalForm'

/** The CMS page staff edit for the finance pages' words. */
const FINANCE_PAGE_SLUG = 'finance'

/** Spec 001 §2: the get-finance-now promo shows six featured in-stock used cars. */
export const PROMO_CAR_COUNT = 6

/** The side card's car: its card (tag and price as the site shows them) and what the pre-approval needs of it. */
type SideCardCar = CarSummary &
  Pick<StockCar, 'vin' | 'dealership_slug'> & { nvic?: string | null; subscription_price?: number | null; youxQuote?: StockCar['youxQuote'] }

const SIDE_CARD_ATTRIBUTES = [...CAR_SUMMARY_ATTRIBUTES, 'vin', 'nvic', 'dealership_slug', 'subscription_price', 'youxQuote']

/** Spec 001 §9's disclaimer, for a site with no lender (or a lender without one). */
export const DEFAULT_FINANCE_DISCLAIMER =
  'Based on a 5 year term, a 10% deposit and a 30% final payment. Comparison rate calculated on a secured loan of $30,000 over 5 years. WARNING: this comparison rate is true only for the example given and may not include all fees and charges. Fees and charges apply; approval subject to lending criteria.'

/** Spec 001 §2's three steps, for a site whose finance page has no steps block of its own (or no finance page). */
export const DEFAULT_FINANCE_STEPS: FinanceStepsBlock = {
  blockType: 'financeSteps',
  id: 'finance-steps-default',
  heading: 'Finance in three easy steps',
  steps: [
    { title: 'Apply online in minutes', text: 'Tell us about yourself and the car you want. It won’t affect your credit score.' },
    { title: 'Get pre-approved', text: 'Get pre-approved with a personalised rate from our lenders.' },
    { title: 'Purchase the car', text: 'Choose your car, sign the paperwork and drive away.' },
  ],
}

/** What the page reads, already scoped to one tenant (fakes in the tests). */
export interface FinancePageReaders {
  /** The published `finance` page with its blocks' data, or null. */
  cmsPage(): Promise<{ title: string; description: string | null; heading: PageHeading | null; blocks: RenderableBlock[] } | null>
  siteSettings(): Promise<SiteSetting | null>
  /** The site's default lender's disclaimer, or null. */
  lenderDisclaimer(): Promise<string | null>
  /** This tenant's car with that id as the site lists it, or null (another tenant's id finds nothing). */
  carById(id: string): Promise<(SideCardCar & ListedCar) | null>
  /** In-stock used cars, the feed's featured order first. */
  inStockUsedCars(limit: number): Promise<ListedCar[]>
  /** The site's used-car search. */
  usedCarsPath(): string
  siteName: string
}

export interface FinancePageData {
  title: string
  description: string
  heading: PageHeading | null
  /** The CMS page's blocks; the steps panels only without a car. */
  blocks: RenderableBlock[]
  /** The side card (spec 001 §2), when the query names one of this site's cars. */
  sideCard: ListedCar | null
  form: {
    car: PreApprovalCar | null
    /** Without one of the site's cars: the car the query describes (vin, nvic, year, car_type), or null. */
    vehicle: QueryVehicle | null
    start: PreApprovalStart
    postcodeRequired: boolean
    preferredDealership: string | null
  }
  /** Spec 001 §2's get-finance-now promo: without a car, when the site has it on. */
  promo: { usedCarsPath: string; cars: ListedCar[] } | null
  /** The page's own #financeDisclaimer; null when a repayment calculator block on the page shows it (one anchor, one text). */
  disclaimer: string | null
}

export async function loadFinancePage(readers: FinancePageReaders, url: URL): Promise<FinancePageData> {
  const query = parseFinanceQuery(url.searchParams)
  const [page, settings, disclaimer, found] = await Promise.all([
    readers.cmsPage(),
    readers.siteSettings(),
    readers.lenderDisclaimer(),
    query.carId ? readers.carById(query.carId) : null,
  ])
  const promoOn = !found && (settings?.features?.getFinanceNow ?? true)
  const promoCars = promoOn ? await readers.inStockUsedCars(PROMO_CAR_COUNT) : []
  const pageBlocks = page?.blocks ?? []
  const hasSteps = pageBlocks.some((entry) => entry.type === 'financeSteps')
  // The steps panels are for a shopper without a car; with one, the side card takes their place.
  const blocks: RenderableBlock[] = found ? pageBlocks.filter((entry) => entry.type !== 'financeSteps') : hasSteps ? pageBlocks : withDefaultSteps(pageBlocks)
  return {
    title: page?.title ?? `Car finance | ${readers.siteName}`,
    description: page?.description ?? `Apply online for car finance with ${readers.siteName}: a quick estimate, then pre-approval with a personalised rate.`,
    heading: page ? page.heading : { text: 'Car finance', visible: true },
    blocks,
    sideCard: found,
    form: preApprovalFormOf(query, found, settings),
    promo: promoOn && promoCars.length > 0 ? { usedCarsPath: readers.usedCarsPath(), cars: promoCars } : null,
    disclaimer: blocks.some((entry) => entry.type === 'repaymentCalculator') ? null : disclaimer?.trim() || DEFAULT_FINANCE_DISCLAIMER,
  }
}

/** The pre-approval form's car, starting values and rules, from the page's query, its car (if one) and the site's settings. */
export function preApprovalFormOf(query: FinanceQuery, found: SideCardCar | null, settings: SiteSetting | null): FinancePageData['form'] {
  // What the car sells for (its reduced price when it has one), as its finance link budgets and its quote is for.
  const price = found ? sellingPrice(found) : null
  return {
    car: found
      ? {
          carId: found.objectID,
          slug: found.slug,
          name: found.name,
          price,
          // The car's own record, not the query's: a link can't change which car is financed.
          vin: found.vin || null,
          nvic: found.nvic || null,
          year: found.year || null,
          // The car's YouX quote on a YouX site: the weekly figure its vehicle page shows (car-quote.ts).
          quote: carQuoteOf(found.youxQuote, settings?.features?.financeProvider, price),
        }
      : null,
    vehicle: found ? null : queryVehicle(query),
    start: preApprovalStart(query, price),
    postcodeRequired: settings?.finance?.postcodeRequired ?? true,
    preferredDealership: query.preferredDealership ?? found?.dealership_slug ?? null,
  }
}

/** The default steps go after the page's hero (its h1), or first. */
function withDefaultSteps(blocks: RenderableBlock[]): RenderableBlock[] {
  const steps: RenderableBlock = { type: 'financeSteps', block: DEFAULT_FINANCE_STEPS, data: null }
  const heroes = blocks.filter((entry) => entry.type === 'hero').length
  const at = blocks.findIndex((entry) => entry.type !== 'hero')
  const index = at === -1 ? heroes : at
  return [...blocks.slice(0, index), steps, ...blocks.slice(index)]
}

/** The storefront's CMS and search reads for one tenant. */
export function financePageReaders(tenant: Tenant): FinancePageReaders {
  return {
    siteName: tenant.name,
    cmsPage: () => publishedPageView(tenant, FINANCE_PAGE_SLUG),
    siteSettings: () => getSiteSettings(tenant),
    async lenderDisclaimer() {
      const [lender] = await getFinanceLenders(tenant)
      return lender?.disclaimer ?? null
    },
    async carById(id) {
      const car = await findCarById<SideCardCar>(tenant, id, SIDE_CARD_ATTRIBUTES)
      return car ? ((await listedCars(tenant, [car]))[0] ?? null) : null
    },
    async inStockUsedCars(limit) {
      const { cars } = await searchCarSummaries(tenant, { filters: [allOf([equals('status', 'in_stock'), equals('car_type', 'used')])], hitsPerPage: limit })
      return listedCars(tenant, cars)
    },
    usedCarsPath: () => listingPath({ car_type: ['used'] }),
  }
}
