/** A stored object: any JSON object with an objectID. */
export type SearchRecord = { objectID: string } & Record<string, unknown>

export interface IndexSettings {
  searchableAttributes?: string[]
  attributesForFaceting?: string[]
  customRanking?: string[]
  replicas?: string[]
  [setting: string]: unknown
}

/** The search parameters this engine understands, after merging the legacy `params` string. */
export interface SearchParams {
  query: string
  filters?: string
  facetFilters?: FacetFilters
  numericFilters?: NumericFilters
  tagFilters?: FacetFilters
  facets?: string[]
  maxValuesPerFacet: number
  page: number
  hitsPerPage: number
  attributesToRetrieve?: string[]
}

export type FacetFilters = string | Array<string | string[]>
export type NumericFilters = string | Array<string | string[]>

/** A 4xx the client should see as-is: Algolia answers `{ message, status }`. */
export class BadRequestError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}
