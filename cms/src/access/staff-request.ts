import type { PayloadRequest } from 'payload'
import { isSuperAdmin, tenantIdsOf } from './roles'

/** The signed-in staff of site `tenantId` (or a super-admin) may go on: null; anyone else gets the refusal to answer. */
export function staffOf(req: PayloadRequest, tenantId: number | null): Response | null {
  if (!req.user) return Response.json({ message: 'Sign in to the admin first.' }, { status: 401 })
  if (tenantId === null || !(isSuperAdmin(req.user) || tenantIdsOf(req.user).includes(tenantId)))
    return Response.json({ message: 'You do not work on that site.' }, { status: 403 })
  return null
}

/**
 * A staff action asked from another site: its refusal, else null. The staff cookie is SameSite=Lax, so a cross-site
 * form post could still carry it; the browser's Sec-Fetch-Site, or an Origin that isn't this host, gives it away.
 */
export function refuseCrossSite(req: PayloadRequest): Response | null {
  const fetchSite = req.headers.get('sec-fetch-site')
  const origin = req.headers.get('origin')
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')
  if (fetchSite === 'cross-site' || (origin && host && new URL(origin).host !== host))
    return Response.json({ message: 'This action is refused from another site.' }, { status: 403 })
  return null
}
