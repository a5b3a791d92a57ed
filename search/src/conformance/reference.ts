/**
 * A brute-force model of Algolia's filtering, faceting, custom ranking and pagination, written from
 * Algolia's documentation and nothing else, to check the search service against. It is deliberately
 * naive: filter the array, sort it with a comparator, count with a Map. No text query: every record
 * matches the empty query, so ranking is the custom ranking alone.
 *
 * It takes filters already parsed into conjunctive normal form (what Algolia's grammar allows: clauses
 * joined by AND, each a list of literals joined by OR); the differential test builds the filters as
 * such a structure and renders them as text for the service, so the parser is what is under test.
 */

export type ReferenceRecord = { objectID: string; [attribute: string]: unknown }

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>'
const NUMERIC_OPERATORS: readonly NumericOperator[] = ['<', '<=', '=', '!=', '>=', '>']

type Condition =
  /** `attribute:value`: a facet value, compared case-insensitively; numbers and booleans by their text. */
  | { kind: 'facet'; attribute: string; value: string }
  /** `_tags:value`, a bare `value`, or a tagFilters item: compared case-sensitively. */
  | { kind: 'tag'; value: string }
  | { kind: 'compare'; attribute: string; operator: NumericOperator; value: number }
  /** `attribute:low TO high`, both bounds included. */
  | { kind: 'range'; attribute: string; low: number; high: number }

export interface Literal {
  condition: Condition
  negated: boolean
}

/** Clauses joined by AND; the literals of each clause joined by OR. */
export type Cnf = Literal[][]

export interface ReferenceSettings {
  /** Only read for a text query. */
  searchableAttributes?: string[]
  attributesForFaceting: string[]
  /** `asc(attribute)` / `desc(attribute)`. */
  customRanking: string[]
}

export interface ReferenceQuery {
  /**
   * One word: a record matches when a word of a searchable attribute starts with it. Only for words
   * with no other word within typo distance, and whose matches tie on Algolia's textual criteria
   * (the same attribute, position and exactness), so custom ranking alone orders them.
   */
  word?: string
  filters?: Cnf
  facets?: string[]
  page?: number
  hitsPerPage?: number
}

interface FacetStats {
  min: number
  max: number
  avg: number
  sum: number
}

export interface ReferenceResult {
  nbHits: number
  nbPages: number
  page: number
  hitsPerPage: number
  /** The objectIDs of the requested page, in ranking order. */
  objectIDs: string[]
  /** Every value of every requested facetable attribute, with how many matching records hold it. */
  facets: Record<string, Record<string, number>>
  /** Only for requested facets that have numeric values among the matching records. */
  facetsStats: Record<string, FacetStats>
}

/** Algolia pages through at most this many hits (paginationLimitedTo). */
const PAGINATION_LIMIT = 1000
const DEFAULT_HITS_PER_PAGE = 20

export function referenceSearch(records: readonly ReferenceRecord[], settings: ReferenceSettings, query: ReferenceQuery): ReferenceResult {
  const filters = query.filters ?? []
  const matchesWord = (record: ReferenceRecord) =>
    query.word === undefined || wordsOf(record, settings.searchableAttributes ?? []).some((word) => word.startsWith(query.word ?? ''))
  const matching = records.filter((record) => matchesWord(record) && filters.every((clause) => clause.some((literal) => literalMatches(record, literal))))
  const ranked = [...matching].sort(customRankingComparator(settings.customRanking))

  const page = query.page ?? 0
  const hitsPerPage = query.hitsPerPage ?? DEFAULT_HITS_PER_PAGE
  const reachable = ranked.slice(0, PAGINATION_LIMIT)
  const pageHits = reachable.slice(page * hitsPerPage, (page + 1) * hitsPerPage)

  const facets: Record<string, Record<string, number>> = {}
  const facetsStats: Record<string, FacetStats> = {}
  for (const attribute of facetsToCount(query.facets ?? [], settings.attributesForFaceting)) {
    facets[attribute] = countValues(matching, attribute)
    const stats = numericStats(matching, attribute)
    if (stats) facetsStats[attribute] = stats
  }

  return {
    nbHits: matching.length,
    nbPages: Math.ceil(reachable.length / hitsPerPage),
    page,
    hitsPerPage,
    objectIDs: pageHits.map((record) => record.objectID),
    facets,
    facetsStats,
  }
}

/** Every value at a dotted path; arrays (at any level) contribute each of their elements. */
function valuesAt(record: unknown, path: string): unknown[] {
  let values: unknown[] = [record]
  for (const key of path.split('.')) {
    const next: unknown[] = []
    for (const value of values) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue
      const child: unknown = (value as Record<string, unknown>)[key]
      if (Array.isArray(child)) next.push(...child)
      else if (child !== undefined && child !== null) next.push(child)
    }
    values = next
  }
  return values
}

/** The lower-cased words of the string values of some attributes: "Mercedes-Benz" → mercedes, benz. */
function wordsOf(record: ReferenceRecord, attributes: string[]): string[] {
  return attributes
    .flatMap((attribute) => valuesAt(record, attribute))
    .flatMap((value) =>
      typeof value === 'string'
        ? value
            .toLowerCase()
            .split(/[^a-z0-9]+/)
            .filter(Boolean)
        : [],
    )
}

function literalMatches(record: ReferenceRecord, literal: Literal): boolean {
  const matched = conditionMatches(record, literal.condition)
  return literal.negated ? !matched : matched
}

function conditionMatches(record: ReferenceRecord, condition: Condition): boolean {
  switch (condition.kind) {
    case 'facet':
      return valuesAt(record, condition.attribute).some((value) => facetValueEquals(value, condition.value))
    case 'tag':
      return valuesAt(record, '_tags').some((value) => value === condition.value)
    case 'compare': {
      const { attribute, operator, value: bound } = condition
      // `!=` is read as NOT `=`. Whether Algolia's `!=` also matches records without the attribute is
      // not documented, so the differential test only uses it on attributes every record has.
      if (operator === '!=') return !numbersAt(record, attribute).some((value) => value === bound)
      return numbersAt(record, attribute).some((value) => compare(value, operator, bound))
    }
    case 'range':
      return numbersAt(record, condition.attribute).some((value) => value >= condition.low && value <= condition.high)
  }
}

/** Facet values match case-insensitively; "true"/"false" match booleans, numeric text matches numbers. */
function facetValueEquals(stored: unknown, wanted: string): boolean {
  if (typeof stored === 'string') return stored.toLowerCase() === wanted.toLowerCase()
  if (typeof stored === 'number') return wanted.trim() !== '' && Number(wanted) === stored
  if (typeof stored === 'boolean') return String(stored) === wanted.toLowerCase()
  return false
}

function numbersAt(record: ReferenceRecord, attribute: string): number[] {
  return valuesAt(record, attribute).filter((value): value is number => typeof value === 'number')
}

function compare(value: number, operator: Exclude<NumericOperator, '!='>, bound: number): boolean {
  if (operator === '<') return value < bound
  if (operator === '<=') return value <= bound
  if (operator === '=') return value === bound
  if (operator === '>=') return value >= bound
  return value > bound
}

/**
 * Custom ranking: criteria in order; records without a number for a criterion come after those with
 * one, whatever the direction (Algolia's documented rule). Ties beyond the criteria keep the input
 * order; the differential test makes them impossible (custom_rank is unique).
 */
function customRankingComparator(customRanking: string[]): (a: ReferenceRecord, b: ReferenceRecord) => number {
  const criteria = customRanking.map((rule) => {
    const match = /^(asc|desc)\((.+)\)$/.exec(rule)
    if (!match) throw new Error(`reference: bad customRanking rule ${rule}`)
    return { descending: match[1] === 'desc', attribute: match[2] }
  })
  return (a, b) => {
    for (const { descending, attribute } of criteria) {
      const left = numbersAt(a, attribute)[0]
      const right = numbersAt(b, attribute)[0]
      if (left === undefined && right === undefined) continue
      if (left === undefined) return 1
      if (right === undefined) return -1
      if (left !== right) return descending ? right - left : left - right
    }
    return 0
  }
}

/** The requested facets that can be counted: declared in attributesForFaceting and not filterOnly. `*` means all of them. */
function facetsToCount(requested: string[], attributesForFaceting: string[]): string[] {
  const facetable = attributesForFaceting
    .filter((setting) => !setting.startsWith('filterOnly('))
    .map((setting) => /^(?:searchable|afterDistinctFilter)\((.+)\)$/.exec(setting)?.[1] ?? setting)
  if (requested.includes('*')) return facetable
  return facetable.filter((attribute) => requested.includes(attribute))
}

/** A facet value as Algolia shows it: strings as they are, numbers and booleans as text. */
function facetLabel(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return undefined
}

function countValues(records: readonly ReferenceRecord[], attribute: string): Record<string, number> {
  const counts = new Map<string, number>()
  for (const record of records) {
    const labels = new Set(valuesAt(record, attribute).map(facetLabel))
    for (const label of labels) if (label !== undefined) counts.set(label, (counts.get(label) ?? 0) + 1)
  }
  return Object.fromEntries(counts)
}

function numericStats(records: readonly ReferenceRecord[], attribute: string): FacetStats | undefined {
  const numbers = records.flatMap((record) => [...new Set(numbersAt(record, attribute))])
  if (numbers.length === 0) return undefined
  const sum = numbers.reduce((total, value) => total + value, 0)
  return { min: Math.min(...numbers), max: Math.max(...numbers), avg: sum / numbers.length, sum }
}

/** facetFilters items: `attribute:value`, `attribute:-value` (negated); a nested list is an OR group. */
export function facetFiltersToCnf(list: ReadonlyArray<string | readonly string[]>): Cnf {
  return list.map((item) =>
    (typeof item === 'string' ? [item] : item).map((text): Literal => {
      const colon = text.indexOf(':')
      const attribute = text.slice(0, colon)
      const rawValue = text.slice(colon + 1)
      const negated = rawValue.startsWith('-')
      const value = negated ? rawValue.slice(1) : rawValue
      return { negated, condition: attribute === '_tags' ? { kind: 'tag', value } : { kind: 'facet', attribute, value } }
    }),
  )
}

/** numericFilters items: `attribute<op>number` (spaces allowed) or `attribute:low TO high`; a nested list is an OR group. */
export function numericFiltersToCnf(list: ReadonlyArray<string | readonly string[]>): Cnf {
  return list.map((item) =>
    (typeof item === 'string' ? [item] : item).map((text): Literal => {
      const range = /^\s*([\w.]+)\s*:\s*(-?[\d.]+)\s+TO\s+(-?[\d.]+)\s*$/.exec(text)
      if (range) return { negated: false, condition: { kind: 'range', attribute: range[1], low: Number(range[2]), high: Number(range[3]) } }
      const comparison = /^\s*([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.]+)\s*$/.exec(text)
      if (!comparison) throw new Error(`reference: bad numeric filter ${text}`)
      const operator = NUMERIC_OPERATORS.find((candidate) => candidate === comparison[2])
      if (!operator) throw new Error(`reference: bad numeric operator in ${text}`)
      return { negated: false, condition: { kind: 'compare', attribute: comparison[1], operator, value: Number(comparison[3]) } }
    }),
  )
}

/** tagFilters items: `tag`, `-tag` (negated); a nested list is an OR group. */
export function tagFiltersToCnf(list: ReadonlyArray<string | readonly string[]>): Cnf {
  return list.map((item) =>
    (typeof item === 'string' ? [item] : item).map((text): Literal => {
      const negated = text.startsWith('-')
      return { negated, condition: { kind: 'tag', value: negated ? text.slice(1) : text } }
    }),
  )
}
