import type { Endpoint } from 'payload'
import { refuseCrossSite, staffOf } from '../access/staff-request'
import { ImportBusyError, importReviews, type ReviewSourceRecord } from './import'
import { ReviewsProviderError } from './provider'

const json = (body: unknown, status = 200) => Response.json(body, { status })

/**
 * POST /api/review-sources/:id/import (issue 48): imports the source's reviews now, for the signed-in staff of its
 * site (or a super-admin). Answers what changed and the site's summary; 409 while another import of it runs, 502 when
 * the provider refused or did not answer (its words, safe for staff), 404 for no such source, 401/403 otherwise.
 */
export const importReviewsEndpoint: Endpoint = {
  path: '/:id/import',
  method: 'post',
  handler: async (req) => {
    const refused = refuseCrossSite(req)
    if (refused) return refused
    if (!req.user) return staffOf(req, null)!
    const id = Number(req.routeParams?.id)
    const source =
      Number.isInteger(id) && id > 0
        ? ((await req.payload
            .findByID({ collection: 'review-sources', id, depth: 0, overrideAccess: true, disableErrors: true })
            .catch(() => null)) as ReviewSourceRecord | null)
        : null
    const tenant = source ? (typeof source.tenant === 'object' ? source.tenant.id : source.tenant) : null
    // Someone else's site's source is answered as no source at all: staff learn nothing of other sites.
    if (!source || staffOf(req, tenant) !== null) return json({ message: 'There is no such review source on your sites.' }, 404)
    try {
      return json(await importReviews(req.payload, source))
    } catch (error) {
      if (error instanceof ImportBusyError) return json({ message: error.message }, 409)
      if (error instanceof ReviewsProviderError) {
        req.payload.logger.warn(`reviews import ${source.id}: ${error.detail}`)
        return json({ message: error.message }, 502)
      }
      throw error
    }
  },
}
