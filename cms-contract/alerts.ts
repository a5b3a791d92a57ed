import { z } from 'zod'

/**
 * The unsubscribe link every alert carries (price drops and new stock, decision 060): the storefront's page asks the
 * CMS what a token names and turns those alerts off. Only the platform's servers call these, with
 * STOREFRONT_API_SECRET as a bearer; the token is the shopper's only credential, so no sign-in is needed.
 */

const site = z.string().regex(/^[a-z0-9-]{1,100}$/)

/** The token in an alert's stop link: what it stops (a saved car's id, or "s" and a saved search's) and an HMAC. */
export const stopTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{10,200}$/)

/** POST /api/shopper-alerts/subject → 200 StopAlertsAnswer | 400 (not one of this site's tokens) | 404 (gone) | 401. Changes nothing. */
export const alertSubjectSchema = z.object({ site, token: stopTokenSchema })

/** POST /api/shopper-alerts/stop → as subject, after turning the alerts off (the same 200 when they already were). */
export const stopAlertsSchema = z.object({ site, token: stopTokenSchema })
export type StopAlertsRequest = z.infer<typeof stopAlertsSchema>

export interface StopAlertsAnswer {
  kind: 'price-drop' | 'new-stock'
  /** The saved car's name, or the saved search's. */
  name: string
  /** Whether its alerts are on (after stop: false). */
  on: boolean
}
