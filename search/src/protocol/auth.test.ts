import { algoliasearch, type SecuredApiKeyRestrictions } from 'algoliasearch'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseFilters } from '../engine/filters'
import { InvalidInputError } from '../engine/types'
import { assertIndexAllowed, authorize, restrictQuery, type Access } from './auth'
import { HttpError } from './http-error'

const credentials = { appId: 'app', adminApiKey: 'admin-key', searchApiKey: 'search-key' }
const noQuery = new URLSearchParams()
const now = new Date('2030-01-01T00:00:00Z')
const nowSeconds = now.getTime() / 1000
const invalid = new HttpError(403, 'Invalid Application-ID or API key')
const notAllowed = new HttpError(403, 'Method not allowed with this API key')

const official = algoliasearch('app', 'search-key')
if (!hasSecuredKeyHelper(official)) throw new Error('expected the Node build of algoliasearch')
const secured = (restrictions: SecuredApiKeyRestrictions, parentApiKey = 'search-key') => official.generateSecuredApiKey({ parentApiKey, restrictions })
const withKey = (apiKey: string) => ({ 'x-algolia-application-id': 'app', 'x-algolia-api-key': apiKey })

describe('authorize', () => {
  it('accepts credentials in headers or, as the browser client sends them, in the query', () => {
    expect(authorize(withKey('admin-key'), noQuery, credentials, 'editSettings')).toEqual({ rights: 'all' })
    expect(authorize({}, new URLSearchParams({ 'x-algolia-application-id': 'app', 'x-algolia-api-key': 'search-key' }), credentials, 'search')).toEqual({
      rights: ['search'],
    })
  })

  it('rejects a wrong or missing key or application id', () => {
    expect(() => authorize(withKey('guess'), noQuery, credentials, 'search')).toThrow(invalid)
    expect(() => authorize({ 'x-algolia-application-id': 'other', 'x-algolia-api-key': 'admin-key' }, noQuery, credentials, 'search')).toThrow(invalid)
    expect(() => authorize({}, noQuery, credentials, 'search')).toThrow(invalid)
  })

  it('lets the search-only key search and nothing else', () => {
    expect(() => authorize(withKey('search-key'), noQuery, credentials, 'search')).not.toThrow()
    for (const acl of ['browse', 'addObject', 'deleteObject', 'deleteIndex', 'settings', 'editSettings', 'listIndexes'] as const) {
      expect(() => authorize(withKey('search-key'), noQuery, credentials, acl)).toThrow(notAllowed)
    }
  })

  it('accepts a secured key of the search-only key with its rights and the restrictions it embeds', () => {
    const key = secured({ filters: 'tenant:a', restrictIndices: ['stock_a'], validUntil: nowSeconds + 60 })
    expect(authorize(withKey(key), noQuery, credentials, 'search', { now })).toEqual({
      rights: ['search'],
      restrictions: { parentKey: 'search-key', filters: 'tenant:a', restrictIndices: ['stock_a'], validUntil: nowSeconds + 60, searchParams: {} },
    })
    expect(
      authorize({}, new URLSearchParams({ 'x-algolia-application-id': 'app', 'x-algolia-api-key': key }), credentials, 'search', { now }).restrictions?.filters,
    ).toBe('tenant:a')
    for (const acl of ['browse', 'addObject', 'editSettings', 'listIndexes'] as const)
      expect(() => authorize(withKey(key), noQuery, credentials, acl, { now })).toThrow(notAllowed)
  })

  it('refuses secured keys of the admin key or of another secured key, as Algolia does, and tampered ones', () => {
    expect(() => authorize(withKey(secured({ filters: 'tenant:a' }, 'admin-key')), noQuery, credentials, 'search', { now })).toThrow(invalid)
    expect(() => authorize(withKey(secured({ filters: 'tenant:b' }, secured({ filters: 'tenant:a' }))), noQuery, credentials, 'search', { now })).toThrow(
      invalid,
    )
    const decoded = Buffer.from(secured({ filters: 'tenant:a' }), 'base64').toString('utf8')
    expect(() =>
      authorize(withKey(Buffer.from(decoded.replace('tenant%3Aa', 'tenant%3Ab')).toString('base64')), noQuery, credentials, 'search', { now }),
    ).toThrow(invalid)
  })

  it('refuses an expired secured key with a 400 saying it expired', () => {
    const expired = secured({ filters: 'tenant:a', validUntil: nowSeconds - 1 })
    expect(() => authorize(withKey(expired), noQuery, credentials, 'search', { now })).toThrow(
      new HttpError(400, 'validUntil parameter expired (less than current date)'),
    )
  })

  it('lets a secured key with restrictSources be used only from those addresses, and never from an unknown one', () => {
    const key = secured({ restrictSources: '10.0.0.0/8' })
    const wrongSource = new HttpError(403, 'This API key is not allowed from this IP address')
    expect(() => authorize(withKey(key), noQuery, credentials, 'search', { now, remoteAddress: '::ffff:10.1.2.3' })).not.toThrow()
    expect(() => authorize(withKey(key), noQuery, credentials, 'search', { now, remoteAddress: '192.168.0.1' })).toThrow(wrongSource)
    expect(() => authorize(withKey(key), noQuery, credentials, 'search', { now })).toThrow(wrongSource)
  })
})

const keyAccess = (restrictions: Partial<NonNullable<Access['restrictions']>>): Access => ({
  rights: ['search'],
  restrictions: { parentKey: 'search-key', searchParams: {}, ...restrictions },
})

describe('assertIndexAllowed', () => {
  it('allows any index to keys without restrictIndices', () => {
    expect(() => assertIndexAllowed({ rights: 'all' }, 'stock_b')).not.toThrow()
    expect(() => assertIndexAllowed(keyAccess({ filters: 'tenant:a' }), 'stock_b')).not.toThrow()
  })

  it('allows only the listed indices and patterns', () => {
    const access = keyAccess({ restrictIndices: ['stock_a', 'stock_a_*'] })
    expect(() => assertIndexAllowed(access, 'stock_a')).not.toThrow()
    expect(() => assertIndexAllowed(access, 'stock_a_price_asc')).not.toThrow()
    for (const other of ['stock_b', 'stock_ab', 'stock_b_price_asc'])
      expect(() => assertIndexAllowed(access, other)).toThrow(new HttpError(403, 'Index not allowed with this API key'))
  })

  it('allows no index when restrictIndices is empty', () => {
    expect(() => assertIndexAllowed(keyAccess({ restrictIndices: [] }), 'stock_a')).toThrow(HttpError)
  })
})

describe('restrictQuery', () => {
  const tenantA = keyAccess({ filters: 'tenant:"a"' })

  it('leaves the queries of keys without restrictions as they are', () => {
    const query = { indexName: 'stock_b', params: 'filters=tenant%3Ab', hitsPerPage: 5 }
    expect(restrictQuery({ rights: 'all' }, query)).toBe(query)
  })

  it("ANDs the key's filters with the request's", () => {
    expect(restrictQuery(tenantA, { indexName: 'stock_a' })).toEqual({ indexName: 'stock_a', filters: 'tenant:"a"' })
    expect(restrictQuery(tenantA, { filters: '  ' })).toEqual({ filters: 'tenant:"a"' })
    expect(restrictQuery(tenantA, { filters: 'make:Kia' }).filters).toBe('(tenant:"a") AND (make:Kia)')
    expect(restrictQuery(tenantA, { filters: 'make:Kia OR make:Ford' }).filters).toBe('(tenant:"a") AND (make:Kia OR make:Ford)')
    expect(restrictQuery(tenantA, { filters: '(make:Kia OR make:Ford) AND price < 5000' }).filters).toBe(
      '(tenant:"a") AND (make:Kia OR make:Ford) AND price < 5000',
    )
    expect(restrictQuery(keyAccess({ filters: 'tenant:a AND status:live' }), { filters: 'make:Kia' }).filters).toBe('tenant:a AND status:live AND (make:Kia)')
    expect(restrictQuery(keyAccess({}), { filters: 'make:Kia' }).filters).toBe('make:Kia')
  })

  it("can't be widened by filters that try to close the key's parentheses or OR around it", () => {
    for (const escape of ['x:1) OR (tenant:b', 'x:1)) OR ((tenant:b', 'tenant:b OR (tenant:a', '"x" OR tenant:b"']) {
      expect(() => restrictQuery(tenantA, { filters: escape })).toThrow(InvalidInputError)
    }
    // Valid on its own, and still ANDed with the key's filter as a whole.
    expect(parseFilters(String(restrictQuery(tenantA, { filters: 'tenant:b OR tenant:a' }).filters))).toEqual([
      ...parseFilters('tenant:"a"'),
      ...parseFilters('tenant:b OR tenant:a'),
    ])
  })

  it("always parses to the key's clauses followed by the request's, whatever the request's filters", () => {
    const keyFilters = 'tenant:"a" AND NOT status:sold'
    // Valid filters of every shape, some with a piece of an injection attempt spliced in somewhere.
    const literal = fc.constantFrom('tenant:b', 'tenant:"a"', 'x < 5', 'NOT tenant:b', 'price:1 TO 9', '"tenant:b"')
    const group = fc.array(literal, { minLength: 1, maxLength: 3 }).map((literals) => (literals.length === 1 ? literals[0] : `(${literals.join(' OR ')})`))
    const validFilters = fc.oneof(
      fc.array(group, { minLength: 1, maxLength: 4 }).map((groups) => groups.join(' AND ')),
      fc.array(literal, { minLength: 2, maxLength: 3 }).map((literals) => literals.join(' OR ')),
    )
    const splice = fc.constantFrom(') OR (', ')', '(', ' OR ', ' AND ', '"', "'", '\\', ' OR tenant:b')
    const requestFilters = fc
      .tuple(validFilters, fc.option(fc.tuple(splice, fc.nat())))
      .map(([text, spliced]) => (spliced ? `${text.slice(0, spliced[1] % (text.length + 1))}${spliced[0]}${text.slice(spliced[1] % (text.length + 1))}` : text))
    fc.assert(
      fc.property(requestFilters, (request) => {
        let filters: unknown
        try {
          filters = restrictQuery(keyAccess({ filters: keyFilters }), { filters: request }).filters
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidInputError)
          return
        }
        expect(parseFilters(String(filters))).toEqual([...parseFilters(keyFilters), ...parseFilters(request)])
      }),
      { numRuns: 2000 },
    )
  })

  it('merges the legacy params string first, so it is no way around the restrictions', () => {
    const access = keyAccess({ filters: 'tenant:a', searchParams: { hitsPerPage: '5' } })
    expect(restrictQuery(access, { indexName: 'stock_a', params: 'filters=tenant%3Ab&hitsPerPage=1000&query=kia' })).toEqual({
      indexName: 'stock_a',
      query: 'kia',
      hitsPerPage: '5',
      filters: '(tenant:a) AND (tenant:b)',
    })
    // A parameter named twice, or a null, is refused: two readers could take either one.
    expect(() => restrictQuery(access, { params: 'filters=tenant%3Ab', filters: 'make:Kia' })).toThrow(
      new InvalidInputError('filters is given twice: send each parameter once, as a JSON field or in params'),
    )
    expect(() => restrictQuery(access, { params: 'filters=tenant%3Ab', filters: null })).toThrow(new InvalidInputError('filters must not be null'))
  })

  it("replaces the request's value of every other embedded parameter, and the user token", () => {
    const access = keyAccess({ userToken: 'shopper-1', searchParams: { hitsPerPage: '5', attributesToRetrieve: 'name,price', indexName: 'stock_b' } })
    expect(restrictQuery(access, { indexName: 'stock_a', hitsPerPage: 1000, attributesToRetrieve: ['*'], userToken: 'someone-else', query: 'kia' })).toEqual({
      indexName: 'stock_a',
      hitsPerPage: '5',
      attributesToRetrieve: 'name,price',
      userToken: 'shopper-1',
      query: 'kia',
    })
  })

  it('rejects filters and params of the wrong type (answered 400)', () => {
    expect(() => restrictQuery(tenantA, { filters: ['tenant:b'] })).toThrow(new HttpError(400, 'filters must be a string'))
    expect(() => restrictQuery(tenantA, { params: { filters: 'tenant:b' } })).toThrow(new InvalidInputError('params must be a URL-encoded string'))
  })
})

/** `generateSecuredApiKey` exists only in the client's Node build, which its browser-facing types don't describe. */
function hasSecuredKeyHelper(
  client: object,
): client is { generateSecuredApiKey: (options: { parentApiKey: string; restrictions?: SecuredApiKeyRestrictions }) => string } {
  return 'generateSecuredApiKey' in client && typeof client.generateSecuredApiKey === 'function'
}
