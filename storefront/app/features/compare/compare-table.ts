import type { Specification } from '@dealer/stock/specs'

/** One car's column head on the compare page. */
export interface CompareColumn {
  id: string
  slug: string
  name: string
  path: string
  imageUrl: string | null
  price: string
  priceType: string | null
  /** For sale (in stock or coming soon); a sold car still in the stock shows "No longer available". */
  available: boolean
}

/** One line of the table: a specification and each car's value, null where a car lacks it. */
export interface CompareRow {
  label: string
  values: Array<string | null>
}

/**
 * The lines compared, in this order (the vehicle page's specification labels, specs.ts): the price, year, km,
 * body, fuel, transmission, engine and seats first, then the key specifications that tell cars apart.
 */
const COMPARED_SPECIFICATIONS = [
  'Year',
  'Odometer',
  'Body',
  'Fuel',
  'Transmission',
  'Engine',
  'Seats',
  'Condition',
  'Drive',
  'Colour',
  'Doors',
  'Gears',
  'Cylinders',
  'Fuel Consumption',
  'Torque',
  'Braked Towing Capacity',
  'ANCAP Rating',
  'Stock Number',
] as const

/** The table's lines for these cars (in column order): price, then the compared specifications any of them has. */
export function compareRows(cars: ReadonlyArray<{ price: string; specs: readonly Specification[] }>): CompareRow[] {
  const rows: CompareRow[] = [
    { label: 'Price', values: cars.map((car) => car.price) },
    ...COMPARED_SPECIFICATIONS.map((label) => ({ label, values: cars.map((car) => car.specs.find((spec) => spec.label === label)?.value ?? null) })),
  ]
  return rows.filter((row) => row.values.some((value) => value !== null))
}

/** The cars found, in the order the address named them (the search answers in its own order). */
export function inNamedOrder<Car extends { slug: string }>(cars: readonly Car[], slugs: readonly string[]): Car[] {
  return slugs.flatMap((slug) => cars.filter((car) => car.slug === slug).slice(0, 1))
}
