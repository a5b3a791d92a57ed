/**
 * What one request may cost the search service, whoever's key it carries: Algolia enforces its own limits on every
 * key, and so does this stand-in (one process serves every site's search, so one greedy request stalls them all).
 * Per query, the engine keeps Algolia's parameter ranges: hitsPerPage ≤ 1000, maxValuesPerFacet ≤ 1000, pages end at
 * the 1000th hit (paginationLimitedTo's default), and `facets` counts only the index's attributesForFaceting.
 */
export interface RequestLimits {
  /** The body of a write (a batch of records, settings). */
  maxBodyBytes: number
  /** The body of a read: queries, records by id. */
  maxReadBodyBytes: number
  /** Queries in one multi-query request, and records in one getObjects request. */
  maxQueriesPerRequest: number
  /** One answer, as sent. */
  maxAnswerBytes: number
  /** Requests of one API key waiting for their turn (fair-queue.ts); more get a 429. */
  maxWaitingPerKey: number
}

const MiB = 1024 * 1024

export const REQUEST_LIMITS: RequestLimits = {
  // Far above a 1000-record batch of cars (Algolia takes 1 GB per indexing batch; one process can't).
  maxBodyBytes: 64 * MiB,
  // Algolia allows 50 MB per search request, but its queries are bounded (512-character query, 1000 filters):
  // 50 such queries are about 1.5 MB. More is no client's request, and parsing it would cost every site memory.
  maxReadBodyBytes: 2 * MiB,
  // Algolia answers "Too many queries in multi query request" (400) past 50.
  maxQueriesPerRequest: 50,
  // One full page (1000 hits, Algolia's hitsPerPage maximum) of records at Algolia's smallest record size limit (10 kB);
  // a stock record is about 3.4 kB, so a page of 1000 whole cars still fits. Algolia documents no answer limit.
  maxAnswerBytes: 10 * MiB,
  // Algolia's throttling limit: 100 pending requests.
  maxWaitingPerKey: 100,
}
