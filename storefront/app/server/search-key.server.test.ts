import { createHmac } from 'node:crypto'
import { readSecuredApiKey } from '@dealer/search/client'
import { indexPatternMatches } from '@dealer/search/protocol/secured-key'
import { stockIndexName, stockReplicas } from '@dealer/stock/index-schema'
import { describe, expect, it } from 'vitest'
import { baseStockFilters, createTenantSearchKeys, isTenantSearchKey, tenantStockFilter } from './search-key.server'

const HOUR_MS = 60 * 60 * 1000

function fakeClock(startMs = Date.UTC(2030, 0, 1)) {
  let nowMs = startMs
  return { now: () => nowMs, advance: (ms: number) => (nowMs += ms) }
}

describe('tenantSearchKey', () => {
  it("embeds the tenant's filter, its stock index and replicas, and an expiry a day ahead", () => {
    const clock = fakeClock()
    const key = createTenantSearchKeys({ appId: 'app', parentApiKey: 'search-key', now: clock.now })({ slug: 'alpha' })
    const indexName = stockIndexName('alpha')
    expect(readSecuredApiKey(key, ['search-key'], new Date(clock.now()))).toEqual({
      parentKey: 'search-key',
      filters: 'tenant:"alpha"',
      restrictIndices: [indexName, ...stockReplicas(indexName).map((replica) => replica.name)],
      validUntil: (clock.now() + 24 * HOUR_MS) / 1000,
      searchParams: {},
    })
  })

  it("ANDs the site's base stock filter into the key, and a changed filter gets a new key", () => {
    const clock = fakeClock()
    const tenantSearchKey = createTenantSearchKeys({ appId: 'app', parentApiKey: 'search-key', now: clock.now })
    const usedOnly = tenantSearchKey({ slug: 'alpha' }, ['car_type:"used"', 'NOT make:"Kia"'])
    expect(readSecuredApiKey(usedOnly, ['search-key'], new Date(clock.now()))?.filters).toBe('tenant:"alpha" AND car_type:"used" AND NOT make:"Kia"')
    expect(tenantSearchKey({ slug: 'alpha' }, ['car_type:"used"', 'NOT make:"Kia"'])).toBe(usedOnly)
    expect(tenantSearchKey({ slug: 'alpha' })).not.toBe(usedOnly)
  })

  it('quotes the slug in the filter', () => {
    expect(tenantStockFilter('a"b\\c')).toBe('tenant:"a\\"b\\\\c"')
  })

  it('keeps one key per tenant and renews it once less than half its life is left', () => {
    const clock = fakeClock()
    const tenantSearchKey = createTenantSearchKeys({ appId: 'app', parentApiKey: 'search-key', now: clock.now })
    const first = tenantSearchKey({ slug: 'alpha' })
    expect(tenantSearchKey({ slug: 'beta' })).not.toBe(first)

    clock.advance(12 * HOUR_MS - 1)
    expect(tenantSearchKey({ slug: 'alpha' })).toBe(first)

    clock.advance(1)
    const renewed = tenantSearchKey({ slug: 'alpha' })
    expect(renewed).not.toBe(first)
    expect(readSecuredApiKey(renewed, ['search-key'], new Date(clock.now()))?.validUntil).toBe((clock.now() + 24 * HOUR_MS) / 1000)
    // The old key still works until it expires, so pages already served keep searching.
    expect(readSecuredApiKey(first, ['search-key'], new Date(clock.now()))).not.toBeNull()
  })

  it('refuses a renewal window as long as the lifetime', () => {
    expect(() => createTenantSearchKeys({ appId: 'app', parentApiKey: 'search-key', lifetimeMs: HOUR_MS, renewWithinMs: HOUR_MS })).toThrow()
  })
})

describe("a tenant's key at the search service", () => {
  const clock = fakeClock()
  const alphaKey = createTenantSearchKeys({ appId: 'app', parentApiKey: 'search-key', now: clock.now })({ slug: 'alpha' })
  const restrictions = readSecuredApiKey(alphaKey, ['search-key'], new Date(clock.now()))
  const allowed = (indexName: string) => restrictions?.restrictIndices?.some((pattern) => indexPatternMatches(pattern, indexName))

  it("reaches only the tenant's stock index and its replicas", () => {
    expect(allowed(stockIndexName('alpha'))).toBe(true)
    for (const replica of stockReplicas(stockIndexName('alpha'))) expect(allowed(replica.name)).toBe(true)
    expect(allowed(stockIndexName('beta'))).toBe(false)
    for (const replica of stockReplicas(stockIndexName('beta'))) expect(allowed(replica.name)).toBe(false)
    // A tenant whose slug extends another's gets nothing of the shorter one's, nor the reverse.
    expect(allowed(stockIndexName('alphabet'))).toBe(false)
  })

  it('is a key of the search-only key, so it carries only the search right, and stops working once expired', () => {
    expect(restrictions?.parentKey).toBe('search-key')
    expect(readSecuredApiKey(alphaKey, ['admin-key'], new Date(clock.now()))).toBeNull()
    expect(() => readSecuredApiKey(alphaKey, ['search-key'], new Date(clock.now() + 24 * HOUR_MS))).toThrow('validUntil parameter expired')
  })
})

describe('baseStockFilters', () => {
  it('turns each of the site’s clauses into a filter: used only, in stock only, excluded makes, listed stock numbers', () => {
    expect(baseStockFilters({ usedOnly: true, inStockOnly: true, excludedMakes: ['Kia', ' '], stockNumbers: ['A1', 'B2 '] })).toEqual([
      'car_type:"used"',
      'status:"in_stock"',
      'NOT make:"Kia"',
      '(stocknum:"A1" OR stocknum:"B2")',
    ])
  })

  it('adds nothing for a site without clauses', () => {
    expect(baseStockFilters(null)).toEqual([])
    expect(baseStockFilters({ usedOnly: false, inStockOnly: false, excludedMakes: [], stockNumbers: null })).toEqual([])
  })
})

describe('isTenantSearchKey', () => {
  const now = () => Date.parse('2026-11-24T00:00:00Z')
  const keys = createTenantSearchKeys({ appId: 'app', parentApiKey: 'search-key', now })
  const options = { parentApiKey: 'search-key', now }

  it("accepts the tenant's own secured keys, with or without its base stock filter", () => {
    expect(isTenantSearchKey(keys({ slug: 'alpha' }), { slug: 'alpha' }, options)).toBe(true)
    expect(isTenantSearchKey(keys({ slug: 'alpha' }, ['car_type:"used"']), { slug: 'alpha' }, options)).toBe(true)
  })

  it("refuses another tenant's key, the parent key itself, a key of another parent, an expired key and a forged one", () => {
    expect(isTenantSearchKey(keys({ slug: 'beta' }), { slug: 'alpha' }, options)).toBe(false)
    // A tenant whose slug starts like another's must not pass on that one's filter.
    expect(isTenantSearchKey(keys({ slug: 'alpha-two' }), { slug: 'alpha' }, options)).toBe(false)
    expect(isTenantSearchKey('search-key', { slug: 'alpha' }, options)).toBe(false)
    expect(isTenantSearchKey('local-admin-key', { slug: 'alpha' }, options)).toBe(false)
    const otherParent = createTenantSearchKeys({ appId: 'app', parentApiKey: 'admin-key', now })({ slug: 'alpha' })
    expect(isTenantSearchKey(otherParent, { slug: 'alpha' }, options)).toBe(false)
    expect(isTenantSearchKey(keys({ slug: 'alpha' }), { slug: 'alpha' }, { ...options, now: () => now() + 48 * 3600_000 })).toBe(false)
    const decoded = Buffer.from(keys({ slug: 'alpha' }), 'base64').toString('utf8')
    const widened = Buffer.from(decoded.replace(/filters=[^&]*/, 'filters=')).toString('base64')
    expect(isTenantSearchKey(widened, { slug: 'alpha' }, options)).toBe(false)
  })

  it('judges a key as the search service does: a signed key without an expiry, or one it would refuse, is not the site’s', () => {
    const signed = (queryString: string) =>
      Buffer.from(`${createHmac('sha256', 'search-key').update(queryString).digest('hex')}${queryString}`).toString('base64')
    const indices = `restrictIndices=${encodeURIComponent(stockIndexName('alpha'))}`
    const validUntil = `validUntil=${now() / 1000 + 3600}`
    expect(isTenantSearchKey(signed(`filters=${encodeURIComponent('tenant:"alpha"')}&${indices}&${validUntil}`), { slug: 'alpha' }, options)).toBe(true)
    expect(isTenantSearchKey(signed(`filters=${encodeURIComponent('tenant:"alpha"')}&${indices}`), { slug: 'alpha' }, options)).toBe(false)
    // The service refuses a key embedding filters twice (400); the proxy doesn't pass it on as the first one's tenant's.
    const twice = `filters=${encodeURIComponent('tenant:"alpha"')}&filters=${encodeURIComponent('tenant:"beta"')}&${indices}&${validUntil}`
    expect(isTenantSearchKey(signed(twice), { slug: 'alpha' }, options)).toBe(false)
  })
})
