import type { Column } from './columns'
import { countValues } from './facets'
import type { IndexData } from './index-data'
import { postingsOf } from './postings'
import { zeroedBytes } from './scratch'

/**
 * The one shape every filter parameter reduces to (`filters`, `facetFilters`, `numericFilters`,
 * `tagFilters`): clauses joined by AND, each clause being literals joined by OR. Algolia's grammar
 * allows exactly this (conjunctive normal form), so nothing is lost.
 */
export type FilterConjunction = Clause[]
/** Literals joined by OR. */
export type Clause = Literal[]
export interface Literal {
  condition: Condition
  negated: boolean
}

export type ComparisonOperator = '<' | '<=' | '=' | '!=' | '>=' | '>'
export const COMPARISON_OPERATORS: readonly ComparisonOperator[] = ['<=', '>=', '!=', '<', '>', '=']

export type Condition =
  /** `attribute:value`: the value matches case-insensitively; numbers and booleans by their text. */
  | { kind: 'facet'; attribute: string; value: string }
  /** `_tags:value` (or a bare `value`): matches case-sensitively, as in Algolia. */
  | { kind: 'tag'; value: string }
  | { kind: 'comparison'; attribute: string; operator: ComparisonOperator; value: number }
  /** `attribute:low TO high`, both bounds included. */
  | { kind: 'range'; attribute: string; low: number; high: number }

/**
 * The slots matching every clause (in no particular order), or null when there are no filters. Each
 * condition tests the distinct values of its attribute's column once. The clause expected to keep
 * the fewest records picks the candidates (from the postings of its values when it has no negation,
 * else by testing every slot); the other clauses only test those candidates.
 */
export function filterSlots(data: IndexData, conjunction: FilterConjunction): Uint32Array | null {
  const clauses = conjunction
    .map((clause) => {
      const literals = clause.map((literal) => compileLiteral(data, literal))
      return {
        literals,
        estimate: Math.min(
          data.size,
          literals.reduce((total, literal) => total + estimateMatches(data, literal), 0),
        ),
      }
    })
    // A clause every record passes changes nothing (the storefront's tenant filter on a tenant's own
    // index): dropping it lets an otherwise unfiltered query use the every-record fast paths.
    .filter((clause) => !keepsEveryRecord(data, clause))
    .sort((a, b) => a.estimate - b.estimate)
  if (clauses.length === 0) return null

  const candidates = firstCandidates(data, clauses[0].literals)
  let kept = candidates.length
  for (let c = 1; c < clauses.length && kept > 0; c++) {
    const literals = clauses[c].literals
    if (literals.length === 1) {
      kept = literals[0].column.keepHolding(candidates, kept, literals[0].wanted, literals[0].negated)
      continue
    }
    let next = 0
    for (let i = 0; i < kept; i++) if (clauseHolds(literals, candidates[i])) candidates[next++] = candidates[i]
    kept = next
  }
  return candidates.subarray(0, kept)
}

function firstCandidates(data: IndexData, literals: CompiledLiteral[]): Uint32Array {
  const slotCount = data.slotCount
  const column = literals[0].column
  if (literals.every((literal) => !literal.negated && literal.column === column) && !column.hasMultipleValues) {
    // One single-valued attribute (make:A OR make:B): its values' postings are disjoint, so the
    // candidates are their concatenation.
    const { starts, slots } = postingsOf(data, column)
    const wanted = new Uint8Array(column.labels.length)
    for (const literal of literals) for (let id = 0; id < wanted.length; id++) wanted[id] |= literal.wanted[id]
    let total = 0
    for (let id = 0; id < wanted.length; id++) if (wanted[id] === 1) total += starts[id + 1] - starts[id]
    const candidates = new Uint32Array(total)
    let filled = 0
    for (let id = 0; id < wanted.length; id++) {
      if (wanted[id] !== 1) continue
      candidates.set(slots.subarray(starts[id], starts[id + 1]), filled)
      filled += starts[id + 1] - starts[id]
    }
    return candidates
  }
  if (literals.every((literal) => !literal.negated)) {
    // Union of the wanted values' postings; a slot holding two wanted values is listed once.
    const seen = zeroedBytes('firstCandidates', slotCount)
    const found: number[] = []
    for (const { column, wanted } of literals) {
      const { starts, slots } = postingsOf(data, column)
      for (let id = 0; id < wanted.length; id++) {
        if (wanted[id] !== 1) continue
        for (let i = starts[id]; i < starts[id + 1]; i++) {
          const slot = slots[i]
          if (seen[slot] === 0) {
            seen[slot] = 1
            found.push(slot)
          }
        }
      }
    }
    return Uint32Array.from(found)
  }
  const found: number[] = []
  for (let slot = 0; slot < slotCount; slot++) if (data.isLive(slot) && clauseHolds(literals, slot)) found.push(slot)
  return Uint32Array.from(found)
}

interface CompiledLiteral {
  column: Column
  /** By value id: 1 for the values the condition accepts. */
  wanted: Uint8Array
  /** Holding a wanted value makes the literal false instead (NOT, and `!=`). */
  negated: boolean
}

function clauseHolds(literals: CompiledLiteral[], slot: number): boolean {
  for (const literal of literals) if (literal.column.holdsAny(slot, literal.wanted) !== literal.negated) return true
  return false
}

/** True when a one-literal clause provably keeps every record: its values' counts add up to all records, each holding one value. */
function keepsEveryRecord(data: IndexData, { literals, estimate }: { literals: CompiledLiteral[]; estimate: number }): boolean {
  if (literals.length !== 1 || literals[0].negated || literals[0].column.hasMultipleValues) return false
  return estimate === data.size
}

/** About how many records the literal keeps, from the per-write counts of every value. */
function estimateMatches(data: IndexData, literal: CompiledLiteral): number {
  const { ids, counts } = countValues(data, literal.column, null)
  let holding = 0
  for (let i = 0; i < ids.length; i++) if (literal.wanted[ids[i]] === 1) holding += counts[i]
  return literal.negated ? data.size - holding : holding
}

/** Which values of the column satisfy the condition, and whether holding one means a slot fails instead. */
function compileLiteral(data: IndexData, { condition, negated }: Literal): CompiledLiteral {
  const column = data.column(condition.kind === 'tag' ? '_tags' : condition.attribute)
  const wanted = new Uint8Array(column.labels.length)
  const mark = (test: (label: string, number: number) => boolean) =>
    column.labels.forEach((label, id) => (wanted[id] = test(label, column.numbers[id]) ? 1 : 0))
  switch (condition.kind) {
    case 'facet': {
      // Case-insensitive, as Algolia matches facet values; numbers by value, so "2020.0" finds 2020.
      const lower = condition.value.toLowerCase()
      const wantedNumber = numberOrNull(condition.value)
      mark((label, number) => (isNumeric(label, number) && wantedNumber !== null ? number === wantedNumber : label.toLowerCase() === lower))
      break
    }
    case 'tag':
      mark((label) => label === condition.value)
      break
    case 'comparison': {
      const { operator, value: bound } = condition
      // `!=` is "no value equals", so records without the attribute pass, as with NOT attribute=value.
      if (operator === '!=') {
        mark((_, number) => number === bound)
        return { column, wanted, negated: !negated }
      }
      const compare = COMPARE[operator]
      mark((_, number) => !Number.isNaN(number) && compare(number, bound))
      break
    }
    case 'range':
      mark((_, number) => number >= condition.low && number <= condition.high)
      break
  }
  return { column, wanted, negated }
}

/** Booleans have numbers too (1 and 0, for numeric filters) but match facet filters by their text. */
function isNumeric(label: string, number: number): boolean {
  return !Number.isNaN(number) && label !== 'true' && label !== 'false'
}

const COMPARE: Record<Exclude<ComparisonOperator, '!='>, (value: number, bound: number) => boolean> = {
  '<': (value, bound) => value < bound,
  '<=': (value, bound) => value <= bound,
  '=': (value, bound) => value === bound,
  '>=': (value, bound) => value >= bound,
  '>': (value, bound) => value > bound,
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/

/** The number a filter operand spells, or null when it is not a plain decimal number. */
export function numberOrNull(text: string): number | null {
  return NUMBER.test(text) ? Number(text) : null
}
