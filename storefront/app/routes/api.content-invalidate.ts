import { timingSafeEqual } from 'node:crypto'
import { contentCache } from '../lib/cms.server'
import { config } from '../lib/config.server'
import type { Route } from './+types/api.content-invalidate'

/** The CMS calls this after staff publish, so the tenant's next page load shows the change. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST.' }, { status: 405 })
  if (!config.invalidateSecret || !secretMatches(request.headers.get('authorization'), `Bearer ${config.invalidateSecret}`)) {
    return Response.json({ message: 'Not authorised.' }, { status: 401 })
  }
  const body: unknown = await request.json().catch(() => null)
  const tenantId = typeof body === 'object' && body !== null && 'tenantId' in body ? body.tenantId : undefined
  if (typeof tenantId !== 'string' || tenantId === '') return Response.json({ message: 'Send {"tenantId": "<id>"}.' }, { status: 400 })
  return Response.json({ dropped: contentCache.invalidateTenant(tenantId) })
}

export function loader() {
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}

function secretMatches(given: string | null, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
