import { readinessStatus } from '@dealer/ops/readiness'
import { storefrontReadiness } from '../server/readiness.server'

/** Readiness for the balancer and the orchestrator: each dependency, whether it answered and how fast; 503 when one didn't. */
export async function loader() {
  const readiness = await storefrontReadiness()
  return Response.json(readiness, { status: readinessStatus(readiness), headers: { 'cache-control': 'no-store' } })
}
