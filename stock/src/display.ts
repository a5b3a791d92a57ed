// How a car shows in a listing: its tag (spec 000 §4 "Car status and tags") and its price (spec 001 §4 "Car
// availability and price display"). Pure rules; the card and the vehicle page render what they return.
import { formatPrice } from './format'

export interface TagFields {
  status: string
  tag: string | null
  reserved?: boolean | null
  certified?: boolean | null
  /** The certified badge is one brand's programme (spec 001 §9): only that make's certified cars show it. */
  make?: string | null
  simple_fuel?: string | null
  /** ISO date-time the car was listed. */
  created_at?: string | null
}

export interface TagSettings {
  now: Date
  /** A car listed within this many days is "just arrived". */
  justArrivedDays: number
  justArrivedTag: string
  /** What a sold car's tag says (spec: JUST SOLD, or a configured name). */
  soldTag: string
  /** The make whose certified programme the site's cars belong to; none shows no certified badge. */
  certifiedBrand?: string | null
  /** The programme's badge image; none shows the plain badge. */
  certifiedBadge?: CertifiedBadge | null
}

export interface CertifiedBadge {
  src: string
  width: number
  height: number
}

type TagKind = 'sold' | 'fuel' | 'reserved' | 'certified' | 'explicit' | 'coming-soon' | 'just-arrived'

export interface CarTag {
  kind: TagKind
  label: string
  /** Spec 000 §4: a runout-sale tag is green; other tags are red. */
  tone: 'green' | 'red'
  /** The certified tag's image (spec 000 §4: "certified badge image"). */
  badge?: CertifiedBadge
}

export const DEFAULT_SOLD_TAG = 'JUST SOLD'

const DAY_MS = 86_400_000

/**
 * The one tag a car shows. A sold car says it is sold; otherwise by spec 000 §4's precedence: an electric or hybrid
 * label, reserved, the certified badge, the feed's explicit tag, coming soon, just arrived. None → null.
 */
export function carTag(car: TagFields, settings: TagSettings): CarTag | null {
  if (car.status === 'sold') return { kind: 'sold', label: settings.soldTag.trim() || DEFAULT_SOLD_TAG, tone: 'red' }
  const fuel = car.simple_fuel?.toLowerCase() ?? ''
  if (fuel.includes('electric')) return tag('fuel', 'Electric')
  if (fuel.includes('hybrid')) return tag('fuel', 'Hybrid')
  if (car.reserved) return tag('reserved', 'Reserved')
  if (car.certified && isCertifiedBrand(car.make, settings.certifiedBrand)) {
    return { ...tag('certified', 'Certified'), ...(settings.certifiedBadge ? { badge: settings.certifiedBadge } : {}) }
  }
  if (car.tag?.trim()) return tag('explicit', car.tag.trim())
  if (car.status === 'coming_soon') return tag('coming-soon', 'COMING SOON')
  const listed = car.created_at ? Date.parse(car.created_at) : Number.NaN
  const age = settings.now.getTime() - listed
  if (!Number.isNaN(listed) && age >= 0 && age < settings.justArrivedDays * DAY_MS) return tag('just-arrived', settings.justArrivedTag.trim() || 'New')
  return null
}

function isCertifiedBrand(make: string | null | undefined, brand: string | null | undefined): boolean {
  const wanted = brand?.trim().toLowerCase()
  return Boolean(wanted) && make?.trim().toLowerCase() === wanted
}

function tag(kind: TagKind, label: string): CarTag {
  return { kind, label, tone: /run-?out/i.test(label) ? 'green' : 'red' }
}

export interface PriceFields {
  price: number
  price_type?: string | null
  before_price?: number | null
  /** A weekly subscription price, on sites whose offers are subscription-based. */
  subscription_price?: number | null
  /** A reduced or trade-in price (the feed's offer_price). */
  offer_price?: number | null
  preorder?: boolean | null
}

export type PriceDisplay =
  | { kind: 'subscription'; amount: number; text: string }
  | { kind: 'price'; amount: number; text: string; priceType: string | null; was: string | null }
  | { kind: 'preorder'; text: 'PREORDER' }
  | { kind: 'none'; text: string }

/** Spec 001 §4: prices of $10 or less are placeholders, not prices. */
const LOWEST_REAL_PRICE = 10

/** Spec 001 §4 price display: a price of $10 or less is a placeholder, shown as "Enquire for price". */
export function showsPrice(price: number): boolean {
  return price > LOWEST_REAL_PRICE
}

/**
 * What the car sells for (spec 001 §4 rules 2 and 3): its reduced or trade-in price above $10, else its price above
 * $10; null when it shows no price. The repayments, the price buckets and the structured data all use it, so they agree
 * with the price the page shows.
 */
export function sellingPrice(car: Pick<PriceFields, 'price' | 'offer_price'>): number | null {
  return [car.offer_price, car.price].find((amount): amount is number => typeof amount === 'number' && showsPrice(amount)) ?? null
}

/**
 * Spec 001 §4's price display priority: (1) the subscription price on subscription sites, if above 0; (2) a reduced
 * price above $10; (3) the price above $10; (4) PREORDER for a preorder car; (5) the site's no-price text. A Was
 * price shows when before_price, or the price an offer price replaces, is above the price shown.
 */
export function priceDisplay(car: PriceFields, settings: { subscriptions: boolean; noPriceText: string }): PriceDisplay {
  if (settings.subscriptions && (car.subscription_price ?? 0) > 0) {
    const amount = car.subscription_price!
    return { kind: 'subscription', amount, text: `${formatPrice(amount)}/week` }
  }
  const shown = sellingPrice(car)
  if (shown !== null) {
    // before_price when the feed gives one above the price shown; else an offer price's Was is the price it replaces.
    const earlier = car.before_price && car.before_price > shown ? car.before_price : car.price
    const was = earlier > shown ? formatPrice(earlier) : null
    return { kind: 'price', amount: shown, text: formatPrice(shown)!, priceType: car.price_type?.trim() || null, was }
  }
  if (car.preorder) return { kind: 'preorder', text: 'PREORDER' }
  return { kind: 'none', text: settings.noPriceText.trim() || 'Enquire for price.' }
}

/** Spec 001 §4: below market when more than $499 under the market average and under the state average. */
export function isBelowMarket(price: number, averages: { market?: number | null; state?: number | null }): boolean {
  if (!(price > LOWEST_REAL_PRICE) || averages.market == null || averages.state == null) return false
  return averages.market - price > 499 && price < averages.state
}

/** The below-market badge's words, on the vehicle page and the cards. */
export const BELOW_MARKET_LABEL = 'Below market price'

/**
 * Whether the car shows the below-market badge (spec 001 §4): the price it shows, a real dollar price, against its
 * AutoGrab market averages. A subscription, PREORDER or no-price car compares nothing.
 */
export function showsBelowMarket(
  price: PriceDisplay,
  autograb: { average_market_price: number | null; state_average_market_price: number | null } | null | undefined,
): boolean {
  if (price.kind !== 'price' || !autograb) return false
  return isBelowMarket(price.amount, { market: autograb.average_market_price, state: autograb.state_average_market_price })
}
