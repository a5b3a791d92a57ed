/**
 * Spec 001 §9: "Warranty promos: 3 year standard, 5 or 7 year for some new cars, a 175,000 km plan for one tenant."
 * Which warranty note a car's page shows, from Site settings → Warranty promo. Pure: the server works it out
 * (vehicle-page.server.ts) and the page only renders the texts (WarrantyPromo.tsx).
 *
 * New and demo cars: their make's longer warranty when the site lists it, else the standard years. A demonstrator is
 * sold with its make's new-car warranty (what remains of it runs from first registration, which the feed doesn't
 * carry), so the note names the same years as a new car's. Used cars: the standard years. Cars not for sale (sold,
 * or a status the feed sends that isn't in stock or coming soon): none. The site's extended plan, when it has one,
 * is a second line on every car that shows a note.
 */
import { isHttpsAddress } from '@dealer/cms-contract/outside-addresses'
import type { CarType } from '@dealer/stock/car'
import { formatKm } from '@dealer/stock/format'
import { isAvailable } from '@dealer/stock/listing'

/** Spec 001 §9: "3 year standard". */
export const STANDARD_WARRANTY_YEARS = 3

/** Site settings → Warranty promo, as the CMS gives it (every value may be missing or cleared). */
export interface WarrantySettings {
  show?: boolean | null
  standardYears?: number | null
  newCarMakes?: Array<{ make?: string | null; years?: number | null }> | null
  planKm?: number | null
  planName?: string | null
  planUrl?: string | null
}

export interface WarrantyPromo {
  /** "5-year warranty"; null when the site gives no years for this car (standard years set to 0). */
  years: string | null
  /** "Up to 175,000 km warranty plan", with the plan's name and terms page when the site gives them. */
  plan: { text: string; href: string | null } | null
}

export interface WarrantyCar {
  car_type: CarType
  make: string
  status: string
}

const wholeYears = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : null

const sameMake = (a: string, b: string) => a.trim().toLocaleLowerCase('en-AU') === b.trim().toLocaleLowerCase('en-AU')

/** The car's warranty years: a listed make's longer warranty for new and demo cars, else the standard years. */
export function warrantyYears(car: Pick<WarrantyCar, 'car_type' | 'make'>, settings: WarrantySettings | null | undefined): number | null {
  // A cleared value falls back to the default; 0 is the site's own choice of none.
  const standard = settings?.standardYears == null ? STANDARD_WARRANTY_YEARS : wholeYears(settings.standardYears)
  if (car.car_type === 'used' || !car.make.trim()) return standard
  const row = (settings?.newCarMakes ?? []).find((entry) => entry.make && sameMake(entry.make, car.make) && wholeYears(entry.years))
  return row ? wholeYears(row.years) : standard
}

/** A link staff give for the plan's terms: a page of this site (/pages/warranty) or an https:// address; anything else, none. */
function planHref(value: string | null | undefined): string | null {
  const href = value?.trim() ?? ''
  return /^\/(?!\/)/.test(href) || isHttpsAddress(href) ? href : null
}

function plan(settings: WarrantySettings | null | undefined): WarrantyPromo['plan'] {
  const km = settings?.planKm
  if (typeof km !== 'number' || !Number.isFinite(km) || km <= 0) return null
  const name = settings?.planName?.trim()
  const distance = `${formatKm(Math.round(km))} warranty plan`
  return { text: name ? `${name}: up to ${distance}` : `Up to ${distance}`, href: planHref(settings?.planUrl) }
}

/** The note the car's page shows, or null: the site has turned it off, the car isn't for sale, or there is nothing to say. */
export function warrantyPromo(car: WarrantyCar, settings: WarrantySettings | null | undefined): WarrantyPromo | null {
  if (settings?.show === false || !isAvailable(car.status)) return null
  const years = warrantyYears(car, settings)
  const promo = { years: years === null ? null : `${years}-year warranty`, plan: plan(settings) }
  return promo.years === null && promo.plan === null ? null : promo
}
