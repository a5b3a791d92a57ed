import { timingSafeEqual } from 'node:crypto'
import { contentCache } from './cms.server'
import { config } from './config.server'

/** The CMS calls this after staff publish, so the tenant's next page load shows the change. */
export async function invalidateContent(request: Request): Promise<Response> {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST.' }, { status: 405 })
  if (!config.invalidateSecret || !secretMatches(request.headers.get('authorization'), `Bearer ${config.invalidateSecret}`)) {
    return Response.json({ message: 'Not authorised.' }, { status: 401 })
  }
  const body: unknown = await request.json().catch(() => null)
  const tenantId = typeof body === 'object' && body !== null && 'tenantId' in body ? body.tenantId : undefined
  if (typeof tenantId !== 'string' || tenantId === '') return Response.json({ message: 'Send {"tenantId": "<id>"}.' }, { status: 400 })
  return Response.json({ dropped: contentCache.invalidateTenant(tenantId) })
}

function secretMatches(given: string | null, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
