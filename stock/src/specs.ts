/**
 * The vehicle page's specification lists (spec 000 §2, §9): the featured Key Information and the full All Specifications
 * list, as label and display value, leaving out whatever the car lacks.
 */
import { carTypeLabel, formatDate, formatKm, formatNumber } from './format'
import { engineLitres } from './derive'
import type { StockCar } from './car'

/** Spec 000 §9: engines show in litres where the site says so, else in cc. */
export type EngineUnit = 'litres' | 'cc'

/** Spec 000 §9: "Key information shows the first 4 then more; detail spec lists default limit 8". */
export const KEY_INFO_INITIAL = 4
export const SPECS_INITIAL = 8

/** The stock fields the specification lists read. */
export type VehicleSpecSource = Pick<
  StockCar,
  | 'car_type'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'km'
  | 'body'
  | 'simple_body'
  | 'colour'
  | 'interior_colour'
  | 'transmission'
  | 'simple_transmission'
  | 'gearnum'
  | 'fuel'
  | 'simple_fuel'
  | 'drive'
  | 'simple_drive'
  | 'engine_size'
  | 'engine_size_litres'
  | 'seats'
  | 'doors'
  | 'stocknum'
  | 'vin'
  | 'regplate'
  | 'rego_expiry'
  | 'build_date'
  | 'compliance_date'
  | 'variant'
>

export interface Specification {
  label: string
  value: string
}

/** "2.8 L" (one decimal, as spec 000 §9 has it) or "2,755 cc"; null without a capacity. */
export function engineLabel(cc: number | null, unit: EngineUnit): string | null {
  if (!positive(cc)) return null
  return unit === 'litres' ? `${engineLitres(cc).toFixed(1)} L` : `${formatNumber(cc)} cc`
}

/** Spec 000 §2's Key Information: the featured specifications the car has, in this order. */
export function keyInformation(car: VehicleSpecSource, unit: EngineUnit): Specification[] {
  return present([
    ['Odometer', formatKm(car.km)],
    ['Transmission', transmission(car)],
    ['Body', body(car)],
    ['Fuel', car.fuel || car.simple_fuel],
    ['Engine', engineLabel(engineCc(car), unit)],
    ['Drive', car.drive || car.simple_drive],
    ['Colour', car.colour],
    ['Seats', count(car.seats)],
  ])
}

/** Spec 000 §2's All Specifications: everything known about the car. */
export function allSpecifications(car: VehicleSpecSource, unit: EngineUnit): Specification[] {
  const variant = car.variant
  return present([
    ['Condition', carTypeLabel(car.car_type)],
    ['Year', String(car.year)],
    ['Odometer', formatKm(car.km)],
    ['Make', car.make],
    ['Model', car.model],
    ['Badge', car.badge],
    ['Series', car.series],
    ['Body', body(car)],
    ['Colour', car.colour],
    ['Interior Colour', car.interior_colour],
    ['Transmission', transmission(car)],
    ['Gears', count(car.gearnum)],
    ['Fuel', car.fuel || car.simple_fuel],
    ['Drive', car.drive || car.simple_drive],
    ['Engine', engineLabel(engineCc(car), unit)],
    ['Cylinders', count(variant?.cylinders)],
    ['Induction', variant?.induction],
    ['Fuel Consumption', measure(variant?.fuelconsumptioncombined, 'L/100 km', 1)],
    ['Fuel Capacity', measure(variant?.fuelcapacity, 'L')],
    ['Seats', count(car.seats)],
    ['Doors', count(car.doors)],
    ['Length', measure(variant?.vehiclelength, 'mm')],
    ['Width', measure(variant?.vehiclewidth, 'mm')],
    ['Height', measure(variant?.vehicleheight, 'mm')],
    ['GVM', measure(variant?.grossvehiclemass, 'kg')],
    ['Braked Towing Capacity', measure(variant?.towingcapacitybraked, 'kg')],
    ['Torque', measure(variant?.torque, 'Nm')],
    ['ANCAP Rating', positive(variant?.ancaprating) ? `${variant.ancaprating} ${variant.ancaprating === 1 ? 'star' : 'stars'}` : null],
    ['Stock Number', car.stocknum],
    ['VIN', car.vin],
    ['Rego Plate', car.regplate],
    ['Rego Expiry', formatDate(car.rego_expiry)],
    ['Build Date', monthYear(car.build_date)],
    ['Compliance Date', monthYear(car.compliance_date)],
  ])
}

/** The pairs with a value, blank text counting as none. */
function present(pairs: Array<[string, string | null | undefined]>): Specification[] {
  return pairs.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []))
}

/** Capacity in cc: the stock record's, else the variant's, else back from litres. */
function engineCc(car: VehicleSpecSource): number | null {
  if (positive(car.engine_size)) return car.engine_size
  if (positive(car.variant?.enginesize)) return car.variant.enginesize
  return positive(car.engine_size_litres) ? car.engine_size_litres * 1000 : null
}

function transmission(car: VehicleSpecSource): string {
  return car.transmission || car.simple_transmission
}

function body(car: VehicleSpecSource): string {
  return car.body || car.simple_body
}

/** A feed's 0 (no doors, no seats, a 0 mm car) means unknown. */
function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}

function count(value: number | null | undefined): string | null {
  return positive(value) ? formatNumber(value) : null
}

/** "5,325 mm", "7.6 L/100 km". */
function measure(value: number | null | undefined, unit: string, maxDecimals = 0): string | null {
  return positive(value) ? `${formatNumber(value, { max: maxDecimals })} ${unit}` : null
}

/** "03/2021" from the feed's YYYY-MM-DD. */
function monthYear(iso: string | null): string | null {
  const parts = iso ? /^(\d{4})-(\d{2})/.exec(iso) : null
  return parts ? `${parts[2]}/${parts[1]}` : null
}
