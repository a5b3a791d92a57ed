// The one query that lets sold runs collapse over the whole result list rather than per page (spec 000 §4, issue 48):
// every reachable hit's status, in order, and nothing else. Its own small module so the /search-api proxy's limits can
// name it without taking in the search page's query code.

/** Algolia's paginationLimitedTo default, and our service's: no page reaches past the 1000th hit. */
export const SOLD_RUN_SWEEP_HITS = 1000

/** Only the status (the service adds objectID): some 50 bytes a hit, about 50 kB for 1000 before compression. */
export const SOLD_RUN_SWEEP_ATTRIBUTES: readonly string[] = ['status']

/** Whether a query, as the search service reads it, is the statuses-only sweep: its hits carry no car but a status. */
export function isSoldRunSweep(params: { hitsPerPage: number; attributesToRetrieve?: readonly string[]; facets?: readonly string[] }): boolean {
  const attributes = params.attributesToRetrieve ?? []
  return (
    params.hitsPerPage <= SOLD_RUN_SWEEP_HITS &&
    attributes.length === SOLD_RUN_SWEEP_ATTRIBUTES.length &&
    attributes.every((name) => SOLD_RUN_SWEEP_ATTRIBUTES.includes(name)) &&
    (params.facets?.length ?? 0) === 0
  )
}
