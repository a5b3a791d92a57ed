import { ALIVE } from '@dealer/ops/readiness'

// Asked on every probe: never answered from a build-time copy.
export const dynamic = 'force-dynamic'

/** Liveness for the balancer and the orchestrator: answered at once, with no dependency asked (readyz asks them). */
export function GET(): Response {
  return Response.json(ALIVE, { headers: { 'cache-control': 'no-store' } })
}
