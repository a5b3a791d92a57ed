/**
 * Filters on the stock index in Algolia's `filters` grammar, built from the car record's own attribute names so a typo
 * is a type error rather than a query that silently matches nothing. Every package that filters stock uses these; none
 * writes a filter string by hand. Pure and free of Node imports: the browser builds its queries with it too.
 */
import type { StockCar } from './car'
import { AVAILABLE_STATUSES } from './listing'

/** An attribute of the stock record that the index can filter on. */
export type StockAttribute = keyof StockCar & string

/** Quotes a value for the filter grammar: `"Land Cruiser"`, with quotes and backslashes escaped. */
export function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/** The attribute has this value: `make:"Toyota"`. */
export function equals(attribute: StockAttribute, value: string): string {
  return `${attribute}:${quoted(value)}`
}

/** The attribute has any of these values: one clause, or an OR group. */
export function anyOf(attribute: StockAttribute, values: readonly string[]): string {
  if (values.length === 0) throw new Error(`anyOf(${attribute}) needs at least one value`)
  return values.length === 1 ? equals(attribute, values[0]) : `(${values.map((value) => equals(attribute, value)).join(' OR ')})`
}

/** The clause does not hold: `NOT objectID:"42"`. Algolia negates single clauses only. */
export function not(clause: string): string {
  return `NOT ${clause}`
}

/** A numeric attribute within a closed range: `price:30000 TO 50000`. */
export function between(attribute: StockAttribute, min: number, max: number): string {
  return `${attribute}:${min} TO ${max}`
}

/** A numeric comparison: `km <= 50000`. */
export function compare(attribute: StockAttribute, operator: '>=' | '<=' | '>' | '<', value: number): string {
  return `${attribute} ${operator} ${value}`
}

/** Clauses that must all hold; empty parts (a filter that does not apply) are left out. */
export function allOf(clauses: ReadonlyArray<string | null | false | undefined>): string {
  return clauses.filter((clause): clause is string => typeof clause === 'string' && clause !== '').join(' AND ')
}

/** Cars a shopper can still buy (spec 001 §4): the filter form of `isAvailable`. */
export const availableFilter = anyOf('status', AVAILABLE_STATUSES)
