/** Spec 001 §4: how long a sold car stays listed, unless the dealer sets another window. */
export const DEFAULT_SOLD_WINDOW_DAYS = 3

const DAY_SECONDS = 86_400

/** Spec 001 §4: in_stock and coming_soon count as available; sold and anything else do not. */
export const AVAILABLE_STATUSES = ['in_stock', 'coming_soon'] as const

/** Whether a shopper can still buy the car: the one definition of "available" (the filter `availableFilter` agrees). */
export function isAvailable(status: string): boolean {
  return (AVAILABLE_STATUSES as readonly string[]).includes(status)
}

export interface ListingCar {
  status: string
  sold_date_timestamp?: number | null
  show_on_dealer_website?: boolean | null
}

/** Whether a car is listed, and if not, why not in words a dealer understands. */
export type ListingDecision = { listed: true } | { listed: false; reason: string }

/**
 * Listing visibility (spec 001 §4): a car is listed when it is in stock or coming soon, or sold within
 * the dealer's window, and the dealer shows it on the website. A feed without the website flag shows
 * the car (only an explicit `false` hides it).
 */
export function listingDecision(car: ListingCar, nowSeconds: number, soldWindowDays = DEFAULT_SOLD_WINDOW_DAYS): ListingDecision {
  if (car.show_on_dealer_website === false) return { listed: false, reason: 'not shown on the dealer website (show_on_dealer_website is false)' }
  if (isAvailable(car.status)) return { listed: true }
  if (car.status !== 'sold') return { listed: false, reason: `status ${car.status} is neither available nor sold` }
  if (car.sold_date_timestamp == null) return { listed: false, reason: 'sold, with no sold_date_timestamp to time the sold window' }
  const age = nowSeconds - car.sold_date_timestamp
  if (age < 0) return { listed: false, reason: 'sold, with a sold date in the future' }
  if (age > soldWindowDays * DAY_SECONDS) {
    const soldOn = new Date(car.sold_date_timestamp * 1000).toISOString().slice(0, 10)
    return { listed: false, reason: `sold on ${soldOn}, more than ${soldWindowDays} days ago` }
  }
  return { listed: true }
}

export function isListed(car: ListingCar, nowSeconds: number, soldWindowDays = DEFAULT_SOLD_WINDOW_DAYS): boolean {
  return listingDecision(car, nowSeconds, soldWindowDays).listed
}
