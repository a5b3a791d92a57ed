import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router'
import { SWRConfig } from 'swr'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { SearchFilters } from '../components/search/SearchFilters'
import { SearchResults } from '../components/search/SearchResults'
import { RefinementChips } from '../components/search/RefinementChips'
import { SortSelect } from '../components/search/SortSelect'
import { searchCacheProvider, useStockResults } from '../lib/use-stock-results'
import { withSort } from '../lib/search-page'
import { stockCountShown } from '../lib/search-results'
import { isSearchPath, listingTitle, parseSearchUrl, searchBreadcrumbs, searchUrl, type SearchState } from '../lib/search-state'
import { loadSearch } from '../lib/stock-search.server'
import type { Route } from './+types/search'

/** Every stock listing: /search/new-used-and-demo-cars, /search/used-cars, /search/{make}/{model}, /special-offers, /used-car/…, … (search-state.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return loadSearch(request)
}

/**
 * Between two search addresses the browser fetches the results itself (SWR and the lite client, same queries as the
 * loader), so the server isn't asked again. Anything else (another page, a form post) runs the loaders as usual.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !formMethod && isSearchPath(currentUrl.pathname) && isSearchPath(nextUrl.pathname) ? false : defaultShouldRevalidate
}

const SWR_OPTIONS = { provider: searchCacheProvider }

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <SearchView loaderData={loaderData} />
    </SWRConfig>
  )
}

function SearchView({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const location = useLocation()
  const navigate = useNavigate()
  const { vocabulary, siteName, origin, stockCount, usedCarSite } = loaderData
  const resultsHeading = useRef<HTMLHeadingElement>(null)

  // The address is the state (back and forward included); the loader's state stands in for an address this page
  // can't read, which only a hand-edited URL reached without a reload could be.
  const addressed = useMemo(() => {
    const parsed = parseSearchUrl(location.pathname, new URLSearchParams(location.search), vocabulary)
    return parsed.ok ? parsed.state : loaderData.state
  }, [location.pathname, location.search, vocabulary, loaderData.state])
  // A control shows the shopper's choice at once, before the navigation to its address lands.
  const [pending, setPending] = useState<SearchState | null>(null)
  useEffect(() => setPending(null), [location.key])
  const state = pending ?? addressed
  const { results, loading, failed } = useStockResults(state, loaderData)

  const show = useCallback(
    (next: SearchState) => {
      setPending(next)
      navigate(searchUrl(next), { preventScrollReset: true })
    },
    [navigate],
  )
  const showFromTop = useCallback(() => {
    // Spec 000 §4: after a Show Me click the page scrolls to the top, where the results start.
    window.scrollTo({ top: 0 })
    resultsHeading.current?.focus({ preventScroll: true })
  }, [])

  const title = listingTitle(state)
  const shownCount = stockCountShown(results.totalCars, stockCount.over1999)
  const countText = shownCount === 1 ? '1 car' : `${shownCount.toLocaleString('en-AU')} cars`
  const pageSuffix = state.page > 1 ? ` – page ${state.page}` : ''
  return (
    <div className="search-page">
      <title>{`${title} for sale${pageSuffix} | ${siteName}`}</title>
      <meta name="description" content={`Browse ${countText} – ${title.charAt(0).toLowerCase()}${title.slice(1)} for sale at ${siteName}.`} />
      <link rel="canonical" href={`${origin}${searchUrl(state)}`} />
      <Breadcrumbs trail={searchBreadcrumbs(state, { usedCarSite })} />
      <h1 ref={resultsHeading} tabIndex={-1}>
        {title}
      </h1>
      <div className="search-page__layout">
        <SearchFilters state={state} facets={results.facets} shownCount={shownCount} onChange={show} onShow={showFromTop} />
        <div className="search-page__results">
          <div className="search-page__toolbar">
            <p className="search-page__count" role="status">
              {stockCount.show ? countText : null}
              {results.totalPages > 1 ? `${stockCount.show ? ' · ' : ''}page ${results.page} of ${results.totalPages}` : ''}
              {loading ? <span className="visually-hidden"> Updating results…</span> : null}
            </p>
            <SortSelect value={state.sortBy} onChange={(sortBy) => show(withSort(state, sortBy))} />
          </div>
          <RefinementChips state={state} />
          {failed ? (
            <p className="search-page__notice" role="alert">
              We couldn’t update the results just now. These are the last ones we found; please try again.
            </p>
          ) : null}
          <SearchResults state={state} results={results} loading={loading} promoCards={loaderData.promoCards} slots={loaderData.slots} renderedAt={loaderData.renderedAt} leadForms={loaderData.leadForms} />
        </div>
      </div>
    </div>
  )
}
