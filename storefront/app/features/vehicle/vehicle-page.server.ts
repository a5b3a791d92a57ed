/**
 * Everything the vehicle page (/cars/{slug}) shows, gathered on the server in one pass: the car, the site's rules
 * for its price, phone, finance and calculators, similar stock, where the car is, and the blocks staff put at the foot
 * of every vehicle page. The page's widgets then only compute from this; none of them asks the CMS again.
 */
import { data } from 'react-router'
import type { FinanceLender, Location, SiteSetting } from '@dealer/cms-contract'
import type { RenderableBlock } from '@dealer/blocks'
import { carPath, type CarSummary, type ListedCar } from '@dealer/stock/car-summary'
import { directionsUrl, locationCard, locationCardSettings, type LocationCard } from '@dealer/blocks/locations-list/card'
import { displayPhone, phoneHref } from '@dealer/blocks/ui/phone'
import { isAvailable } from '@dealer/stock/listing'
import { sellingPrice } from '@dealer/stock/display'
import type { StockCar } from '@dealer/stock/car'
import { financePageHref } from '../finance/finance-query'
import { reserveHref } from '../checkout/reserve-rule'
import { CHECKOUT_TEXTS } from '../checkout/checkout-api'
import { loadBlocks } from '../pages/blocks.server'
import { getFinanceLenders, getLocations, getSiteSettings } from '../../server/cms.server'
import { locationBlockLocations } from './location-block'
import { clampPurchaseAmount, DEFAULT_CREDIT_SCORE, LOAN_TERM_YEARS, PURCHASE_AMOUNT } from '../finance/finance-api'
import { carQuoteOf } from '../finance/car-quote'
import type { GetPreApprovedProps } from '../finance/GetPreApproved'
import { leadFormSettings, type LeadFormSettings } from '../leads/lead-settings'
import { listedCars } from '../search/listing.server'
import { findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { publishedOrigin } from '../../server/tenant.server'
import { lenderFees } from '@dealer/blocks/repayment-calculator/data'
import { financedFees, repayment, type FeeSchedule, type RepaymentRounding } from '@dealer/stock/repayment'
import { calculatorBounds, financeOfferEligible, type CalculatorBounds, type CalculatorLender, type CalculatorSettings, type FinanceProvider } from './finance'
import { carOwnLender, lenderInfo, ownCalculatorLender, ownLenderFees, withProviderFees, type LenderInfo } from './car-finance'
import { FUEL_DEFAULTS, showsFuelCalculator } from './fuel'
import type { DeliveryAnswer } from './delivery'
import { deliveryAnswer } from './delivery-estimate.server'
import { instantMessageHref } from './instant-message'
import type { VideoPosition } from './gallery'
import { maskPhone } from './phone-mask'
import { findSimilarCars } from '../search/similar-cars.server'
import { VEHICLE_DISCLAIMER } from '@dealer/cms-contract/vehicle-disclaimer'
import { mapTilesFor } from '../locations/map/map-tiles.server'
import { cardWithStaticMap } from '../locations/map/static-map'
import { allSpecifications, keyInformation, type EngineUnit, type Specification } from '@dealer/stock/specs'
import { usedCarFacts } from './used-car'
import { warrantyPromo, type WarrantyPromo } from './warranty'
import { loadSoftLanding, type SoftLanding } from './soft-landing.server'
import { carStructuredData } from './structured-data'
import { hasValuationPlugin, showTradeInButton, tradeInPath } from '@dealer/stock/trade-in-button'
import { tradeInFaqs, type TradeInFaqEntry } from '../trade-in/trade-in-page.server'
import { carPosts } from '../blog/car-posts.server'
import type { PostCard } from '../blog/post-card'

/** The stock record as the page reads it, with its tag and price as the site shows them. */
type VehicleCar = StockCar & ListedCar

/** The call box (spec 000 §4): the number shown masked until the shopper asks, unless the site shows it at once. */
export interface CallBox {
  display: string
  masked: string
  href: string
  revealed: boolean
}

export interface FinanceView {
  provider: FinanceProvider
  bounds: CalculatorBounds
  rounding: RepaymentRounding
  lender: {
    name: string
    advertisedRate: number | null
    comparisonRate: number | null
    /** Establishment, security registration and agency fees are financed; the monthly account fee is in the totals. */
    fees: FeeSchedule
    maxBalloonPercent: number
    disclaimer: string
  } | null
  /** "Finance Available For This Vehicle": shown only when the car passes the offer rules (spec 001 §5). */
  offer: { weekly: number; ratePercent: number; comparisonRate: number | null } | null
  /** Spec 001 §3's lender info for the offer, total payable included; null without an offer. */
  lenderInfo: LenderInfo | null
  /** /finance with the car, as spec 001 §2's links carry it (or /personalised/finance for a car with an NVIC, where the site says so). */
  applyHref: string
}

export interface VehicleLocationView {
  /** The block's locations (location-block.ts), the car's own first, each with its type for the filter. */
  cards: Array<{ type: LocationType; card: LocationCard }>
}
export type LocationType = 'sales' | 'service' | 'parts'

export interface VehiclePageData {
  car: VehicleCar
  available: boolean
  siteName: string
  canonicalUrl: string
  imageUrl: string | null
  structuredData: Record<string, unknown>
  leadForms: LeadFormSettings
  callBox: CallBox | null
  finance: FinanceView
  /** The pre-approval popup's car, starting values and the site's postcode rule (spec 001 §2, §4). */
  preApproval: Omit<GetPreApprovedProps, 'financeHref'>
  fuel: { shown: boolean; pricePerLitre: number; weeklyKm: number; defaultConsumption: number }
  engineUnit: EngineUnit
  /** Key information, All specifications and the used-car facts, as label and value (specs.ts, used-car.ts). */
  specifications: { keyInfo: Specification[]; specs: Specification[]; usedFacts: Array<{ label: string; value: string }> }
  media: { videoPosition: VideoPosition; viewerDefault: 'spinner' | 'gallery' }
  similar: Array<CarSummary & ListedCar>
  /**
   * Reserve Car Now and its checkout page, or null when the car can't be reserved online (spec 000 §5, spec 001 §4).
   * The text comes with the data, so the page's JavaScript doesn't carry the checkout's texts.
   */
  reserve: { href: string; label: string } | null
  location: VehicleLocationView | null
  /** "Located at {city}": the car is away from the primary dealership's city (spec 000 §2). */
  locatedAt: { city: string; directionsUrl: string } | null
  /** The site's vehicle-page disclaimer, or the default one when the site has cleared it. */
  disclaimer: string
  footBlocks: RenderableBlock[]
  /** Spec 001 §4: the Trade-in button's address, when the rule shows it; the trade-in FAQ on sites with the valuation plugin. */
  tradeIn: { href: string | null; faqs: TradeInFaqEntry[] }
  /** Spec 000 §2's blogs block: the site's newest posts about the car's make (none: no block). */
  posts: PostCard[]
  /** Spec 001 §2: Instant Message's address in place of Enquire Now, where the site gives one (instant-message.ts). */
  instantMessageHref: string | null
  /** Spec 001 §9's warranty promo beside the price (warranty.ts); null for a sold car or where the site shows none. */
  warranty: WarrantyPromo | null
}

/** The car's page data, or null when this site has no car with that slug. */
async function loadVehiclePage(tenant: Tenant, slug: string, now = new Date()): Promise<VehiclePageData | null> {
  const found = await findCarBySlug<StockCar>(tenant, slug)
  if (!found) return null
  const [[car], settings, lenders, locations] = await Promise.all([
    listedCars(tenant, [found], now),
    getSiteSettings(tenant),
    getFinanceLenders(tenant),
    getLocations(tenant),
  ])
  const posts = carPosts(tenant, car.make)
  const valuationPlugin = hasValuationPlugin(settings?.plugins)
  const [similar, footBlocks, faqs] = await Promise.all([
    similarCars(tenant, car),
    loadBlocks(settings?.vehiclePage?.blocks ?? [], tenant, now),
    valuationPlugin ? tradeInFaqs(tenant) : [],
  ])
  const origin = publishedOrigin(tenant)
  const canonicalUrl = `${origin}${carPath(car)}`
  const imageUrl = car.primary_image_url ? new URL(car.primary_image_url, origin).href : null
  const carLocation = locations.find((location) => location.slug === car.location.slug) ?? null
  return {
    car,
    available: isAvailable(car.status),
    siteName: tenant.name,
    canonicalUrl,
    imageUrl,
    structuredData: carStructuredData(car, {
      url: canonicalUrl,
      origin,
      dealer: {
        name: car.dealership_name || tenant.name,
        phone: carLocation?.contact?.phone ?? car.location.phone ?? tenant.phone ?? null,
        address: carLocation?.address ?? null,
        location: car.location,
      },
    }),
    leadForms: leadFormSettings(settings),
    callBox: callBox(car, settings, tenant),
    finance: financeView(car, settings, lenders, now),
    preApproval: preApproval(car, settings),
    fuel: {
      shown: showsFuelCalculator(car),
      pricePerLitre: settings?.fuel?.pricePerLitre ?? FUEL_DEFAULTS.pricePerLitre,
      weeklyKm: settings?.fuel?.weeklyKm ?? FUEL_DEFAULTS.weeklyKm,
      defaultConsumption: settings?.fuel?.defaultConsumption ?? FUEL_DEFAULTS.consumption,
    },
    engineUnit: settings?.stock?.engineUnit ?? 'litres',
    specifications: vehicleSpecifications(car, settings?.stock?.engineUnit ?? 'litres'),
    media: { videoPosition: settings?.stock?.videoPosition ?? 'second', viewerDefault: settings?.stock?.viewerDefault ?? 'spinner' },
    similar,
    reserve: reserveButton(settings, car),
    location: vehicleLocation(carLocation, locations, settings, now),
    locatedAt: locatedAt(car, carLocation, locations),
    disclaimer: settings?.vehiclePage?.disclaimer?.trim() || VEHICLE_DISCLAIMER,
    footBlocks,
    tradeIn: { href: showTradeInButton(settings?.plugins, car) ? tradeInPath(car.objectID) : null, faqs },
    posts: await posts,
    instantMessageHref: instantMessageHref(settings?.vehiclePage?.instantMessageUrl, car, canonicalUrl),
    // Site settings → Warranty promo (read through its own shape until the CMS's generated types name the group).
    warranty: warrantyPromo(car, settings?.warranty),
  }
}

function vehicleSpecifications(car: VehicleCar, unit: EngineUnit): VehiclePageData['specifications'] {
  return { keyInfo: keyInformation(car, unit), specs: allSpecifications(car, unit), usedFacts: car.car_type === 'used' ? usedCarFacts(car) : [] }
}

function reserveButton(settings: SiteSetting | null, car: VehicleCar): VehiclePageData['reserve'] {
  const href = reserveHref(settings, car)
  return href ? { href, label: CHECKOUT_TEXTS.reserve } : null
}

/** Spec 000 §9: "phone numbers per dealership are chosen by site and car type": the site's number for the car type, else the car's location's. */
function callBox(car: VehicleCar, settings: SiteSetting | null, tenant: Tenant): CallBox | null {
  const raw = settings?.phones?.[car.car_type]?.trim() || car.location.phone?.trim() || tenant.phone?.trim() || ''
  if (!/\d/.test(raw)) {
    // Spec 001 §8: "Missing phone number for a car: console warning only".
    console.warn(`no phone number for car ${car.objectID} on ${tenant.slug}`)
    return null
  }
  const display = displayPhone(raw)
  return { display, masked: maskPhone(display), href: phoneHref(raw), revealed: settings?.vehiclePage?.phoneRevealed ?? false }
}

function calculatorSettings(settings: SiteSetting | null): CalculatorSettings {
  const calculator = settings?.calculator
  const range = (
    value: { default?: number | null; min?: number | null; max?: number | null; step?: number | null } | null | undefined,
    fallback: { default: number; min: number; max: number; step: number },
  ) => ({
    default: value?.default ?? fallback.default,
    min: value?.min ?? fallback.min,
    max: value?.max ?? fallback.max,
    step: value?.step || fallback.step,
  })
  return {
    amount: range(calculator?.amount, { default: 30_000, min: 1_000, max: 100_000, step: 500 }),
    // Spec 000 §9: 6 years, unless the site says 5.
    term: range(calculator?.term, { default: 6, min: 1, max: 7, step: 0.5 }),
    interest: range(calculator?.interest, { default: 10, min: 0.5, max: 15, step: 0.5 }),
    yearIncrements: calculator?.yearIncrements ?? [],
    amountFollowsPrice: calculator?.amountFollowsPrice ?? false,
    amountStartsAtPrice: calculator?.amountStartsAtPrice ?? false,
    minPrice5000: calculator?.minPrice5000 ?? false,
    rounding: calculator?.rounding ?? 'dollar',
  }
}

function calculatorLender(lender: FinanceLender | undefined): CalculatorLender | null {
  if (!lender) return null
  return {
    advertisedRate: lender.rates?.advertised ?? null,
    comparisonRate: lender.rates?.comparison ?? null,
    minRate: lender.rates?.min ?? null,
    maxRate: lender.rates?.max ?? null,
    maxBalloonPercent: lender.terms?.maxBalloon ?? null,
    maxTermYears: lender.terms?.maxYears ?? null,
    minPrice5000: lender.terms?.minPrice5000 ?? false,
  }
}

function financeView(car: VehicleCar, settings: SiteSetting | null, lenders: FinanceLender[], now: Date): FinanceView {
  const provider = settings?.features?.financeProvider ?? 'standard'
  const calculator = calculatorSettings(settings)
  // Finance is for what the car sells for: its reduced or trade-in price when it has one (0: it shows no price).
  const price = sellingPrice(car) ?? 0
  const lender = lenders[0]
  // Issue 24: the car's own lender, when the feed carries one, in place of the site's (its rates, fees and disclaimer).
  const own = carOwnLender(car.finance_lenders)
  const forCalculator = own ? ownCalculatorLender(own.terms, calculatorLender(lender)) : calculatorLender(lender)
  const bounds = calculatorBounds({ provider, settings: calculator, lender: forCalculator, carPrice: price })
  // On a YouX site the car's YouX quote is the offer (spec 001 §3 youxQuote).
  const quote = provider === 'youx' ? (car.youxQuote ?? null) : null
  const offerRate = quote?.advertisedRate ?? forCalculator?.advertisedRate ?? bounds.defaults.ratePercent
  const comparisonRate = quote ? quote.comparisonRate : (forCalculator?.comparisonRate ?? null)
  const fees = withProviderFees(provider, own ? ownLenderFees(own.terms) : lenderFees(lender))
  const loan = {
    price,
    deposit: 0,
    financedFees: financedFees(fees),
    ratePercent: offerRate,
    years: bounds.defaults.years,
    balloon: 0,
    rounding: calculator.rounding,
  }
  const weekly = quote ? quote.weeklyRepaymentAmount : (own?.terms.paymentWeek ?? (price > 0 ? repayment({ ...loan, frequency: 'weekly' }) : null))
  const monthly = own?.terms.paymentMonth ?? (price > 0 ? repayment({ ...loan, frequency: 'monthly' }) : null)
  const eligible = financeOfferEligible({
    provider,
    offersEnabled: settings?.calculator?.financeOffer ?? true,
    hiddenMakes: settings?.calculator?.financeOfferHiddenMakes ?? [],
    lender: quote
      ? { interestRate: quote.advertisedRate, comparisonRate: quote.comparisonRate }
      : forCalculator
        ? { interestRate: forCalculator.advertisedRate, comparisonRate: forCalculator.comparisonRate }
        : null,
    car: { year: car.year, make: car.make, price },
    weeklyPayment: weekly,
    monthlyPayment: monthly,
    now,
  })
  const lenderName = quote ? 'YouX' : (own?.name ?? lender?.name ?? null)
  return {
    provider,
    bounds,
    rounding: calculator.rounding,
    lender:
      own || lender
        ? {
            name: own?.name ?? lender!.name,
            advertisedRate: forCalculator?.advertisedRate ?? null,
            comparisonRate: forCalculator?.comparisonRate ?? null,
            fees,
            maxBalloonPercent: forCalculator?.maxBalloonPercent ?? 0,
            disclaimer: own?.terms.disclaimer ?? lender?.disclaimer ?? '',
          }
        : null,
    offer: eligible && weekly !== null ? { weekly, ratePercent: offerRate, comparisonRate } : null,
    lenderInfo:
      eligible && lenderName
        ? lenderInfo({
            lender: lenderName,
            price,
            ratePercent: offerRate,
            comparisonRate,
            years: bounds.defaults.years,
            fees,
            rounding: calculator.rounding,
            own: own?.terms ?? null,
          })
        : null,
    applyHref: financePageHref(car, { personalisedByNvic: settings?.features?.personalisedFinanceByNvic ?? false }),
  }
}

/** The pre-approval popup's props: the car, its price as the amount (issue 21: else 30000), the site's postcode rule. */
function preApproval(car: VehicleCar, settings: SiteSetting | null): Omit<GetPreApprovedProps, 'financeHref'> {
  const price = sellingPrice(car)
  return {
    car: {
      carId: car.objectID,
      slug: car.slug,
      name: car.name,
      price,
      vin: car.vin || null,
      nvic: car.nvic ?? null,
      year: car.year || null,
      // The car's YouX quote on a YouX site (the weekly figure this page shows): the popup shows it, not a new quote.
      quote: carQuoteOf(car.youxQuote, settings?.features?.financeProvider, price),
    },
    start: {
      amount: price !== null ? clampPurchaseAmount(price) : PURCHASE_AMOUNT.default,
      term: LOAN_TERM_YEARS.default,
      selfAssessedCreditScore: DEFAULT_CREDIT_SCORE,
      whoIsHelping: 'nobody',
    },
    postcodeRequired: settings?.finance?.postcodeRequired ?? true,
    preferredDealership: car.dealership_slug || null,
  }
}

async function similarCars(tenant: Tenant, car: VehicleCar): Promise<Array<CarSummary & ListedCar>> {
  return listedCars(tenant, await findSimilarCars(tenant, car))
}

const LOCATION_TYPES: readonly LocationType[] = ['sales', 'service', 'parts']

/** Spec 000 §2's location block: the locations Site settings → Vehicle page choose for it (location-block.ts). */
function vehicleLocation(carLocation: Location | null, locations: Location[], settings: SiteSetting | null, now: Date): VehicleLocationView | null {
  const listed = locationBlockLocations(carLocation, locations, settings?.vehiclePage)
  if (listed.length === 0) return null
  const cardSettings = locationCardSettings(settings, now)
  const tiles = mapTilesFor(settings)
  return {
    cards: listed.map((location) => ({
      type: LOCATION_TYPES.find((type) => type === location.locationType) ?? 'sales',
      card: cardWithStaticMap(locationCard(location, cardSettings), location, tiles),
    })),
  }
}

/** Spec 000 §2: the banner shows when the car's city differs from the primary dealership's city. */
function locatedAt(car: VehicleCar, carLocation: Location | null, locations: Location[]): VehiclePageData['locatedAt'] {
  const primary = locations.find((location) => location.primary) ?? null
  const city = carLocation?.address.city ?? car.location.city
  if (!primary || !city || primary.address.city.trim().toLowerCase() === city.trim().toLowerCase()) return null
  const directions = carLocation
    ? directionsUrl(carLocation.address)
    : `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination: [car.location.address, car.location.city, car.location.state, car.location.postcode].filter(Boolean).join(', ') })}`
  return { city, directionsUrl: directions }
}

/**
 * The calculators' answers for the values in the page's address: their GET forms (without JavaScript) come back to the
 * car's page with ?postcode=… (delivery) or ?km=…&fuelPrice=… (fuel), worked out here.
 */
export interface CalculatorAnswers {
  delivery: DeliveryAnswer
  fuel: { km: string; price: string } | null
}

async function calculatorAnswers(tenant: Tenant, query: URLSearchParams): Promise<CalculatorAnswers> {
  const postcode = query.get('postcode')
  const km = query.get('km')
  const price = query.get('fuelPrice')
  return {
    delivery: postcode === null ? { kind: 'idle' } : await deliveryAnswer(tenant, postcode.slice(0, 20)),
    fuel: km !== null && price !== null ? { km: km.slice(0, 12), price: price.slice(0, 12) } : null,
  }
}

/** What /cars/{slug} renders: the car's page, or, for a car no longer in the index, the soft landing on similar stock. */
export type CarRouteData = { kind: 'car'; page: VehiclePageData; calculators: CalculatorAnswers } | { kind: 'missing'; landing: SoftLanding }

/** The vehicle page's loader. Spec 000 §2 and issue 8: a car that has left the stock answers 410 Gone (or 404) with similar cars. */
export async function loadCarRoute(tenant: Tenant, slug: string, query: URLSearchParams = new URLSearchParams()) {
  const page = await loadVehiclePage(tenant, slug)
  if (page) return { kind: 'car' as const, page, calculators: await calculatorAnswers(tenant, query) }
  const landing = await loadSoftLanding(tenant, slug)
  return data({ kind: 'missing' as const, landing }, { status: landing.status })
}
