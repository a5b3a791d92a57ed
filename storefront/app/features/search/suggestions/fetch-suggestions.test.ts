import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchSuggestions } from './fetch-suggestions'
import type { Suggestion } from './suggestions-api'

afterEach(() => vi.unstubAllGlobals())

const HILUX: Suggestion = { kind: 'model', label: 'HiLux (Toyota)', count: 12, href: '/search/toyota/hilux' }

describe('fetchSuggestions', () => {
  it('asks the route once per query for the page’s life', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ suggestions: [HILUX] }))
    vi.stubGlobal('fetch', fetch)
    const signal = new AbortController().signal
    expect(await fetchSuggestions('hi lu', signal)).toEqual([HILUX])
    expect(await fetchSuggestions('hi lu', signal)).toEqual([HILUX])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![0]).toBe('/api/search-suggestions?q=hi+lu')
    expect(fetch.mock.calls[0]![1]?.signal).toBe(signal)
  })

  it('answers none for a refused request, and asks again next time', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'Too long' }, { status: 400 }))
    vi.stubGlobal('fetch', fetch)
    expect(await fetchSuggestions('refused', new AbortController().signal)).toEqual([])
    expect(await fetchSuggestions('refused', new AbortController().signal)).toEqual([])
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('rejects when aborted, keeping nothing', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      init?.signal?.throwIfAborted()
      return Response.json({ suggestions: [HILUX] })
    })
    vi.stubGlobal('fetch', fetch)
    const aborted = new AbortController()
    aborted.abort()
    await expect(fetchSuggestions('aborted', aborted.signal)).rejects.toThrow()
    expect(await fetchSuggestions('aborted', new AbortController().signal)).toEqual([HILUX])
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
