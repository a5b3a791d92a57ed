/**
 * A caravan's build as its page lists it (spec 001 §3: "Caravan specs show in feet and metres, with tare and aggregate
 * mass in kg"): body width and length in feet and inches and in metres, tare and ATM in kilograms, the axles and how
 * many it sleeps. Pure; what the caravan lacks is left out.
 */
import type { CaravanSpecifications } from '@dealer/stock/car'
import type { Specification } from '@dealer/stock/specs'
import { formatNumber } from '@dealer/stock/format'

const MM_PER_INCH = 25.4

/** 5660 mm → "18 ft 7 in (5.66 m)": feet and whole inches, as caravans are sold, then metres to the centimetre. */
export function feetAndMetres(millimetres: number): string {
  const totalInches = Math.round(millimetres / MM_PER_INCH)
  const feet = Math.floor(totalInches / 12)
  const inches = totalInches % 12
  return `${feet} ft ${inches} in (${formatNumber(millimetres / 1000, { min: 2 })} m)`
}

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/** The rows of a caravan's specifications, in the order a buyer weighs them. */
export function caravanSpecifications(specifications: CaravanSpecifications | null | undefined): Specification[] {
  if (!specifications) return []
  const { body_width: width, body_length: length, tare_weight: tare, aggregate_trailer_mass: atm, axle_type: axles, sleeps } = specifications
  const rows: Array<Specification | null> = [
    positive(length) ? { label: 'Body length', value: feetAndMetres(length) } : null,
    positive(width) ? { label: 'Body width', value: feetAndMetres(width) } : null,
    positive(tare) ? { label: 'Tare weight', value: `${formatNumber(tare)} kg` } : null,
    positive(atm) ? { label: 'Aggregate trailer mass (ATM)', value: `${formatNumber(atm)} kg` } : null,
    axles?.trim() ? { label: 'Axle type', value: axles.trim() } : null,
    positive(sleeps) ? { label: 'Sleeps', value: String(sleeps) } : null,
  ]
  return rows.filter((row): row is Specification => row !== null)
}
