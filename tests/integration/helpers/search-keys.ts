import { algoliasearch } from 'algoliasearch'
import { stockIndexName, stockReplicas } from '@dealer/stock/index-schema'

const appId = process.env.ALGOLIA_APP_ID ?? 'local'
const searchKey = process.env.ALGOLIA_SEARCH_KEY ?? 'local-search-key'

/** A site's secured search key, made as the storefront makes it: its tenant filter, its index and that index's replicas. */
export function siteSearchKey(tenant: string, validForSeconds = 600): string {
  const generator = algoliasearch(appId, searchKey) as unknown as { generateSecuredApiKey: (options: object) => string }
  const indexName = stockIndexName(tenant)
  return generator.generateSecuredApiKey({
    parentApiKey: searchKey,
    restrictions: {
      filters: `tenant:"${tenant}"`,
      restrictIndices: [indexName, ...stockReplicas(indexName).map((replica) => replica.name)],
      validUntil: Math.floor(Date.now() / 1000) + validForSeconds,
    },
  })
}
