/**
 * Similar cars (spec 000 §7, §9): one search query per filter, most alike first, merged to at most six cars. Pure, so
 * the filters can be checked without the search service.
 */
import { showsPrice } from './display'
import { allOf, availableFilter, between, equals, not } from './filters'

/** Spec 000 §9: "Similar cars: up to 6 results". */
export const SIMILAR_CARS_LIMIT = 6

/** Spec 001 §7: each similar-cars query asks for "limit 10". */
const SIMILAR_QUERY_SIZE = 10

/** How many cars each query asks for and how many the page shows: the site's (Site settings → Vehicle page), else the specs'. */
export function similarCarsCounts(settings: { querySize?: number | null; shown?: number | null } | null | undefined): { querySize: number; shown: number } {
  const whole = (value: number | null | undefined, min: number, fallback: number) =>
    value != null && Number.isInteger(value) && value >= min ? value : fallback
  return { querySize: whole(settings?.querySize, 1, SIMILAR_QUERY_SIZE), shown: whole(settings?.shown, 0, SIMILAR_CARS_LIMIT) }
}

/** Spec 000 §9: "price band +/-10000 when price is under 50000, else +/-25000"; never below $0. */
export function similarPriceBand(price: number): { min: number; max: number } {
  const spread = price < 50_000 ? 10_000 : 25_000
  return { min: Math.max(0, price - spread), max: price + spread }
}

/**
 * The similar-car queries' filters, most alike first: the same make and model in the price band, the same body in the
 * band, then the same make. Each leaves out the car itself and anything not available. A car without a price ($10 or
 * less) has no band, so its queries match on make, model and body alone; a car without a body skips that query.
 */
export function similarCarFilters(car: { objectID: string; make: string; model: string; simple_body: string; price: number }): string[] {
  const band = showsPrice(car.price) ? similarPriceBand(car.price) : null
  const inBand = band && between('price', band.min, band.max)
  const queries = [
    [equals('make', car.make), equals('model', car.model), inBand],
    car.simple_body ? [equals('simple_body', car.simple_body), inBand] : null,
    [equals('make', car.make)],
  ]
  return queries.filter((clauses) => clauses !== null).map((clauses) => allOf([...clauses, not(equals('objectID', car.objectID)), availableFilter]))
}

/** Each query's results in order, each car once, at most `limit`. */
export function mergeSimilar<T extends { objectID: string }>(resultsPerQuery: T[][], limit = SIMILAR_CARS_LIMIT): T[] {
  const seen = new Set<string>()
  const merged: T[] = []
  for (const car of resultsPerQuery.flat()) {
    if (merged.length >= limit) break
    if (seen.has(car.objectID)) continue
    seen.add(car.objectID)
    merged.push(car)
  }
  return merged
}
