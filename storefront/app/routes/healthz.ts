import { ALIVE } from '@dealer/ops/readiness'

/** Liveness for the process orchestrator: answered at once; it touches no tenant and no backend (readyz.ts does). */
export function loader() {
  return Response.json(ALIVE, { headers: { 'cache-control': 'no-store' } })
}
