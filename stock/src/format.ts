// en-AU display formats shared by every view that shows a car.
//
// Numbers are written out here rather than by Intl.NumberFormat: a page's first Intl formatter loads the locale's data,
// 15–50 ms on this machine (four times that on Lighthouse's phone), and a page formats its first prices while it
// hydrates, so that cost landed in the page's longest task (docs/decisions/042-first-paint-and-hydration.md). en-AU
// groups thousands with commas and writes a minus before the dollar sign ("-$5"); format.test.ts holds every format
// here to Intl's own output.

/** How many decimals a number shows: at most `max`, trailing zeros dropped down to `min`. */
interface Decimals {
  min?: number
  max?: number
}

/** Digits only ("12,345.6"), and whether the rounded value is below zero (-0.001 with no decimals is "0"). */
function unsignedDigits(value: number, { min = 0, max = min }: Decimals): { digits: string; negative: boolean } {
  // Rounded half away from zero as the number is written (1.005 → 1.01), as Intl does: the scaled value is first cut to
  // 15 significant digits, since binary holds 1.005 as 1.00499999…
  const scaled = Math.round(Number((Math.abs(value) * 10 ** max).toPrecision(15)))
  const whole = String(Math.floor(scaled / 10 ** max))
  let fraction = max > 0 ? String(scaled % 10 ** max).padStart(max, '0') : ''
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return { digits: fraction ? `${grouped}.${fraction}` : grouped, negative: value < 0 && scaled > 0 }
}

/** "12,345", or with decimals ("1,234.5" at most one, "7.50" exactly two). Whole by default. */
export function formatNumber(value: number, decimals: Decimals = {}): string {
  const { digits, negative } = unsignedDigits(value, decimals)
  return negative ? `-${digits}` : digits
}

/** "$1,234", "-$5"; with decimals "$1,234.50". */
function formatAud(amount: number, decimals: Decimals = {}): string {
  const { digits, negative } = unsignedDigits(amount, decimals)
  return negative ? `-$${digits}` : `$${digits}`
}

/** "$39,990"; null or 0 means the dealer gave no price. */
export function formatPrice(price: number | null | undefined): string | null {
  return price ? formatAud(price) : null
}

/** "$39,990", "$0": whole dollars, 0 included (a calculator's amount, not a car's price). */
export function formatDollars(amount: number): string {
  return formatAud(amount)
}

/** "12,345 km". */
export function formatKm(km: number | null | undefined): string | null {
  return km == null ? null : `${formatNumber(km)} km`
}

const CAR_TYPE_LABELS = { new: 'New', demo: 'Demo', used: 'Used' } as const

export function carTypeLabel(carType: string): string {
  return carType in CAR_TYPE_LABELS ? CAR_TYPE_LABELS[carType as keyof typeof CAR_TYPE_LABELS] : carType
}

/** Spec 001 §4: the default text where a car has no price. */
export const NO_PRICE_TEXT = 'Enquire for price.'

/** "$1,234.50"; unlike `formatPrice`, 0 is an amount ("$0.00"). */
export function formatCents(amount: number): string {
  return formatAud(amount, { min: 2 })
}

// Dates show as dd/mm/yyyy on the dealers' (eastern Australian) calendar. Brisbane keeps UTC+10 all year (no daylight
// saving), so its calendar day is the UTC day ten hours on, with no time zone data needed.
const BRISBANE_OFFSET_MS = 10 * 60 * 60 * 1000

/** "01/11/2026"; null for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string | null {
  const time = iso ? Date.parse(iso) : Number.NaN
  if (Number.isNaN(time)) return null
  const brisbane = new Date(time + BRISBANE_OFFSET_MS)
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  return `${twoDigits(brisbane.getUTCDate())}/${twoDigits(brisbane.getUTCMonth() + 1)}/${brisbane.getUTCFullYear()}`
}
