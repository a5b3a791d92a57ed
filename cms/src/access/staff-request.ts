import type { PayloadRequest } from 'payload'
import { isSuperAdmin, tenantIdsOf } from './roles'

/** The signed-in staff of site `tenantId` (or a super-admin) may go on: null; anyone else gets the refusal to answer. */
export function staffOf(req: PayloadRequest, tenantId: number | null): Response | null {
  if (!req.user) return Response.json({ message: 'Sign in to the admin first.' }, { status: 401 })
  if (tenantId === null || !(isSuperAdmin(req.user) || tenantIdsOf(req.user).includes(tenantId)))
    return Response.json({ message: 'You do not work on that site.' }, { status: 403 })
  return null
}
