/** A JSON object as it arrives in a request body or is kept in the index. */
export type JsonObject = { [key: string]: unknown }

/** A stored record: any JSON object with a string objectID. */
export type SearchRecord = JsonObject & { objectID: string }

/** The index settings the engine reads; every other setting is kept as given. */
export interface IndexSettings {
  searchableAttributes?: string[]
  attributesForFaceting?: string[]
  customRanking?: string[]
  attributesToRetrieve?: string[]
  replicas?: string[]
  /** Left out of every hit and record but the admin key's (search/src/protocol/routes.ts forCaller). */
  unretrievableAttributes?: string[]
  [setting: string]: unknown
}

// Defined beside the parameter reader that proxies share (client/search-params.ts); the engine throws the same one.
export { InvalidInputError } from '../../client/search-params'

/** Measures an answer while it is built; `add` throws once the parts added so far are more than the answer may hold. */
export interface AnswerBudget {
  add(part: unknown): void
}
