import { isDevelopmentDeployment } from '@dealer/cms-contract/deployment'
import { withRequestHeaders } from '@dealer/ops/log'
import { searchOrigin } from '@dealer/search/client'
import { stockIndexName } from '@dealer/stock/index-schema'

/**
 * The Reserved tag in a site's stock index: when a reservation is paid the car's record gets `reserved: true`, when it
 * is released `false`, by a partial update through the search service's admin API (the local service or Algolia, the
 * same REST protocol). Cards and pages read stock from the index, so the tag shows within seconds; no content cache
 * is involved. The host and key are the deployment's own (ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, SEARCH_URL, as the seed
 * and feed import use them), never an address staff choose, so this is not a guarded outbound request.
 */

interface SearchAdmin {
  base: string
  appId: string
  key: string
}

type Environment = Record<string, string | undefined>

/** Where the admin API is, from the environment, or why it isn't configured. */
function searchAdminFromEnvironment(env: Environment = process.env): SearchAdmin | { problem: string } {
  const appId = env.ALGOLIA_APP_ID ?? 'local'
  const key = env.ALGOLIA_ADMIN_KEY || (isDevelopmentDeployment(env) ? 'local-admin-key' : '')
  if (!key) return { problem: 'ALGOLIA_ADMIN_KEY is not set: the CMS marks reserved cars in the stock index with it.' }
  const url = env.SEARCH_URL ?? (env.ALGOLIA_APP_ID ? null : `http://127.0.0.1:${env.SEARCH_PORT ?? 3002}`)
  return { base: searchOrigin(appId, url, 'write'), appId, key }
}

/**
 * Sets the car's `reserved` flag in the site's index. A car no longer in the index is left out (NoCreate: a stub
 * record would show a car that isn't there). Throws when the index can't be written, so the caller retries.
 */
export async function setReservedFlag(siteSlug: string, carId: string, reserved: boolean, env: Environment = process.env): Promise<void> {
  const admin = searchAdminFromEnvironment(env)
  if ('problem' in admin) throw new Error(admin.problem)
  const response = await fetch(new URL(`/1/indexes/${encodeURIComponent(stockIndexName(siteSlug, env.SEARCH_INDEX_PREFIX))}/batch`, admin.base), {
    method: 'POST',
    headers: withRequestHeaders({ 'content-type': 'application/json', 'x-algolia-application-id': admin.appId, 'x-algolia-api-key': admin.key }),
    body: JSON.stringify({ requests: [{ action: 'partialUpdateObjectNoCreate', body: { objectID: carId, reserved } }] }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok)
    throw new Error(`the search service answered ${response.status} to marking car ${carId} reserved=${reserved}: ${(await response.text()).slice(0, 300)}`)
  await response.body?.cancel().catch(() => undefined)
}
