/** What the storefront tells the CMS of a search run on a site (issue 46's demand figures): shared by both. */
import { z } from 'zod'
import { siteSlugSchema } from './car-views'

const term = (max: number) => z.string().trim().max(max)

/**
 * POST /api/insights/searches → 204: one search, as its terms only (the make and model chosen, the words typed) and
 * whether it found a car. Nothing of the shopper: no address, session or time finer than the day.
 */
export const siteSearchSchema = z.object({
  site: siteSlugSchema,
  /** As the index names them (from the search's refinements). */
  make: term(60),
  model: term(60),
  /** As typed, in lower case, so "HiLux" and "hilux" are one search. */
  query: term(100).toLowerCase(),
  found: z.boolean(),
})
export type SiteSearchRequest = z.input<typeof siteSearchSchema>
