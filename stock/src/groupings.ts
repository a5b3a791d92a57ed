/**
 * A car's `categories` and `filtered_features` (spec 000 §3's facets of those names): small fixed vocabularies the
 * search page offers as filters, worked out from the car's body, seats, drive, fuel, engine and standard equipment.
 * Fixed so a facet reads the same on every site and a value never appears for one feed's spelling only. A feed that
 * sends its own lists keeps them. Pure: `completeStockCar` calls it for the generator and the importer alike.
 */
import type { StockCar } from './car'
import { bodyTypeByKey, type BodyTypeKey } from './body-types'

/** Shopper-facing groupings, in the filter panel's order. */
export const CATEGORIES = ['Family', 'Off-road', 'Commercial', 'City', 'Performance', 'Electrified'] as const
export type Category = (typeof CATEGORIES)[number]

/** The features offered as filters, each with what it is called in standard equipment lists (any feed's wording). */
export const FILTERED_FEATURES = [
  { feature: 'Apple CarPlay', pattern: /apple\s*carplay/i },
  { feature: 'Android Auto', pattern: /android\s*auto/i },
  { feature: 'Reversing camera', pattern: /revers(e|ing)\s*camera|rear[-\s]?view\s*camera|360[-\s]?degree\s*camera/i },
  { feature: '360-degree camera', pattern: /360[-\s]?degree\s*camera/i },
  { feature: 'Parking sensors', pattern: /parking\s*sensors?/i },
  { feature: 'Adaptive cruise control', pattern: /adaptive\s*cruise/i },
  { feature: 'Blind spot monitoring', pattern: /blind[-\s]?spot/i },
  { feature: 'Lane keep assist', pattern: /lane\s*(keep|keeping|departure)/i },
  { feature: 'Heated seats', pattern: /heated\b.*\bseats?/i },
  { feature: 'Satellite navigation', pattern: /sat(ellite)?[-\s]?nav|navigation/i },
  { feature: 'Keyless entry', pattern: /keyless/i },
  { feature: 'Wireless charging', pattern: /wireless\s*(phone\s*)?charg/i },
  { feature: 'Sunroof', pattern: /sun\s*roof|moon\s*roof/i },
  { feature: 'Tow bar', pattern: /tow\s*bar|towbar/i },
] as const

type GroupingFields = Pick<StockCar, 'simple_body' | 'seats' | 'simple_drive' | 'simple_fuel' | 'engine_size' | 'standardEquipment'> &
  Partial<Pick<StockCar, 'item_type' | 'variant' | 'categories' | 'filtered_features'>>

/** The body types (body-types.ts) each category takes, as `simple_body` holds them. */
const labels = (keys: readonly BodyTypeKey[]) => keys.map((key) => bodyTypeByKey(key).label)
const FAMILY_BODIES = labels(['suv', 'wagon', 'peopleMover', 'stationWagon'])
const COMMERCIAL_BODIES = labels(['ute', 'van', 'cabChassis', 'lightTruck', 'bus'])
const CITY_BODIES = labels(['hatch', 'hatchback'])
const PERFORMANCE_BODIES = labels(['coupe', 'convertible'])
const OFF_ROAD_BODY = bodyTypeByKey('4x4').label
const ELECTRIFIED_FUELS = ['Electric', 'Hybrid', 'Plug-in Hybrid']
/** At most this engine (cc) makes a small car a city car; at least the larger one makes any car a performance car. */
const CITY_ENGINE_CC = 1600
const PERFORMANCE_ENGINE_CC = 4000

/** The categories a car belongs to, in CATEGORIES order; a car may be in several or none. */
export function categoriesOf(car: GroupingFields): Category[] {
  const body = car.simple_body
  const seats = car.seats ?? 0
  const engine = car.engine_size ?? car.variant?.enginesize ?? null
  const cylinders = car.variant?.cylinders ?? 0
  const belongs: Record<Category, boolean> = {
    Family: seats >= 7 || (FAMILY_BODIES.includes(body) && seats >= 5),
    'Off-road': car.simple_drive === '4WD' || body === OFF_ROAD_BODY,
    Commercial: COMMERCIAL_BODIES.includes(body) || car.item_type === 'truck',
    City: CITY_BODIES.includes(body) || (engine !== null && engine <= CITY_ENGINE_CC && !COMMERCIAL_BODIES.includes(body)),
    Performance: PERFORMANCE_BODIES.includes(body) || cylinders >= 8 || (engine !== null && engine >= PERFORMANCE_ENGINE_CC),
    Electrified: ELECTRIFIED_FUELS.includes(car.simple_fuel ?? ''),
  }
  if (car.item_type === 'caravan') return []
  return CATEGORIES.filter((category) => belongs[category])
}

/** The FILTERED_FEATURES the car's standard equipment names, in that list's order. */
export function filteredFeaturesOf(equipment: readonly string[]): string[] {
  return FILTERED_FEATURES.filter(({ pattern }) => equipment.some((item) => pattern.test(item))).map(({ feature }) => feature)
}

/** Both lists for the index record; a source's own lists (a feed that sends them) win. */
export function stockGroupings(car: GroupingFields): Pick<StockCar, 'categories' | 'filtered_features'> {
  return {
    categories: car.categories ?? categoriesOf(car),
    filtered_features: car.filtered_features ?? filteredFeaturesOf(car.standardEquipment),
  }
}
