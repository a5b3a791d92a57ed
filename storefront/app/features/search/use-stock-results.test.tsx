// @vitest-environment jsdom
// useStockResults on the search page (spec 000 §4 "Search loading"): "The previous results and facets are kept while
// loading or on error; new ones replace them when data arrives." The page as a shopper uses it: the server's first
// page, then the page links, answered by the browser's own search client (stood in for here) later, or with a failure.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CarSummary } from '@dealer/stock/car-summary'
import type { SearchPageData } from './stock-search.server'
import { emptySearchState } from './search-state'
import { listedStockResults } from './stock-query'

/** The browser's search requests, each answered (or failed) when the test says. */
const pending: Array<{ requests: unknown[]; resolve: (value: unknown) => void; reject: (error: Error) => void }> = []
vi.mock('algoliasearch/lite', () => ({
  liteClient: () => ({
    search: ({ requests }: { requests: unknown[] }) => new Promise((resolve, reject) => pending.push({ requests, resolve, reject })),
  }),
}))

// The search-view event (spec 001 §7) is not this test's subject.
vi.mock('../analytics/browser-events', () => ({ sendBrowserEvent: () => {} }))

afterEach(cleanup)
// A fresh page each test: the browser's results cache lives as long as the tab (spec 000 §4), so a page one test
// fetched would otherwise be served to the next from the cache, with no request at all.
let SearchPage: typeof import('./SearchPage').SearchPage
let usePageHydrated: typeof import('@dealer/blocks/ui/near-viewport').usePageHydrated
beforeEach(async () => {
  pending.length = 0
  vi.resetModules()
  ;({ SearchPage } = await import('./SearchPage'))
  ;({ usePageHydrated } = await import('@dealer/blocks/ui/near-viewport'))
})

const car = (id: number): CarSummary =>
  ({
    objectID: String(id),
    slug: `2021-toyota-corolla-${id}`,
    name: `2021 Toyota Corolla Ascent ${id}`,
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent',
    car_type: 'used',
    status: 'in_stock',
    tag: '',
    reserved: false,
    price: 25000 + id,
    price_type: 'drive_away',
    km: 30000,
    simple_body: 'Hatch',
    simple_transmission: 'Automatic',
    stocknum: `S${id}`,
    primary_image_url: '',
  }) as CarSummary

const PAGE_SIZE = 3
const everyCar = [1, 2, 3, 4, 5, 6, 7].map(car)
const listing = { justArrivedDays: 7, justArrivedTag: 'New', soldTag: 'JUST SOLD', noPriceText: 'Enquire for price', subscriptions: false }
const now = new Date('2026-06-01T00:00:00Z')

function loaderData(): SearchPageData {
  const state = emptySearchState()
  const results = listedStockResults(
    { cars: everyCar.slice(0, PAGE_SIZE), totalCars: 7, page: 1, totalPages: 3, facets: { make: { Toyota: 7 } } },
    listing,
    now,
  )
  return {
    state,
    results,
    vocabulary: { makes: ['Toyota'], models: ['Toyota:Corolla'], bodies: ['Hatch'], dealerships: [] },
    query: { indexName: 'stock_demo', justArrivedDays: 7, hitsPerPage: PAGE_SIZE, priceAscendingExcludesZero: false },
    search: { appId: 'demo', apiKey: 'secured-key' },
    listing,
    promoCards: [],
    slots: { interval: 100, ctaCard: false },
    stockCount: { show: true, over1999: 2000 },
    usedCarSite: false,
    leadForms: { enquiryTitle: 'Enquire Now', terms: null },
    plugins: [],
    clearFiltersPath: '/search/new-used-and-demo-cars',
    priceQuickPicks: [],
    siteName: 'Demo Motors',
    origin: 'https://demo.example',
    renderedAt: now.toISOString(),
  } as unknown as SearchPageData
}

/** The page after hydration: the cards render at once (their hydration is deferred only while the page starts). */
function Hydrated({ data }: { data: SearchPageData }) {
  usePageHydrated()
  return <SearchPage loaderData={data} />
}

async function renderSearchPage() {
  const data = loaderData()
  const router = createMemoryRouter([{ path: '*', element: <Hydrated data={data} /> }], { initialEntries: ['/search/new-used-and-demo-cars'] })
  await act(async () => render(<RouterProvider router={router} />))
  return router
}

const results = () => screen.getByRole('list', { name: 'Search results' })
const carNames = () =>
  within(results())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
const count = () => screen.getByRole('status').textContent

const names = (...ids: number[]) => ids.map((id) => `2021 Toyota Corolla Ascent ${id}`)

/** Follows the Next link, as a shopper does: the browser's search starts and waits for its answer. */
async function next() {
  const asked = pending.length
  const pagination = screen.getByRole('navigation', { name: 'Pagination' })
  await act(async () => fireEvent.click(within(pagination).getByRole('link', { name: 'Next' })))
  expect(pending, 'the browser asked the search service').toHaveLength(asked + 1)
  return pending[asked]
}

/** Answers a request as the service would for results page `page` (none of the cars sold). */
async function answer(request: (typeof pending)[number], page: number) {
  const [main, ...rest] = request.requests as Array<{ hitsPerPage: number; page: number }>
  expect(main).toMatchObject({ page: page - 1, hitsPerPage: PAGE_SIZE })
  const answers = [
    { hits: everyCar.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), nbHits: 7, page: page - 1, nbPages: 3, facets: { make: { Toyota: 7 } } },
    ...rest.map(() => ({ hits: everyCar.map(({ objectID, status }) => ({ objectID, status })), nbHits: 7, page: 0, nbPages: 1 })),
  ]
  await act(async () => request.resolve({ results: answers }))
}

describe('the search page while new results load (spec 000 §4 "Search loading")', () => {
  it('keeps the previous cards and count on screen while the next page loads, then shows the new ones', async () => {
    await renderSearchPage()
    expect(carNames()).toEqual(names(1, 2, 3))

    const pageTwo = await next()
    expect(carNames(), 'the previous cards stay while loading').toEqual(names(1, 2, 3))
    expect(results().getAttribute('aria-busy')).toBe('true')
    expect(count()).toContain('7 cars')
    expect(count()).toContain('Updating results…')
    await answer(pageTwo, 2)
    expect(carNames(), 'the new cards replace them when data arrives').toEqual(names(4, 5, 6))
    expect(results().getAttribute('aria-busy')).toBe('false')
    expect(count()).toBe('7 cars · page 2 of 3')

    // The previous results are the last ones shown, not the page the server rendered.
    const pageThree = await next()
    expect(carNames(), 'page 2 stays while page 3 loads').toEqual(names(4, 5, 6))
    expect(count()).toContain('7 cars · page 2 of 3')
    await answer(pageThree, 3)
    expect(carNames()).toEqual(names(7))
    expect(count()).toBe('7 cars · page 3 of 3')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps the previous cards, count and filters when the search fails, and says so', async () => {
    await renderSearchPage()
    await answer(await next(), 2)
    expect(carNames()).toEqual(names(4, 5, 6))

    const failing = await next()
    await act(async () => failing.reject(new Error('Network error')))
    expect(carNames(), 'the previous cards stay on error').toEqual(names(4, 5, 6))
    expect(results().getAttribute('aria-busy')).toBe('false')
    expect(count()).toBe('7 cars · page 2 of 3')
    expect(screen.getByRole('alert').textContent).toBe('We couldn’t update the results just now. These are the last ones we found; please try again.')
    expect(screen.getByRole('option', { name: /Toyota/ }), 'the make filter keeps its values').toBeTruthy()
  })
})
