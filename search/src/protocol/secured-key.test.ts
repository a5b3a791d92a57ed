import { describe, expect, it } from 'vitest'
import { indexPatternMatches, sourceAllowed } from './secured-key'

describe('indexPatternMatches', () => {
  it('matches exact names and patterns with a leading and/or trailing *, as Algolia does', () => {
    expect(indexPatternMatches('stock_a', 'stock_a')).toBe(true)
    expect(indexPatternMatches('stock_a', 'stock_ab')).toBe(false)
    expect(indexPatternMatches('stock_a_*', 'stock_a_price_asc')).toBe(true)
    expect(indexPatternMatches('stock_a_*', 'stock_b_price_asc')).toBe(false)
    expect(indexPatternMatches('*_price_asc', 'stock_a_price_asc')).toBe(true)
    expect(indexPatternMatches('*_price_asc', 'stock_a_price_desc')).toBe(false)
    expect(indexPatternMatches('*_a_*', 'stock_a_price_asc')).toBe(true)
    expect(indexPatternMatches('*_a_*', 'stock_b_price_asc')).toBe(false)
    expect(indexPatternMatches('*', 'anything')).toBe(true)
  })

  it('takes a * inside a name literally', () => {
    expect(indexPatternMatches('stock*a', 'stock_a')).toBe(false)
    expect(indexPatternMatches('stock*a', 'stock*a')).toBe(true)
  })
})

describe('sourceAllowed', () => {
  it('allows addresses in the listed ranges, including IPv4 as Node reports it on a dual-stack socket', () => {
    expect(sourceAllowed('192.168.1.0/24', '192.168.1.77')).toBe(true)
    expect(sourceAllowed('192.168.1.0/24', '::ffff:192.168.1.77')).toBe(true)
    expect(sourceAllowed('192.168.1.0/24', '192.168.2.1')).toBe(false)
    expect(sourceAllowed('10.0.0.1, 127.0.0.1', '127.0.0.1')).toBe(true)
    expect(sourceAllowed('::1', '::1')).toBe(true)
  })

  it('allows nothing for a source it cannot read', () => {
    expect(sourceAllowed('localhost', '127.0.0.1')).toBe(false)
    expect(sourceAllowed('127.0.0.1', 'unknown')).toBe(false)
  })
})
