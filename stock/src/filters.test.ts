import { describe, expect, it } from 'vitest'
import { allOf, anyOf, availableFilter, between, compare, equals, not, quoted } from './filters'
import { AVAILABLE_STATUSES, isAvailable } from './listing'

describe('stock filters', () => {
  it('quotes values so quotes and backslashes cannot end the string', () => {
    expect(quoted('Land Cruiser')).toBe('"Land Cruiser"')
    expect(quoted('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"')
    expect(equals('make', 'Toyota')).toBe('make:"Toyota"')
  })

  it('groups several values with OR and keeps a single value bare', () => {
    expect(anyOf('colour', ['Red'])).toBe('colour:"Red"')
    expect(anyOf('colour', ['Red', 'Blue'])).toBe('(colour:"Red" OR colour:"Blue")')
    expect(() => anyOf('colour', [])).toThrow(/at least one value/)
  })

  it('writes negations, ranges and comparisons', () => {
    expect(not(equals('objectID', '42'))).toBe('NOT objectID:"42"')
    expect(between('price', 30_000, 50_000)).toBe('price:30000 TO 50000')
    expect(compare('km', '<=', 50_000)).toBe('km <= 50000')
  })

  it('joins clauses with AND and drops the ones that do not apply', () => {
    expect(allOf([equals('make', 'Kia'), null, false, undefined, '', compare('price', '>', 0)])).toBe('make:"Kia" AND price > 0')
    expect(allOf([])).toBe('')
  })

  it('means by "available" exactly what isAvailable means', () => {
    expect(availableFilter).toBe('(status:"in_stock" OR status:"coming_soon")')
    for (const status of AVAILABLE_STATUSES) expect(isAvailable(status)).toBe(true)
    for (const status of ['sold', 'others', '']) expect(isAvailable(status)).toBe(false)
  })
})
