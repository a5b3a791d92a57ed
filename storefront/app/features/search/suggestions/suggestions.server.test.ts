import { describe, expect, it, vi } from 'vitest'
import type { Tenant } from '../../../server/tenant'
import type { SuggestionCounts } from './suggestions'
import { suggestionsResponse } from './suggestions.server'

const tenant: Tenant = { id: 3, name: 'Bayside Toyota', slug: 'bayside-toyota', template: 'dealer' }
const counts: SuggestionCounts = { make: { Toyota: 42 }, make_model: { 'Toyota:HiLux': 12 }, simple_body: { Ute: 30 } }

const ask = (query: string, countsOf = vi.fn(async () => counts)) =>
  suggestionsResponse(tenant, new Request(`http://bayside-toyota.localhost/api/search-suggestions${query}`), countsOf)

describe('GET /api/search-suggestions', () => {
  it('answers the suggestions as JSON, for a minute in any cache, per site', async () => {
    const response = await ask('?q=hi')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    expect(response.headers.get('vary')).toBe('Host')
    expect(await response.json()).toEqual({ suggestions: [{ kind: 'model', label: 'HiLux (Toyota)', count: 12, href: '/search/toyota/hilux' }] })
  })

  it('reads the site’s cached counts, and none for an empty box', async () => {
    const countsOf = vi.fn(async () => counts)
    await ask('?q=ute', countsOf)
    expect(countsOf).toHaveBeenCalledWith(tenant)
    const empty = vi.fn(async () => counts)
    expect(await (await ask('?q=%20', empty)).json()).toEqual({ suggestions: [] })
    expect(await (await ask('', empty)).json()).toEqual({ suggestions: [] })
    expect(empty).not.toHaveBeenCalled()
  })

  it('refuses more than 100 characters with a 400 that says so, kept by no cache', async () => {
    const response = await ask(`?q=${'a'.repeat(101)}`)
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ message: 'The search text is too long for suggestions: at most 100 characters.' })
    expect((await ask(`?q=${'a'.repeat(100)}`)).status).toBe(200)
  })
})
