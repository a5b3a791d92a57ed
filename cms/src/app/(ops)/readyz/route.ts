import { readinessStatus } from '@dealer/ops/readiness'
import { cmsReadiness } from '../../../lib/readiness'

export const dynamic = 'force-dynamic'

/** Readiness: Postgres and the search service, each with whether it answered and how fast; 503 when one didn't. */
export async function GET(): Promise<Response> {
  const readiness = await cmsReadiness()
  return Response.json(readiness, { status: readinessStatus(readiness), headers: { 'cache-control': 'no-store' } })
}
