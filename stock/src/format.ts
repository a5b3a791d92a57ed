// en-AU display formats shared by every view that shows a car.

const audFormatter = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
const integerFormatter = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 })

/** "$39,990"; null or 0 means the dealer gave no price. */
export function formatPrice(price: number | null | undefined): string | null {
  return price ? audFormatter.format(price) : null
}

/** "$39,990", "$0": whole dollars, 0 included (a calculator's amount, not a car's price). */
export function formatDollars(amount: number): string {
  return audFormatter.format(amount)
}

/** "12,345 km". */
export function formatKm(km: number | null | undefined): string | null {
  return km == null ? null : `${integerFormatter.format(km)} km`
}

const CAR_TYPE_LABELS = { new: 'New', demo: 'Demo', used: 'Used' } as const

export function carTypeLabel(carType: string): string {
  return carType in CAR_TYPE_LABELS ? CAR_TYPE_LABELS[carType as keyof typeof CAR_TYPE_LABELS] : carType
}

/** Spec 001 §4: the default text where a car has no price. */
export const NO_PRICE_TEXT = 'Enquire for price.'

// Dates show as dd/mm/yyyy on the dealers' (eastern Australian) calendar; Brisbane has no daylight saving to shift a day.
const dateFormatter = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', day: '2-digit', month: '2-digit', year: 'numeric' })

/** "01/11/2026"; null for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string | null {
  const time = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(time) ? null : dateFormatter.format(time)
}
