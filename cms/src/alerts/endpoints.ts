import type { Endpoint } from 'payload'
import { alertSubjectSchema, stopAlertsSchema } from '@dealer/cms-contract/alerts'
import { storefrontEndpoint } from '../customers/endpoints'
import { subjectOfStopToken, stopTokenKey } from './messages'
import { alertsOf } from './store'

/**
 * The stop link's endpoints (cms-contract/alerts.ts), under /api/shopper-alerts: for the storefront only
 * (STOREFRONT_API_SECRET), each naming its site. The page a link opens asks what the token names; its button stops it.
 */

const BAD_TOKEN = { message: 'This link to stop alerts is not valid. Please use the link in your message.' }
/** A right token whose saved car or search was removed (or its customer deleted): nothing is left to alert. */
const GONE = { message: 'This car or search is no longer saved, so you will get no alerts for it.' }

const tokenEndpoint = (path: string, stop: boolean) =>
  storefrontEndpoint(path, 'post', stop ? stopAlertsSchema : alertSubjectSchema, async ({ token }, site, req) => {
    const subject = subjectOfStopToken(stopTokenKey(req.payload.secret), site.id, token)
    if (subject === null) return Response.json(BAD_TOKEN, { status: 400 })
    const answer = await alertsOf(req.payload.db.drizzle, site.id, subject, stop)
    return answer ? Response.json(answer) : Response.json(GONE, { status: 404 })
  })

/** POST /subject: what a stop link names and whether its alerts are on, changing nothing; POST /stop turns them off. */
export const alertEndpoints: Endpoint[] = [tokenEndpoint('/subject', false), tokenEndpoint('/stop', true)]
