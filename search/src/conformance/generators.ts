import fc from 'fast-check'
import type { Cnf, Literal, NumericOperator, ReferenceRecord } from './reference'

/**
 * Random catalogues and random queries for the differential test. A query is kept as a structure
 * (what the reference evaluates) together with everything needed to render it as Algolia text (what
 * the service parses), so a shrunk counterexample shows both.
 */

// Pools are small so that filters hit real values often. Values with a space or a hyphen must be quoted in `filters`.
const POOLS = {
  make: ['Toyota', 'Mazda', 'Ford', 'Kia', 'Alfa Romeo', 'Mercedes-Benz'],
  model: ['Corolla', 'CX-5', 'Ranger', 'Sportage', 'Giulia', 'C 200', 'HiLux'],
  car_type: ['new', 'used', 'demo'],
  colour: ['White', 'Black', 'Blue', 'Red', 'Dark Grey'],
  features: ['sunroof', 'tow bar', 'bluetooth', 'heated seats'],
  city: ['Parramatta', 'Penrith', 'Blacktown'],
  tenant: ['a', 'b'],
  // Tags are case-sensitive; `Clearance` is capitalised so a lower-case filter can miss it.
  tags: ['featured', 'bargain', 'Clearance', 'low-km'],
  seats: [2, 4, 5, 7, 8],
} as const

/** Facet values a filter may ask for that no record holds. */
const ABSENT = { make: 'Tesla', model: 'Model 3', colour: 'Green', features: 'sidecar', city: 'Bondi', tags: 'sold' } as const

const FACETABLE = ['make', 'model', 'car_type', 'colour', 'features', 'certified', 'price', 'km', 'year', 'seats', 'location.city'] as const

/** The differential index's settings: faceting as Algolia declares it, and a unique custom ranking. */
export function differentialSettings(replicas: { priceAsc: string; kmAsc: string }) {
  return {
    primary: {
      searchableAttributes: ['make'],
      attributesForFaceting: [
        'make',
        'searchable(model)',
        'car_type',
        'colour',
        'features',
        'certified',
        'price',
        'km',
        'year',
        'seats',
        'location.city',
        'filterOnly(tenant)',
      ],
      customRanking: ['desc(custom_rank)'],
    },
    replicas: [replicas.priceAsc, `virtual(${replicas.kmAsc})`],
    priceAsc: { customRanking: ['asc(price)', 'desc(custom_rank)'] },
    kmAsc: { customRanking: ['asc(km)', 'desc(custom_rank)'] },
  }
}

/** `undefined` means the attribute is left out of the record. */
const maybe = <T>(arbitrary: fc.Arbitrary<T>, missingWeight = 1): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: missingWeight }, { arbitrary, weight: 4 })

const recordArbitrary = fc.record(
  {
    make: maybe(fc.constantFrom(...POOLS.make)),
    model: fc.constantFrom(...POOLS.model),
    car_type: fc.constantFrom(...POOLS.car_type),
    // A colour is one string, a list of colours, or missing.
    colour: maybe(fc.oneof(fc.constantFrom(...POOLS.colour), fc.uniqueArray(fc.constantFrom(...POOLS.colour), { minLength: 1, maxLength: 3 }))),
    features: maybe(fc.uniqueArray(fc.constantFrom(...POOLS.features), { maxLength: 3 })),
    certified: maybe(fc.boolean()),
    price: maybe(
      fc.integer({ min: 10, max: 180 }).map((n) => n * 500),
      1,
    ),
    km: maybe(
      fc.integer({ min: 0, max: 200 }).map((n) => n * 1_000),
      2,
    ),
    year: fc.integer({ min: 2010, max: 2025 }),
    seats: maybe(fc.constantFrom(...POOLS.seats)),
    // Numeric attributes that are not in attributesForFaceting: Algolia filters on every number anyway.
    weekly_price: maybe(fc.integer({ min: 200, max: 1_600 }).map((n) => n / 4)),
    price_change: maybe(fc.integer({ min: -20, max: 20 }).map((n) => n * 250)),
    location: maybe(fc.record({ city: fc.constantFrom(...POOLS.city) }, { noNullPrototype: true })),
    tenant: fc.constantFrom(...POOLS.tenant),
    _tags: maybe(fc.uniqueArray(fc.constantFrom(...POOLS.tags), { maxLength: 3 })),
  },
  { noNullPrototype: true },
)

/** A catalogue of `min`–`max` cars; `custom_rank` is unique so every sort order is total. */
export function catalogueArbitrary(min: number, max: number): fc.Arbitrary<ReferenceRecord[]> {
  return fc.array(recordArbitrary, { minLength: min, maxLength: max }).chain((records) =>
    fc.uniqueArray(fc.integer({ min: 0, max: 1_000_000 }), { minLength: records.length, maxLength: records.length }).map((ranks) =>
      records.map((record, i): ReferenceRecord => {
        const car: ReferenceRecord = { objectID: `r${i}`, custom_rank: ranks[i] }
        for (const [key, value] of Object.entries(record)) if (value !== undefined) car[key] = value
        return car
      }),
    ),
  )
}

// ---- Filters ----

type Casing = 'asIs' | 'lower' | 'upper'
const casing = fc.constantFrom<Casing>('asIs', 'lower', 'upper')
const applyCasing = (value: string, how: Casing) => (how === 'lower' ? value.toLowerCase() : how === 'upper' ? value.toUpperCase() : value)

/** How a facet literal is written: `make:Kia`, `make:"Kia"` or `"make:Kia"` (all Algolia syntax). */
type FacetStyle = 'plain' | 'quotedValue' | 'quotedWhole'
/** How a tag literal is written: `_tags:x`, `_tags:"x"` or a bare `x`. */
type TagStyle = 'prefixed' | 'quoted' | 'bare'

type FilterLiteral = { negated: boolean } & (
  | { kind: 'facet'; attribute: string; value: string; style: FacetStyle }
  | { kind: 'tag'; value: string; style: TagStyle }
  | { kind: 'compare'; attribute: string; operator: NumericOperator; value: number; spaced: boolean }
  | { kind: 'range'; attribute: string; low: number; high: number }
)

/** Algolia's grammar: terms joined by AND (each one literal or an OR group in parentheses), or literals joined by OR. */
export type FilterExpression = { join: 'AND'; terms: Array<{ literals: FilterLiteral[]; parenthesised: boolean }> } | { join: 'OR'; literals: FilterLiteral[] }

const stringFacetValue = (attribute: 'make' | 'model' | 'colour' | 'features', pool: readonly string[]) =>
  fc.tuple(fc.constantFrom(...pool, ABSENT[attribute]), casing).map(([value, how]) => ({ attribute, value: applyCasing(value, how) }))

/** One `attribute:value` condition on a declared facet (filterOnly included), sometimes for a value nobody has. */
const facetCondition: fc.Arbitrary<{ attribute: string; value: string }> = fc.oneof(
  stringFacetValue('make', POOLS.make),
  stringFacetValue('model', POOLS.model),
  stringFacetValue('colour', POOLS.colour),
  stringFacetValue('features', POOLS.features),
  fc.tuple(fc.constantFrom(...POOLS.car_type), casing).map(([value, how]) => ({ attribute: 'car_type', value: applyCasing(value, how) })),
  fc.tuple(fc.constantFrom(...POOLS.city, ABSENT.city), casing).map(([value, how]) => ({ attribute: 'location.city', value: applyCasing(value, how) })),
  fc.constantFrom(...POOLS.tenant).map((value) => ({ attribute: 'tenant', value })),
  fc.boolean().map((value) => ({ attribute: 'certified', value: String(value) })),
  fc.integer({ min: 2009, max: 2026 }).map((year) => ({ attribute: 'year', value: String(year) })),
  fc.constantFrom(...POOLS.seats, 3).map((seats) => ({ attribute: 'seats', value: String(seats) })),
)

const facetLiteral: fc.Arbitrary<FilterLiteral> = fc
  .record({ condition: facetCondition, style: fc.constantFrom<FacetStyle>('plain', 'quotedValue', 'quotedWhole'), negated: fc.boolean() })
  .map(({ condition, style, negated }) => ({ kind: 'facet', ...condition, style, negated }))

const tagLiteral: fc.Arbitrary<FilterLiteral> = fc
  .record({
    value: fc.constantFrom(...POOLS.tags, ABSENT.tags, 'clearance'),
    style: fc.constantFrom<TagStyle>('prefixed', 'quoted', 'bare'),
    negated: fc.boolean(),
  })
  .map(({ value, style, negated }) => ({ kind: 'tag', value, style, negated }))

/** Numeric attributes and bounds around their values; `!=` only on `year`, which every record has once. */
const numericTarget = fc.oneof(
  fc.record({ attribute: fc.constant('price'), value: fc.integer({ min: 9, max: 182 }).map((n) => n * 500) }),
  fc.record({ attribute: fc.constant('km'), value: fc.integer({ min: 0, max: 201 }).map((n) => n * 1_000) }),
  fc.record({ attribute: fc.constant('year'), value: fc.integer({ min: 2009, max: 2026 }) }),
  fc.record({ attribute: fc.constant('seats'), value: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ attribute: fc.constant('weekly_price'), value: fc.integer({ min: 190, max: 1_610 }).map((n) => n / 4) }),
  fc.record({ attribute: fc.constant('price_change'), value: fc.integer({ min: -21, max: 21 }).map((n) => n * 250) }),
)
const STEPS: Record<string, number> = { price: 500, km: 1_000, price_change: 250, weekly_price: 0.25 }
const orderedOperators: NumericOperator[] = ['<', '<=', '=', '>=', '>']

const compareLiteral = (negatable: boolean): fc.Arbitrary<FilterLiteral> =>
  fc
    .record({
      target: numericTarget,
      operator: fc.constantFrom(...orderedOperators, '!='),
      spaced: fc.boolean(),
      negated: negatable ? fc.boolean() : fc.constant(false),
    })
    .map(({ target, operator, spaced, negated }) => ({
      kind: 'compare',
      attribute: target.attribute,
      operator: operator === '!=' && target.attribute !== 'year' ? '=' : operator,
      value: target.value,
      spaced,
      negated,
    }))

const rangeLiteral = (negatable: boolean): fc.Arbitrary<FilterLiteral> =>
  fc.record({ target: numericTarget, width: fc.nat({ max: 60 }), negated: negatable ? fc.boolean() : fc.constant(false) }).map(({ target, width, negated }) => {
    const step = STEPS[target.attribute] ?? 1
    return { kind: 'range', attribute: target.attribute, low: target.value, high: target.value + width * step, negated }
  })

const numericLiteral = fc.oneof(compareLiteral(true), rangeLiteral(true))

/** Algolia refuses to OR filters of different types (facet, numeric, tag), so each OR group keeps to one. */
const orGroup = (min: number): fc.Arbitrary<FilterLiteral[]> =>
  fc.oneof(
    { arbitrary: fc.array(facetLiteral, { minLength: min, maxLength: 4 }), weight: 3 },
    { arbitrary: fc.array(numericLiteral, { minLength: min, maxLength: 3 }), weight: 2 },
    { arbitrary: fc.array(tagLiteral, { minLength: min, maxLength: 3 }), weight: 1 },
  )

const anyLiteral = fc.oneof({ arbitrary: facetLiteral, weight: 3 }, { arbitrary: numericLiteral, weight: 2 }, { arbitrary: tagLiteral, weight: 1 })

export const filterExpressionArbitrary: fc.Arbitrary<FilterExpression> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.oneof(
          anyLiteral.chain((literal) => fc.boolean().map((parenthesised) => ({ literals: [literal], parenthesised }))),
          orGroup(2).map((literals) => ({ literals, parenthesised: true })),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((terms) => ({ join: 'AND' as const, terms })),
  },
  { weight: 1, arbitrary: orGroup(2).map((literals) => ({ join: 'OR' as const, literals })) },
)

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO'])
const isPlainWord = (text: string) => /^[A-Za-z0-9_.]+$/.test(text) && !KEYWORDS.has(text.toUpperCase())
const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

function renderLiteral(literal: FilterLiteral): string {
  const not = literal.negated ? 'NOT ' : ''
  switch (literal.kind) {
    case 'facet': {
      const style = literal.style === 'plain' && !isPlainWord(literal.value) ? 'quotedValue' : literal.style
      if (style === 'quotedWhole') return `${not}${quote(`${literal.attribute}:${literal.value}`)}`
      return `${not}${literal.attribute}:${style === 'plain' ? literal.value : quote(literal.value)}`
    }
    case 'tag': {
      if (literal.style === 'bare' && isPlainWord(literal.value)) return `${not}${literal.value}`
      return `${not}_tags:${literal.style === 'prefixed' && isPlainWord(literal.value) ? literal.value : quote(literal.value)}`
    }
    case 'compare':
      return literal.spaced
        ? `${not}${literal.attribute} ${literal.operator} ${literal.value}`
        : `${not}${literal.attribute}${literal.operator}${literal.value}`
    case 'range':
      return `${not}${literal.attribute}:${literal.low} TO ${literal.high}`
  }
}

export function renderFilters(expression: FilterExpression): string {
  if (expression.join === 'OR') return expression.literals.map(renderLiteral).join(' OR ')
  return expression.terms
    .map(({ literals, parenthesised }) => {
      const inner = literals.map(renderLiteral).join(' OR ')
      return parenthesised || literals.length > 1 ? `(${inner})` : inner
    })
    .join(' AND ')
}

function toReferenceLiteral(literal: FilterLiteral): Literal {
  const { negated } = literal
  switch (literal.kind) {
    case 'facet':
      return { negated, condition: { kind: 'facet', attribute: literal.attribute, value: literal.value } }
    case 'tag':
      return { negated, condition: { kind: 'tag', value: literal.value } }
    case 'compare':
      return { negated, condition: { kind: 'compare', attribute: literal.attribute, operator: literal.operator, value: literal.value } }
    case 'range':
      return { negated, condition: { kind: 'range', attribute: literal.attribute, low: literal.low, high: literal.high } }
  }
}

export function filtersToCnf(expression: FilterExpression): Cnf {
  if (expression.join === 'OR') return [expression.literals.map(toReferenceLiteral)]
  return expression.terms.map(({ literals }) => literals.map(toReferenceLiteral))
}

// ---- facetFilters, numericFilters, tagFilters ----

/** A nested filter list: strings are ANDed, an inner list is an OR group. */
export type FilterList = Array<string | string[]>

const nested = <T extends string>(item: fc.Arbitrary<T>, maxLength: number): fc.Arbitrary<FilterList> =>
  fc.array(fc.oneof(item, fc.array(item, { minLength: 1, maxLength: 3 })), { minLength: 1, maxLength })

export const facetFiltersArbitrary: fc.Arbitrary<FilterList> = nested(
  fc
    .record({ condition: facetCondition, negated: fc.boolean() })
    .map(({ condition, negated }) => `${condition.attribute}:${negated ? '-' : ''}${condition.value}`),
  3,
)

export const numericFiltersArbitrary: fc.Arbitrary<FilterList> = nested(
  fc.oneof(compareLiteral(false), rangeLiteral(false)).map((literal) => renderLiteral(literal)),
  3,
)

export const tagFiltersArbitrary: fc.Arbitrary<FilterList> = nested(
  fc.record({ value: fc.constantFrom(...POOLS.tags, ABSENT.tags), negated: fc.boolean() }).map(({ value, negated }) => `${negated ? '-' : ''}${value}`),
  2,
)

// ---- Facets and pagination ----

/** Requested facets: some facetable attributes, sometimes `*`, sometimes a filterOnly or undeclared one (never counted). */
export const facetsArbitrary: fc.Arbitrary<string[]> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<string[]>(['*']) },
  { weight: 4, arbitrary: fc.uniqueArray(fc.constantFrom<string>(...FACETABLE, 'tenant', 'custom_rank'), { minLength: 1, maxLength: 5 }) },
)

export const paginationArbitrary = fc.record({
  page: fc.option(fc.nat({ max: 15 }), { nil: undefined }),
  // 0 is left out: what Algolia answers for nbPages with hitsPerPage 0 is not documented.
  hitsPerPage: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
})

/**
 * Text queries whose matches all tie on Algolia's textual criteria, so custom ranking alone orders
 * them: one word, or the start of one, of exactly one make in the pool, never within typo distance of
 * another word (3 letters allow no typo, and the longer ones are far from every other make).
 */
const MAKE_QUERIES: Record<string, string> = {
  toyota: 'Toyota',
  toy: 'Toyota',
  maz: 'Mazda',
  mazda: 'Mazda',
  kia: 'Kia',
  alfa: 'Alfa Romeo',
  romeo: 'Alfa Romeo',
  mercedes: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  for: 'Ford',
}
export const makeQueryArbitrary = fc.constantFrom(...Object.keys(MAKE_QUERIES))

/** attributesToRetrieve: a few top-level attributes, `*`, or not given. */
export const attributesToRetrieveArbitrary = fc.option(
  fc.oneof(
    fc.constant<string[]>(['*']),
    fc.uniqueArray(fc.constantFrom('make', 'model', 'price', 'colour', 'location', '_tags', 'certified', 'weekly_price'), { maxLength: 4 }),
  ),
  { nil: undefined },
)
