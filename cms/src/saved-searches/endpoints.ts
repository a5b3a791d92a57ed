import type { Endpoint } from 'payload'
import {
  deleteSearchSchema,
  listSavedSearchesSchema,
  SAVED_SEARCH_LIMIT_MESSAGE,
  saveSearchSchema,
  updateSearchSchema,
  type SavedSearchesAnswer,
} from '@dealer/cms-contract/saved-searches'
import { sessionEndpoint } from '../customers/endpoints'
import { deleteSearch, listSearches, saveSearch, updateSearch } from './store'

/**
 * The saved-search endpoints (cms-contract/saved-searches.ts), under /api/saved-searches: for the storefront only, with
 * the shopper's session token; each reaches the session's customer's searches only (a search of anyone else is a 404).
 */

const NOT_FOUND = { message: 'That saved search was not found. It may have been deleted.' }
const NO_EMAIL = { message: 'Add your email address in My garage before choosing alerts by email.' }

const list = sessionEndpoint('/list', 'post', listSavedSearchesSchema, async (_input, live, site, req) =>
  Response.json({ searches: await listSearches(req.payload.db.drizzle, site.id, live.customer.id) } satisfies SavedSearchesAnswer),
)

const save = sessionEndpoint('/save', 'post', saveSearchSchema, async ({ search }, live, site, req) => {
  if (search.alerts === 'email' && !live.customer.email) return Response.json(NO_EMAIL, { status: 400 })
  const saved = await saveSearch(req.payload.db.drizzle, site.id, live.customer.id, search)
  if (saved === 'limit') return Response.json({ message: SAVED_SEARCH_LIMIT_MESSAGE }, { status: 409 })
  return Response.json({ search: saved }, { status: 201 })
})

const update = sessionEndpoint('/update', 'post', updateSearchSchema, async ({ id, changes }, live, site, req) => {
  if (changes.alerts === 'email' && !live.customer.email) return Response.json(NO_EMAIL, { status: 400 })
  const updated = await updateSearch(req.payload.db.drizzle, site.id, live.customer.id, id, changes)
  return updated ? Response.json({ search: updated }) : Response.json(NOT_FOUND, { status: 404 })
})

const remove = sessionEndpoint('/delete', 'post', deleteSearchSchema, async ({ id }, live, site, req) =>
  (await deleteSearch(req.payload.db.drizzle, site.id, live.customer.id, id)) ? new Response(null, { status: 204 }) : Response.json(NOT_FOUND, { status: 404 }),
)

export const savedSearchEndpoints: Endpoint[] = [list, save, update, remove]
