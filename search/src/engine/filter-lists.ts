import type { Clause, Condition, FilterConjunction, Literal } from './conditions'
import { parseFilters } from './filters'
import { InvalidInputError } from './types'
import type { FilterList } from '../../client/search-params'

export type { FilterList }

/** `["make:Kia", ["car_type:new", "car_type:demo"], "colour:-Red"]`; `-` negates, `\-` is a literal minus. */
export function parseFacetFilters(list: FilterList): FilterConjunction {
  return toConjunction(list, (item) => {
    const separator = item.indexOf(':')
    if (separator <= 0) throw new InvalidInputError(`facetFilters: "${item}" must look like "attribute:value"`)
    const attribute = item.slice(0, separator)
    const { text, negated } = readNegation(item.slice(separator + 1))
    const condition: Condition = attribute === '_tags' ? { kind: 'tag', value: text } : { kind: 'facet', attribute, value: text }
    return { condition, negated }
  })
}

/** `["price>=1000", ["year=2020", "year=2021"], "km:0 TO 5000"]`. */
export function parseNumericFilters(list: FilterList): FilterConjunction {
  return toConjunction(list, (item) => {
    const clauses = parseFilters(item, 'numericFilters')
    const literal = clauses.length === 1 && clauses[0].length === 1 ? clauses[0][0] : undefined
    if (!literal || literal.negated || (literal.condition.kind !== 'comparison' && literal.condition.kind !== 'range')) {
      throw new InvalidInputError(`numericFilters: "${item}" must look like "attribute>=number" or "attribute:low TO high"`)
    }
    return literal
  })
}

/** `["featured", ["red", "blue"], "-sold"]`: tags match case-sensitively. */
export function parseTagFilters(list: FilterList): FilterConjunction {
  return toConjunction(list, (item) => {
    const { text, negated } = readNegation(item)
    return { condition: { kind: 'tag', value: text }, negated }
  })
}

function toConjunction(list: FilterList, parseItem: (item: string) => Literal): FilterConjunction {
  const groups = typeof list === 'string' ? splitLegacyList(list) : list
  return groups.map((group): Clause => (Array.isArray(group) ? group : [group]).map((item) => parseItem(item.trim())))
}

function readNegation(value: string): { text: string; negated: boolean } {
  if (value.startsWith('\\-')) return { text: value.slice(1), negated: false }
  if (value.startsWith('-')) return { text: value.slice(1), negated: true }
  return { text: value, negated: false }
}

/** `a,(b,c),d` → `["a", ["b", "c"], "d"]`. */
function splitLegacyList(text: string): Array<string | string[]> {
  const groups: Array<string | string[]> = []
  let depth = 0
  let current = ''
  let orGroup: string[] | null = null
  for (const char of text) {
    if (char === '(' && depth === 0) {
      depth = 1
      orGroup = []
    } else if (char === ')' && depth === 1 && orGroup) {
      depth = 0
      if (current.trim()) orGroup.push(current.trim())
      groups.push(orGroup)
      orGroup = null
      current = ''
    } else if (char === ',') {
      if (current.trim()) (orGroup ?? groups).push(current.trim())
      current = ''
    } else {
      current += char
    }
  }
  if (depth !== 0) throw new InvalidInputError(`missing ')' in "${text}"`)
  if (current.trim()) groups.push(current.trim())
  return groups
}
