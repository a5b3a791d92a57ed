/** Spec 001 §2: a car's printable page, /print?car_id={slug}. */
export function printPath(slug: string): string {
  return `/print?${new URLSearchParams({ car_id: slug })}`
}

/** Where the printable page's PDF is built (by car slug, as spec 001 §7 has it; the path is ours). */
export function printPdfPath(slug: string): string {
  return `/print/pdf?${new URLSearchParams({ car_id: slug })}`
}

/** A slug as the stock index makes them: lower-case words and digits joined by hyphens, at most 200 characters. */
const CAR_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SLUG_LENGTH = 200

/** The `car_id` of a print address, or null when it isn't a car slug (the page answers 400). */
export function printCarSlug(search: URLSearchParams): string | null {
  const values = search.getAll('car_id')
  if (values.length !== 1) return null
  const slug = values[0]!
  return slug.length <= MAX_SLUG_LENGTH && CAR_SLUG.test(slug) ? slug : null
}

/** What a bad car_id is told (a 400): what the address needs. */
export const PRINT_SLUG_NEEDED = 'The address needs one car_id: the car’s slug, as in /print?car_id=2021-toyota-hilux-sr5-12345.'
