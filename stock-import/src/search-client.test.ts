import { describe, expect, it } from 'vitest'
import { adminSearchClient } from './search-client'

describe('adminSearchClient', () => {
  it('uses SEARCH_URL when set, Algolia’s own hosts for a real app id without it, else the local service', () => {
    const dev = { DEALER_ENV: 'development' }
    expect(adminSearchClient({ ...dev, SEARCH_URL: 'http://127.0.0.1:4999', ALGOLIA_APP_ID: 'local' }).where).toBe('http://127.0.0.1:4999')
    expect(adminSearchClient({ ...dev, ALGOLIA_APP_ID: 'ABC123XYZ' }).where).toBe('Algolia application ABC123XYZ')
    expect(adminSearchClient({ ...dev, SEARCH_PORT: '4102' }).where).toBe('http://127.0.0.1:4102')
    expect(adminSearchClient(dev).where).toBe('http://127.0.0.1:3002')
  })
})

describe('adminSearchClient in production', () => {
  it('refuses to use the local development key, whatever NODE_ENV says, unless DEALER_ENV=development', () => {
    expect(() => adminSearchClient({ NODE_ENV: 'production', SEARCH_URL: 'http://127.0.0.1:4999' })).toThrow(/ALGOLIA_ADMIN_KEY/)
    expect(() => adminSearchClient({ SEARCH_URL: 'http://127.0.0.1:4999' })).toThrow(/ALGOLIA_ADMIN_KEY/)
    expect(adminSearchClient({ NODE_ENV: 'production', SEARCH_URL: 'http://127.0.0.1:4999', ALGOLIA_ADMIN_KEY: 'k' }).where).toBe('http://127.0.0.1:4999')
  })
})
