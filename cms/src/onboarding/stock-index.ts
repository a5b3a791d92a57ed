import type { Algoliasearch } from 'algoliasearch'
import { replaceStockIndex } from '@dealer/stock-import/import'
import { stockIndexName, stockReplicas } from '@dealer/stock/index-schema'

/** What making a site's index did, so a failure after it can undo exactly that. */
export interface StockIndexMade {
  slug: string
  indexName: string
  /** False when the index (and its replicas) were made here, and so are ours to remove on a failure. */
  existed: boolean
}

/** The index a new site of `slug` gets, and whether it is there already: asked before making it. */
export async function stockIndexToMake(client: Algoliasearch, slug: string): Promise<StockIndexMade> {
  const indexName = stockIndexName(slug)
  return { slug, indexName, existed: await client.indexExists({ indexName }) }
}

/**
 * A new site's stock index, empty, with the stock settings and sort replicas every import writes
 * (@dealer/stock-import's replaceStockIndex, as a feed import would swap in no cars). Its secured key needs nothing
 * stored: the storefront derives it from the search-only key for the site's slug, limited to this index and its
 * replicas (storefront/app/server/search-key.server.ts). An index left by an earlier site of the same slug is emptied:
 * a new site shows no one else's cars.
 */
export async function makeEmptyStockIndex(client: Algoliasearch, made: StockIndexMade): Promise<void> {
  await replaceStockIndex(client, made.slug, [])
}

/** Undoes makeEmptyStockIndex when the site it was for was never saved: removes the index and replicas it made. */
export async function removeStockIndexMade(client: Algoliasearch, made: StockIndexMade): Promise<void> {
  if (made.existed) return
  // The primary first: a replica can't be removed while an index still names it.
  for (const indexName of [made.indexName, ...stockReplicas(made.indexName).map((replica) => replica.name)]) {
    try {
      const { taskID } = await client.deleteIndex({ indexName })
      await client.waitForTask({ indexName, taskID })
    } catch (error) {
      // Already gone is what was wanted.
      if ((error as { status?: number }).status !== 404) throw error
    }
  }
}
