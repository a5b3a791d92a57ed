import { fetchFromCms } from './cms-unavailable.server'
import { config } from './config.server'

/**
 * A call to the CMS's storefront-only endpoints (lead intake, analytics, booked slots, car views, shopper accounts),
 * carrying the storefront's own credential; browsers never hold it. It gives up after `timeoutMs` (10 s unless the
 * call says otherwise: sending a sign-in code waits 15 s for the SMS provider). A CMS that can't be reached is thrown
 * as a 503 (cms-unavailable.server.ts); `idempotent` says a POST may be sent twice (a GET may).
 */
export function storefrontCall(
  path: string,
  init: RequestInit,
  { timeoutMs = 10_000, idempotent }: { timeoutMs?: number; idempotent?: boolean } = {},
): Promise<Response> {
  return fetchFromCms(
    new URL(path, config.cmsUrl),
    {
      ...init,
      headers: { authorization: `Bearer ${config.storefrontApiSecret}`, 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    },
    { idempotent },
  )
}
