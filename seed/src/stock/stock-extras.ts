/**
 * The demo stock's issue-24 fields: offer prices, AutoGrab market prices, history reports, videos, YouX quotes,
 * per-car lenders, map links, distribution locations, private sellers' suburbs, subscription prices, and caravans.
 * Drawn from a random stream of their own, so every value the generator drew before these fields existed is unchanged.
 */
import type { CaravanSpecifications, StockDistributionLocation, StockFinanceLender, StockLocation, StockYouxQuote } from '@dealer/stock/car'
import type { StockFacts } from '@dealer/stock/derive'
import { repayment } from '@dealer/stock/repayment'
import type { SeededRandom } from './random'

/** A sample vehicle history report the storefront serves itself (storefront/public), so the demo needs no internet. */
const DEMO_HISTORY_REPORT_PATH = '/history-reports/sample-vehicle-history-report.html'

/** What a tenant's feed offers beyond every site's cars. */
export interface StockExtrasOptions {
  /** The site's offers are subscription-based: some cars carry a weekly subscription price. */
  subscriptions?: boolean
  /** The site's finance provider is YouX: cars it would finance carry its quote. */
  youxQuotes?: boolean
}

export type StockExtraField =
  | 'offer_price'
  | 'autograb_data'
  | 'file'
  | 'videos'
  | 'external_video_url'
  | 'youxQuote'
  | 'finance_lenders'
  | 'private_suburb'
  | 'private_postcode'
  | 'subscription_price'
type ExtraFields = Pick<StockFacts, StockExtraField>

/** A few suburbs per state where a private (consignment) seller keeps the car. */
const PRIVATE_PLACES: Record<string, Array<[suburb: string, postcode: string]>> = {
  QLD: [
    ['Wynnum', '4178'],
    ['Carindale', '4152'],
    ['Redcliffe', '4020'],
  ],
  NSW: [
    ['Castle Hill', '2154'],
    ['Blacktown', '2148'],
  ],
  VIC: [
    ['Geelong West', '3218'],
    ['Werribee', '3030'],
  ],
  SA: [['Norwood', '5067']],
  WA: [['Scarborough', '6019']],
}

/** Spec 000 §9's comparison-rate example: a 5 year secured loan. */
const QUOTE_YEARS = 5
const YOUX_RATES = [7.49, 8.99, 9.99] as const
/** The YouX broker quotes cars from the last 12 years priced above $500 (spec 001 §5). */
const YOUX_MAX_AGE = 12

/** The issue-24 fields of one generated car. */
export function stockExtras(
  car: Pick<StockFacts, 'price' | 'before_price' | 'status' | 'car_type' | 'year' | 'stocknum' | 'location'>,
  referenceYear: number,
  options: StockExtrasOptions,
  random: SeededRandom,
): ExtraFields {
  const inStock = car.status === 'in_stock'
  const used = car.car_type === 'used'
  // Every draw happens for every car, whatever it decides, so one field's rule never shifts another's values.
  const draws = {
    offer: random.chance(0.07),
    offerSteps: random.int(1, 6),
    belowMarket: random.chance(0.3),
    market: random.int(2_000, 5_000),
    marketNear: random.int(-4_000, 400),
    state: random.int(0, 1_500),
    report: random.chance(0.4),
    video: random.next(),
    videoId: random.int(100_000, 999_999),
    youxRate: random.pick(YOUX_RATES),
    lenders: random.chance(0.15),
    lenderRate: random.pick([6.99, 7.99, 8.49]),
    private: random.chance(0.12),
    privatePlace: random.next(),
    subscription: random.chance(0.4),
  }
  const offerPrice = inStock && car.before_price === null && draws.offer ? car.price - draws.offerSteps * 500 : null
  const shownPrice = offerPrice ?? car.price
  // A car that shows no price (Enquire for price) would get a market price below zero, which no feed sends.
  const marketPrice = used ? Math.max(0, shownPrice + (draws.belowMarket ? draws.market : draws.marketNear)) : null
  const places = PRIVATE_PLACES[car.location.state] ?? []
  const place = used && draws.private && places.length > 0 ? places[Math.floor(draws.privatePlace * places.length)] : null
  const youxEligible = options.youxQuotes && car.price > 500 && car.year >= referenceYear - YOUX_MAX_AGE
  return {
    offer_price: offerPrice,
    autograb_data: marketPrice === null ? null : { average_market_price: marketPrice, state_average_market_price: marketPrice + draws.state },
    file: used && draws.report ? DEMO_HISTORY_REPORT_PATH : null,
    // One car in ten has a watch-page address, which the page offers as a link. No embeds: playing one in the page
    // would need the internet, which the demo and its tests go without.
    external_video_url: draws.video < 0.1 ? `https://www.youtube.com/watch?v=demo${draws.videoId}` : null,
    videos: draws.video < 0.1 ? [{ video: { url: `https://www.youtube.com/watch?v=demo${draws.videoId}` } }] : [],
    youxQuote: youxEligible ? youxQuote(car.price, draws.youxRate) : null,
    finance_lenders: draws.lenders && car.price > 500 ? carLenders(car.price, draws.lenderRate) : null,
    private_suburb: place?.[0] ?? null,
    private_postcode: place?.[1] ?? null,
    subscription_price: options.subscriptions && draws.subscription && car.price > 500 ? Math.round(car.price / 260 / 5) * 5 + 29 : null,
  }
}

function youxQuote(price: number, advertisedRate: number): StockYouxQuote {
  const weekly = repayment({
    price,
    deposit: 0,
    financedFees: 0,
    ratePercent: advertisedRate,
    years: QUOTE_YEARS,
    balloon: 0,
    frequency: 'weekly',
    rounding: 'cent',
  })
  return { weeklyRepaymentAmount: weekly, advertisedRate, comparisonRate: Math.round((advertisedRate + 0.62) * 100) / 100 }
}

/** The car's own lender offer: a manufacturer's finance rate with its own disclaimer. */
function carLenders(price: number, interestRate: number): Record<string, StockFinanceLender> {
  const loan = { price, deposit: 0, financedFees: 395, ratePercent: interestRate, years: QUOTE_YEARS, balloon: 0, rounding: 'dollar' as const }
  return {
    'Driveline Finance': {
      interestRate,
      comparisonRate: Math.round((interestRate + 0.71) * 100) / 100,
      paymentWeek: repayment({ ...loan, frequency: 'weekly' }),
      paymentMonth: repayment({ ...loan, frequency: 'monthly' }),
      termYears: QUOTE_YEARS,
      deposit: 0,
      balloon: 0,
      establishmentFees: 395,
      disclaimer: `Driveline Finance offer for this car: ${interestRate}% p.a. over ${QUOTE_YEARS} years, $0 deposit, $395 establishment fee financed. Approved applicants only; fees and charges apply.`,
    },
  }
}

/** A location's Google Maps link (spec 000 §3 place_url). */
export function placeUrl(location: Pick<StockLocation, 'name' | 'address' | 'city' | 'state' | 'postcode'>): string {
  const query = [location.name, location.address, location.city, location.state, location.postcode].filter(Boolean).join(', ')
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query })}`
}

/** Where a car can also be collected: the site's other yards, on one car in four. */
export function distributionLocations(
  own: Pick<StockLocation, 'id'>,
  all: ReadonlyArray<Pick<StockLocation, 'id' | 'name' | 'city' | 'state'>>,
  random: SeededRandom,
): StockDistributionLocation[] {
  const offered = random.chance(0.25)
  if (!offered) return []
  return all
    .filter((location) => location.id !== own.id)
    .slice(0, 3)
    .map(({ id, name, city, state }) => ({ id, name, city, state }))
}

/** The demo caravans: make, model, badges, price and build. */
export const CARAVAN_CATALOGUE: Array<{ make: string; model: string; badge: string; price: number; specifications: CaravanSpecifications }> = [
  {
    make: 'Jayco',
    model: 'Starcraft',
    badge: '18.58-3',
    price: 62_990,
    specifications: { body_width: 2_440, body_length: 5_660, tare_weight: 1_980, aggregate_trailer_mass: 2_400, axle_type: 'Single', sleeps: 3 },
  },
  {
    make: 'Jayco',
    model: 'Crossover',
    badge: '16.49-1.CO-OB',
    price: 54_990,
    specifications: { body_width: 2_400, body_length: 4_960, tare_weight: 1_740, aggregate_trailer_mass: 2_100, axle_type: 'Single', sleeps: 2 },
  },
  {
    make: 'New Age',
    model: 'Manta Ray',
    badge: '19ER',
    price: 89_990,
    specifications: { body_width: 2_480, body_length: 5_790, tare_weight: 2_520, aggregate_trailer_mass: 3_200, axle_type: 'Tandem', sleeps: 4 },
  },
  {
    make: 'Lotus',
    model: 'Trooper',
    badge: '18ft Off-Grid',
    price: 129_990,
    specifications: { body_width: 2_450, body_length: 5_490, tare_weight: 2_760, aggregate_trailer_mass: 3_500, axle_type: 'Tandem', sleeps: 2 },
  },
]

/**
 * The demo sites whose stock has more than every site's: outback-edge-4x4 offers subscriptions, finances through YouX
 * (its Site settings say so too, seed/src/site-content.ts) and sells caravans.
 */
export const DEMO_STOCK_EXTRAS: Record<string, { extras: Required<StockExtrasOptions>; caravans: number }> = {
  'outback-edge-4x4': { extras: { subscriptions: true, youxQuotes: true }, caravans: 4 },
}
