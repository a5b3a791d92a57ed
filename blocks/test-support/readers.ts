import type { BlockReaders } from '../src/readers'

/**
 * Readers for block-loader tests: every read answers empty unless the test gives an answer, and each call is recorded,
 * so a test can assert what a loader asked for as well as what it made of the answer.
 */
export function fakeReaders(overrides: { cms?: Partial<BlockReaders['cms']>; stock?: Partial<BlockReaders['stock']>; tenantSlug?: string; now?: Date } = {}) {
  const calls: Array<{ reader: string; args: unknown[] }> = []
  const record =
    <Args extends unknown[], Result>(reader: string, answer: (...args: Args) => Result) =>
    (...args: Args): Result => {
      calls.push({ reader, args })
      return answer(...args)
    }
  const cms: BlockReaders['cms'] = {
    brandGrid: record('cms.brandGrid', overrides.cms?.brandGrid ?? (async () => null)),
    faqs: record('cms.faqs', overrides.cms?.faqs ?? (async () => [])),
    financeLenders: record('cms.financeLenders', overrides.cms?.financeLenders ?? (async () => [])),
    locations: record('cms.locations', overrides.cms?.locations ?? (async () => [])),
    promoCards: record('cms.promoCards', overrides.cms?.promoCards ?? (async () => [])),
    publishedPagePaths: record('cms.publishedPagePaths', overrides.cms?.publishedPagePaths ?? (async () => [])),
    publishedStorePages: record('cms.publishedStorePages', overrides.cms?.publishedStorePages ?? (async () => [])),
    reviewSummary: record('cms.reviewSummary', overrides.cms?.reviewSummary ?? (async () => ({ count: 0, average_rating: null }))),
    siteSettings: record('cms.siteSettings', overrides.cms?.siteSettings ?? (async () => null)),
    topReviews: record('cms.topReviews', overrides.cms?.topReviews ?? (async () => [])),
  }
  const stock: BlockReaders['stock'] = {
    listedCars: record('stock.listedCars', overrides.stock?.listedCars ?? (async () => [])),
    listingPath: record(
      'stock.listingPath',
      overrides.stock?.listingPath ??
        ((refinements) => `/search?${new URLSearchParams(Object.entries(refinements).map(([facet, values]) => [facet, (values ?? []).join(',')]))}`),
    ),
    makeCounts: record('stock.makeCounts', overrides.stock?.makeCounts ?? (async () => [])),
  }
  const readers: BlockReaders = { tenantSlug: overrides.tenantSlug ?? 'demo', now: overrides.now ?? new Date('2026-11-23T00:00:00Z'), cms, stock }
  return { readers, calls }
}
