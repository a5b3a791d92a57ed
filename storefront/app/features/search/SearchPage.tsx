import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { SWRConfig } from 'swr'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { sendBrowserEvent } from '../analytics/browser-events'
import { RecentlyViewed } from '../saved-cars/RecentlyViewed'
import { FILTERS_FORM_ID, SearchFilters } from './SearchFilters'
import { SearchResults } from './SearchResults'
import { RefinementChips } from './RefinementChips'
import { SortSelect } from './SortSelect'
import { searchCacheProvider, useStockResults } from './use-stock-results'
import { withSort } from './search-page'
import { stockCountShown } from './search-results'
import { listingTitle, parseSearchUrl, searchBreadcrumbs, searchUrl, syncsSearchState, type SearchState } from './search-state'
import { searchViewKey } from './search-view'
import type { SearchPageData } from './stock-search.server'
import { formatNumber } from '@dealer/stock/format'

const SWR_OPTIONS = { provider: searchCacheProvider }

/** A stock listing: filters, sort, chips and results; after the server's first page the browser runs the queries itself. */
export function SearchPage({ loaderData }: { loaderData: SearchPageData }) {
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <SearchView loaderData={loaderData} />
    </SWRConfig>
  )
}

function SearchView({ loaderData }: { loaderData: SearchPageData }) {
  const location = useLocation()
  const navigate = useNavigate()
  const { vocabulary, siteName, origin, stockCount, usedCarSite } = loaderData
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  // Spec 001 §7's search view (event 49): once per listing viewed, not per filter change or keystroke within it.
  const viewKey = searchViewKey(location.pathname, new URLSearchParams(location.search))
  useEffect(() => {
    if (viewKey) sendBrowserEvent('search-viewed')
  }, [viewKey])

  // The address is the state (back and forward included); the loader's state stands in for an address this page
  // can't read, which only a hand-edited URL reached without a reload could be.
  const addressed = useMemo(() => {
    const params = new URLSearchParams(location.search)
    // Spec 000 §2: on the home path with no query parameters nothing is synced.
    if (!syncsSearchState(location.pathname, params)) return loaderData.state
    const parsed = parseSearchUrl(location.pathname, params, vocabulary)
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

  const title = listingTitle(state, vocabulary)
  const shownCount = stockCountShown(results.totalCars, stockCount.over1999)
  const countText = shownCount === 1 ? '1 car' : `${formatNumber(shownCount)} cars`
  const pageSuffix = state.page > 1 ? ` – page ${state.page}` : ''
  return (
    <div className="search-page">
      <title>{`${title} for sale${pageSuffix} | ${siteName}`}</title>
      <meta name="description" content={`Browse ${countText} – ${title.charAt(0).toLowerCase()}${title.slice(1)} for sale at ${siteName}.`} />
      <link rel="canonical" href={`${origin}${searchUrl({ ...state, everyCity: false })}`} />
      <Breadcrumbs trail={searchBreadcrumbs(state, { usedCarSite, vocabulary })} />
      <h1 ref={resultsHeading} tabIndex={-1}>
        {title}
      </h1>
      <div className="search-page__layout">
        <SearchFilters
          state={state}
          facets={results.facets}
          shownCount={shownCount}
          onChange={show}
          onShow={showFromTop}
          priceQuickPicks={loaderData.priceQuickPicks}
          justArrivedDays={loaderData.listing.justArrivedDays}
          subscriptions={loaderData.listing.subscriptions}
          vocabulary={vocabulary}
        />
        <div className="search-page__results">
          <div className="search-page__toolbar">
            <p className="search-page__count" role="status">
              {stockCount.show ? countText : null}
              {results.totalPages > 1 ? `${stockCount.show ? ' · ' : ''}page ${results.page} of ${results.totalPages}` : ''}
              {loading ? <span className="visually-hidden"> Updating results…</span> : null}
            </p>
            <SortSelect value={state.sortBy} onChange={(sortBy) => show(withSort(state, sortBy))} formId={FILTERS_FORM_ID} />
          </div>
          <RefinementChips state={state} />
          {/* Issue 47: to name the search and choose alerts (signed in; a plain link, so it works before any script). */}
          <p className="search-page__save">
            <a href={`/my-garage/searches/new?search=${encodeURIComponent(searchUrl({ ...state, page: 1 }))}`}>Save this search</a>
          </p>
          {failed ? (
            <p className="search-page__notice" role="alert">
              We couldn’t update the results just now. These are the last ones we found; please try again.
            </p>
          ) : null}
          <SearchResults
            state={state}
            results={results}
            loading={loading}
            promoCards={loaderData.promoCards}
            slots={loaderData.slots}
            renderedAt={loaderData.renderedAt}
            leadForms={loaderData.leadForms}
            plugins={loaderData.plugins}
            clearFiltersPath={loaderData.clearFiltersPath}
            addStockUrl={loaderData.addStockUrl}
          />
        </div>
      </div>
      <RecentlyViewed />
    </div>
  )
}
