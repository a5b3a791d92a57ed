import { config } from './config.server'

/**
 * A call to the CMS's storefront-only endpoints (lead intake, analytics, booked slots, car views), carrying the
 * storefront's own credential; browsers never hold it.
 */
export function storefrontCall(path: string, init: RequestInit): Promise<Response> {
  return fetch(new URL(path, config.cmsUrl), {
    ...init,
    headers: { authorization: `Bearer ${config.storefrontApiSecret}`, 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(10_000),
  })
}
