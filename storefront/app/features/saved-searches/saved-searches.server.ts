import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_LIMIT_MESSAGE,
  type SaveSearchRequest,
  type SavedSearchDefinition,
  type SavedSearchesAnswer,
  type SavedSearchView,
  type UpdateSearchRequest,
} from '@dealer/cms-contract/saved-searches'
import { allOf, availableFilter, compare } from '@dealer/stock/filters'
import { stockIndexName } from '@dealer/stock/index-schema'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { getSiteSettings } from '../../server/cms.server'
import { storefrontCall } from '../../server/cms-storefront.server'
import { isRefusal, readFormWrite } from '../../server/request-guard.server'
import { baseStockFilters } from '../../server/search-key.server'
import { tenantSearch } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { requireShopper } from '../account/gate.server'
import type { ShopperSession } from '../account/session.server'
import { stockFilters } from '../search/search-filters'
import { refinementChips } from '../search/search-page'
import { listingTitle, parseSearchUrl, searchUrl } from '../search/search-state'
import { stockVocabulary } from '../search/stock-vocabulary.server'
import { readSearchSettings, type SettingsErrors } from './saved-search-form'

/**
 * Saved searches (issue 47) on the storefront: "Save this search" (/my-garage/searches/new?search=<address>) and My
 * garage → Saved searches (/my-garage/searches), both for a signed-in shopper only and both plain HTML forms posting to
 * their route's action. The searches live in the CMS (cms/src/saved-searches/); the counts come from the search engine.
 */

const SAVED_SEARCHES_PATH = '/my-garage/searches'
const PRIVATE = { 'cache-control': 'private, no-store' }
const SESSION_ENDED = 'Your session has ended. Please sign in again.'

async function cms(path: string, body: unknown): Promise<Response> {
  return storefrontCall(`/api/saved-searches/${path}`, { method: 'POST', body: JSON.stringify(body) })
}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown }
  return typeof body.message === 'string' ? body.message : `The CMS answered ${response.status}.`
}

/** The shopper's searches; null when the session has ended. */
async function readSearches(tenant: Tenant, session: ShopperSession): Promise<SavedSearchesAnswer | null> {
  const response = await cms('list', { site: tenant.slug, sessionToken: session.token })
  if (response.status === 401) return null
  if (!response.ok) throw new Error(`the CMS answered saved-searches/list with ${response.status}`)
  return (await response.json()) as SavedSearchesAnswer
}

/**
 * A search page's address as a search to save: its canonical address (page 1), its refinements as the engine's filters
 * (with the site's own base filter, as the secured key applies it; the just-arrived window is left out, new-stock
 * alerts are what follows new cars), its keywords and its chips' words. Null when the address is no listing.
 */
async function searchDefinition(tenant: Tenant, address: string): Promise<{ definition: SavedSearchDefinition; title: string } | null> {
  if (!address.startsWith('/') || address.startsWith('//') || address.length > 1000) return null
  const url = new URL(address, 'http://storefront.invalid')
  const [vocabulary, settings] = await Promise.all([stockVocabulary(tenant), getSiteSettings(tenant)])
  const parsed = parseSearchUrl(url.pathname, url.searchParams, vocabulary)
  if (!parsed.ok) return null
  const state = { ...parsed.state, page: 1, justArrived: false }
  const filters = [...stockFilters({ ...state, sortBy: 'relevance' }), ...baseStockFilters(settings?.baseStockFilter)]
  const words = [...refinementChips(state).map((chip) => chip.label), ...(state.query.trim() ? [`“${state.query.trim()}”`] : [])]
  return {
    definition: { path: searchUrl(state), query: state.query.trim(), filters: allOf(filters), summary: words.join(' · ') || 'All cars' },
    title: listingTitle(state, vocabulary),
  }
}

export interface SaveSearchPageData {
  search: Pick<SavedSearchDefinition, 'path' | 'summary'>
  defaultName: string
  hasEmail: boolean
  /** The shopper has 10 already: the page says so instead of the form. */
  full: boolean
}

export interface SaveSearchActionData {
  error: string
  errors?: SettingsErrors
  values?: Record<string, string>
}

const NOT_A_SEARCH = 'This is not a search we can save. Go back to the search page and try again.'

/** GET /my-garage/searches/new?search=…: the form naming the search and its alerts (signed in, or to sign in and back). */
export async function loadSaveSearchPage(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>) {
  const session = await requireShopper(request, context, 'my-garage')
  const found = await searchDefinition(tenant, new URL(request.url).searchParams.get('search') ?? '')
  if (!found) throw data({ message: NOT_A_SEARCH }, { status: 400, statusText: NOT_A_SEARCH })
  const answer = await readSearches(tenant, session)
  if (!answer) throw redirect(request.url, { headers: PRIVATE })
  return data<SaveSearchPageData>(
    {
      search: { path: found.definition.path, summary: found.definition.summary },
      defaultName: found.title,
      hasEmail: Boolean(session.customer.email),
      full: answer.searches.length >= MAX_SAVED_SEARCHES,
    },
    { headers: PRIVATE },
  )
}

/** POST /my-garage/searches/new: saves the search, then to My garage → Saved searches. */
export async function saveSearchAction(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>) {
  const reply = (body: SaveSearchActionData, status: number) => data(body, { status, headers: PRIVATE })
  const form = await readFormWrite(request, 4096)
  if (isRefusal(form)) return reply({ error: form.message }, form.status)
  const session = await requireShopper(request, context, 'my-garage')
  const fields = form.fields
  const values = Object.fromEntries(['name', 'alerts', 'frequency'].map((name) => [name, fields.get(name) ?? '']))
  const found = await searchDefinition(tenant, fields.get('search') ?? '')
  if (!found) return reply({ error: NOT_A_SEARCH }, 400)
  const read = readSearchSettings(fields, Boolean(session.customer.email))
  if ('errors' in read) return reply({ error: 'Please fix the following errors:', errors: read.errors, values }, 400)
  const body: SaveSearchRequest = { site: tenant.slug, sessionToken: session.token, search: { ...found.definition, ...read.settings } }
  const response = await cms('save', body)
  if (response.status === 201) throw redirect(`${SAVED_SEARCHES_PATH}?saved=1`, { headers: PRIVATE })
  if (response.status === 409) return reply({ error: SAVED_SEARCH_LIMIT_MESSAGE, values }, 409)
  if (response.status === 401) return reply({ error: SESSION_ENDED }, 401)
  if (response.status === 400) return reply({ error: await messageOf(response), values }, 400)
  throw new Error(`the CMS answered saved-searches/save with ${response.status}`)
}

/** A saved search as My garage lists it: with the cars that match now, and those listed since the shopper last opened it. */
export interface SavedSearchEntry extends SavedSearchView {
  matching: number
  newSinceVisit: number
}

export interface SavedSearchesPageData {
  searches: SavedSearchEntry[]
  hasEmail: boolean
  max: number
  saved: boolean
}

/** Each search's counts: two count-only queries per search (matching now, new since the last visit), in one request. */
async function countMatches(tenant: Tenant, searches: readonly SavedSearchView[]): Promise<SavedSearchEntry[]> {
  if (searches.length === 0) return []
  const { client } = await tenantSearch(tenant)
  const indexName = stockIndexName(tenant.slug)
  const query = (search: SavedSearchView, extra: string[]) => ({
    indexName,
    query: search.query,
    filters: allOf([search.filters, availableFilter, ...extra]),
    hitsPerPage: 0,
    attributesToRetrieve: [],
  })
  const { results } = await client.search(
    searches.flatMap((search) => [
      query(search, []),
      query(search, [compare('created_at_timestamp', '>', Math.floor(new Date(search.lastVisitedAt).getTime() / 1000))]),
    ]),
  )
  const hits = (index: number) => {
    const result = results[index]
    return result && 'nbHits' in result ? (result.nbHits ?? 0) : 0
  }
  return searches.map((search, index) => ({ ...search, matching: hits(index * 2), newSinceVisit: hits(index * 2 + 1) }))
}

/** GET /my-garage/searches: the shopper's saved searches with their counts. */
export async function loadSavedSearchesPage(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>) {
  const session = await requireShopper(request, context, 'my-garage')
  const answer = await readSearches(tenant, session)
  if (!answer) throw redirect(request.url, { headers: PRIVATE })
  return data<SavedSearchesPageData>(
    {
      searches: await countMatches(tenant, answer.searches),
      hasEmail: Boolean(session.customer.email),
      max: MAX_SAVED_SEARCHES,
      saved: new URL(request.url).searchParams.has('saved'),
    },
    { headers: PRIVATE },
  )
}

export interface SavedSearchesActionData {
  done?: string
  error?: string
  /** The search whose edit form was refused, its errors and what was typed. */
  id?: number
  errors?: SettingsErrors
  values?: Record<string, string>
}

/** POST /my-garage/searches: `update` a search's name and alerts, `pause` or `resume` its alerts, or `delete` it. */
export async function savedSearchesAction(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>) {
  const reply = (body: SavedSearchesActionData, status = 200) => data(body, { status, headers: PRIVATE })
  const form = await readFormWrite(request, 4096)
  if (isRefusal(form)) return reply({ error: form.message }, form.status)
  const session = await requireShopper(request, context, 'my-garage')
  const fields = form.fields
  const id = Number(fields.get('id'))
  if (!Number.isSafeInteger(id) || id <= 0) return reply({ error: 'That saved search was not found. It may have been deleted.' }, 400)
  const intent = fields.get('intent')
  const call = async (path: 'update' | 'delete', extra: Partial<UpdateSearchRequest> = {}) =>
    cms(path, { site: tenant.slug, sessionToken: session.token, id, ...extra })
  const outcome = async (response: Response, done: string) => {
    if (response.ok) {
      await response.body?.cancel()
      return reply({ done })
    }
    if (response.status === 401) return reply({ error: SESSION_ENDED }, 401)
    if (response.status === 400 || response.status === 404) return reply({ error: await messageOf(response) }, response.status)
    throw new Error(`the CMS answered saved-searches/${intent} with ${response.status}`)
  }
  if (intent === 'delete') return outcome(await call('delete'), 'Saved search deleted.')
  if (intent === 'pause' || intent === 'resume')
    return outcome(await call('update', { changes: { paused: intent === 'pause' } }), intent === 'pause' ? 'Alerts paused.' : 'Alerts resumed.')
  if (intent === 'update') {
    const values = Object.fromEntries(['name', 'alerts', 'frequency'].map((name) => [name, fields.get(name) ?? '']))
    const read = readSearchSettings(fields, Boolean(session.customer.email))
    if ('errors' in read) return reply({ error: 'Please fix the following errors:', id, errors: read.errors, values }, 400)
    return outcome(await call('update', { changes: read.settings }), 'Saved search updated.')
  }
  return reply({ error: 'Unknown action.' }, 400)
}

/** GET /my-garage/searches/:id/open: the search's listing, its "new since last visit" counted from now. */
export async function openSavedSearch(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>, idText: string | undefined) {
  const session = await requireShopper(request, context, 'my-garage')
  const id = Number(idText)
  const notFound = () => data({ message: 'That saved search was not found. It may have been deleted.' }, { status: 404, headers: PRIVATE })
  if (!Number.isSafeInteger(id) || id <= 0) return notFound()
  const response = await cms('update', { site: tenant.slug, sessionToken: session.token, id, changes: { visited: true } })
  if (response.status === 401) throw redirect(request.url, { headers: PRIVATE })
  if (response.status === 404) return notFound()
  if (!response.ok) throw new Error(`the CMS answered saved-searches/update with ${response.status}`)
  const { search } = (await response.json()) as { search: SavedSearchView }
  throw redirect(search.path, { headers: PRIVATE })
}
