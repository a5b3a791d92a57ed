import { liteClient, type LiteClient } from 'algoliasearch/lite'
import useSWR, { type Cache } from 'swr'
import { LruCache } from './lru-cache'
import { searchUrl, type SearchState } from './search-state'
import { listedStockResults, searchStock, type ListedStockResults, type StockQueryOptions } from './stock-query'
import type { ListingSettings } from '@dealer/stock/car-summary'

/**
 * How many result pages the browser keeps (spec 000 §4: "the oldest entry is evicted at the cap"; the cap isn't given).
 * A page is about 21 cars and their facet counts, some 20–40 kB; 30 pages cover a long session of refining and going
 * back, in about a megabyte at most.
 */
const SEARCH_CACHE_PAGES = 30

// One cache per browser tab (kept across visits to the search page); the server renders with a fresh one per request,
// so one tenant's results can never be served to another.
let browserCache: LruCache<never> | null = null
export function searchCacheProvider(): Cache {
  if (typeof window === 'undefined') return new Map()
  browserCache ??= new LruCache(SEARCH_CACHE_PAGES)
  return browserCache
}

interface SearchSetup {
  state: SearchState
  results: ListedStockResults
  query: StockQueryOptions
  search: { appId: string; apiKey: string }
  listing: ListingSettings
}

let client: { apiKey: string; client: LiteClient } | null = null

/** The lite client, sent through the storefront's own /search-api (the browser talks to no other origin). */
function browserClient({ appId, apiKey }: SearchSetup['search']): LiteClient {
  if (client?.apiKey !== apiKey) {
    const host = {
      url: `${window.location.host}/search-api`,
      protocol: window.location.protocol === 'https:' ? ('https' as const) : ('http' as const),
      accept: 'read' as const,
    }
    client = { apiKey, client: liteClient(appId, apiKey, { hosts: [host] }) }
  }
  return client.client
}

/**
 * The results for `state`: the loader's for the address the page was rendered at, else fetched in the browser with the
 * same queries and cached by address. While a new page loads, or if it fails, the previous results stay on screen.
 */
export function useStockResults(state: SearchState, setup: SearchSetup) {
  const key = searchUrl(state)
  const { data, error, isLoading } = useSWR(
    key,
    async () => listedStockResults(await searchStock(browserClient(setup.search), state, setup.query), setup.listing, new Date()),
    {
      fallbackData: key === searchUrl(setup.state) ? setup.results : undefined,
      keepPreviousData: true,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  )
  return { results: data ?? setup.results, loading: isLoading, failed: Boolean(error) }
}
