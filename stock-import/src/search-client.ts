import { localHosts, searchRequester } from '@dealer/search/client'
import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import { isDevelopmentDeployment } from '@dealer/cms-contract/deployment'

/**
 * The admin search client for the seed and feed imports, from the environment the stack sets
 * (scripts/lib/stack.ts): ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and SEARCH_URL. As in the storefront's
 * config, an unset SEARCH_URL with a real ALGOLIA_APP_ID means Algolia's own hosts; with neither, the
 * local service on SEARCH_PORT (3002). Production needs ALGOLIA_ADMIN_KEY; development (DEALER_ENV) uses the local one.
 */
export function adminSearchClient(env: Record<string, string | undefined> = process.env): { client: Algoliasearch; where: string } {
  const appId = env.ALGOLIA_APP_ID ?? 'local'
  // The local service's development key; in production the admin key is always given.
  if (!isDevelopmentDeployment(env) && !env.ALGOLIA_ADMIN_KEY) throw new Error('ALGOLIA_ADMIN_KEY is not set: production needs the search admin key.')
  const adminKey = env.ALGOLIA_ADMIN_KEY || 'local-admin-key'
  const url = env.SEARCH_URL ?? (env.ALGOLIA_APP_ID ? null : `http://127.0.0.1:${env.SEARCH_PORT ?? 3002}`)
  if (url === null) return { client: algoliasearch(appId, adminKey, { requester: searchRequester }), where: `Algolia application ${appId}` }
  return { client: algoliasearch(appId, adminKey, { hosts: localHosts(url), requester: searchRequester }), where: url }
}
