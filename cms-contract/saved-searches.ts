import { z } from 'zod'

/**
 * Saved searches (issue 47): the CMS endpoints under /api/saved-searches that only the storefront calls, with
 * STOREFRONT_API_SECRET as a bearer and the shopper's session token. Every call names the site; a shopper reaches only
 * their own searches.
 */

const site = z.string().regex(/^[a-z0-9-]{1,100}$/)
const sessionToken = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/)
const id = z.number().int().positive()

/** A shopper keeps at most this many searches on one site. */
export const MAX_SAVED_SEARCHES = 10

export const ALERT_CHANNELS = ['sms', 'email', 'none'] as const
export type AlertChannel = (typeof ALERT_CHANNELS)[number]
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/** What the shopper chooses: the name and how to hear of new cars. */
export const savedSearchSettingsSchema = z.object({
  name: z.string().trim().min(1).max(80),
  alerts: z.enum(ALERT_CHANNELS),
  frequency: z.enum(ALERT_FREQUENCIES),
})
export type SavedSearchSettings = z.infer<typeof savedSearchSettingsSchema>

/** The search itself, as the storefront read it from the search page's address. */
export const savedSearchDefinitionSchema = z.object({
  /** The canonical search address: path and query string, no page. */
  path: z
    .string()
    .max(1000)
    .regex(/^\/[^\s]*$/),
  /** The free-text keywords (the engine's `query`). */
  query: z.string().max(200),
  /** The refinements as the engine's filters: clauses joined by AND (each OR group in brackets), no just-arrived window or sort exclusion. */
  filters: z.string().max(4000),
  /** The chips' labels joined: "Toyota HiLux · White · under $40,000". */
  summary: z.string().max(500),
})
export type SavedSearchDefinition = z.infer<typeof savedSearchDefinitionSchema>

/** POST /api/saved-searches/list → 200 SavedSearchesAnswer | 401 (no live session). */
export const listSavedSearchesSchema = z.object({ site, sessionToken })

/** POST /api/saved-searches/save → 201 { search } | 409 (already 10) | 400 | 401. */
export const saveSearchSchema = z.object({ site, sessionToken, search: savedSearchDefinitionSchema.extend(savedSearchSettingsSchema.shape) })
export type SaveSearchRequest = z.infer<typeof saveSearchSchema>

/** POST /api/saved-searches/update → 200 { search } | 404 (not this shopper's) | 400 | 401. Only what is given changes. */
export const updateSearchSchema = z.object({
  site,
  sessionToken,
  id,
  changes: savedSearchSettingsSchema.partial().extend({ paused: z.boolean().optional(), visited: z.literal(true).optional() }),
})
export type UpdateSearchRequest = z.infer<typeof updateSearchSchema>

/** POST /api/saved-searches/delete → 204 | 404 | 401. */
export const deleteSearchSchema = z.object({ site, sessionToken, id })
export type DeleteSearchRequest = z.infer<typeof deleteSearchSchema>

export interface SavedSearchView extends SavedSearchDefinition, SavedSearchSettings {
  id: number
  paused: boolean
  /** When the shopper last opened it from My garage (ISO), else when they saved it. */
  lastVisitedAt: string
  createdAt: string
}

export interface SavedSearchesAnswer {
  searches: SavedSearchView[]
}

export const SAVED_SEARCH_LIMIT_MESSAGE = `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one in My garage to save another.`
