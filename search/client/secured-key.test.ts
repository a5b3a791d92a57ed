import { createHmac } from 'node:crypto'
import { algoliasearch, type SecuredApiKeyRestrictions } from 'algoliasearch'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readSecuredApiKey, UnusableSecuredApiKeyError } from './secured-key'

// Keys are made by the official client, so the format read here is the one Algolia's clients write.
const official = algoliasearch('app', 'search-key')
if (!hasSecuredKeyHelper(official)) throw new Error('expected the Node build of algoliasearch')
const secured = (restrictions: SecuredApiKeyRestrictions, parentApiKey = 'search-key') => official.generateSecuredApiKey({ parentApiKey, restrictions })

const now = new Date('2030-01-01T00:00:00Z')
const nowSeconds = now.getTime() / 1000

describe('readSecuredApiKey', () => {
  it('reads back every restriction and search parameter the official client embeds', () => {
    const key = secured({
      filters: 'tenant:"a b" AND (make:"Škoda" OR price < 5000)',
      restrictIndices: ['stock_a', 'stock_a_*'],
      validUntil: nowSeconds + 3600,
      userToken: 'shopper-1',
      restrictSources: '192.168.1.0/24',
      searchParams: { hitsPerPage: 5, attributesToRetrieve: ['name', 'price'], query: 'a&b=c' },
    })
    expect(readSecuredApiKey(key, ['search-key'], now)).toEqual({
      parentKey: 'search-key',
      filters: 'tenant:"a b" AND (make:"Škoda" OR price < 5000)',
      restrictIndices: ['stock_a', 'stock_a_*'],
      validUntil: nowSeconds + 3600,
      userToken: 'shopper-1',
      restrictSources: '192.168.1.0/24',
      searchParams: { hitsPerPage: '5', attributesToRetrieve: 'name,price', query: 'a&b=c' },
    })
  })

  it('reads a key without restrictions', () => {
    expect(readSecuredApiKey(secured({ searchParams: { hitsPerPage: 1 } }), ['search-key'], now)).toEqual({
      parentKey: 'search-key',
      searchParams: { hitsPerPage: '1' },
    })
  })

  it('names the parent the key was derived from', () => {
    const key = secured({ filters: 'tenant:a' }, 'other-search-key')
    expect(readSecuredApiKey(key, ['search-key', 'other-search-key'], now)?.parentKey).toBe('other-search-key')
  })

  it('returns null for a key of another parent, a plain key, or anything that is not a key', () => {
    expect(readSecuredApiKey(secured({ filters: 'tenant:a' }, 'admin-key'), ['search-key'], now)).toBeNull()
    for (const notSecured of ['search-key', '', 'not base64!', Buffer.from('short').toString('base64'), Buffer.from('x'.repeat(64)).toString('base64')]) {
      expect(readSecuredApiKey(notSecured, ['search-key'], now)).toBeNull()
    }
    expect(readSecuredApiKey(secured({ filters: 'tenant:a' }, ''), [''], now)).toBeNull()
  })

  it('returns null for a tampered key: changed restrictions, a changed HMAC, or a truncated key', () => {
    const key = secured({ filters: 'tenant:a', validUntil: nowSeconds + 60 })
    const decoded = Buffer.from(key, 'base64').toString('utf8')
    const widened = Buffer.from(decoded.replace('tenant%3Aa', 'tenant%3Ab')).toString('base64')
    const appended = Buffer.from(`${decoded}&filters=`).toString('base64')
    const hmacChanged = Buffer.from(`${decoded[0] === '0' ? '1' : '0'}${decoded.slice(1)}`).toString('base64')
    const truncated = Buffer.from(decoded.slice(0, -3)).toString('base64')
    for (const tampered of [widened, appended, hmacChanged, truncated]) expect(readSecuredApiKey(tampered, ['search-key'], now)).toBeNull()
  })

  it("refuses an expired key with Algolia's own words", () => {
    const expired = new UnusableSecuredApiKeyError('validUntil parameter expired (less than current date)')
    expect(() => readSecuredApiKey(secured({ validUntil: nowSeconds - 1 }), ['search-key'], now)).toThrow(expired)
    expect(() => readSecuredApiKey(secured({ validUntil: nowSeconds }), ['search-key'], now)).toThrow(expired)
    expect(readSecuredApiKey(secured({ validUntil: nowSeconds + 1 }), ['search-key'], now)?.validUntil).toBe(nowSeconds + 1)
  })

  it('refuses a signed key that embeds a restriction twice or a validUntil that is not a time', () => {
    const signed = (queryString: string) => Buffer.from(`${hmac('search-key', queryString)}${queryString}`).toString('base64')
    expect(() => readSecuredApiKey(signed('filters=tenant%3Aa&filters=tenant%3Ab'), ['search-key'], now)).toThrow(
      new UnusableSecuredApiKeyError('The secured API key embeds filters more than once'),
    )
    expect(() => readSecuredApiKey(signed('validUntil=soon'), ['search-key'], now)).toThrow(UnusableSecuredApiKeyError)
  })

  it('round-trips any filters, indices and user token the official client embeds', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.array(fc.stringMatching(/^[a-z0-9_*-]+$/), { minLength: 1 }),
        fc.string({ unit: 'grapheme' }),
        (filters, restrictIndices, userToken) => {
          const read = readSecuredApiKey(secured({ filters, restrictIndices, userToken }), ['search-key'], now)
          expect(read).toEqual({ parentKey: 'search-key', filters, restrictIndices, userToken, searchParams: {} })
        },
      ),
    )
  })
})

function hmac(key: string, message: string): string {
  return createHmac('sha256', key).update(message).digest('hex')
}

/** `generateSecuredApiKey` exists only in the client's Node build, which its browser-facing types don't describe. */
function hasSecuredKeyHelper(
  client: object,
): client is { generateSecuredApiKey: (options: { parentApiKey: string; restrictions?: SecuredApiKeyRestrictions }) => string } {
  return 'generateSecuredApiKey' in client && typeof client.generateSecuredApiKey === 'function'
}
