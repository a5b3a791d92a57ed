import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createSearchServer, localHosts, type SearchServer } from '@dealer/search'
import { stockIndexName, stockIndexSettings, stockReplicas } from '@dealer/stock/index-schema'
import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeEmptyStockIndex, removeStockIndexMade, stockIndexToMake } from './stock-index'

describe('a new site’s stock index, on the search service', () => {
  const credentials = { appId: 'onboarding-test', adminApiKey: 'onboarding-admin-key', searchApiKey: 'onboarding-search-key' }
  let dataDir: string
  let service: SearchServer
  let client: Algoliasearch

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-index-'))
    service = createSearchServer({ dataDir, ...credentials })
    client = algoliasearch(credentials.appId, credentials.adminApiKey, { hosts: localHosts(`http://127.0.0.1:${await service.listen(0)}`) })
  })

  afterAll(async () => {
    await service.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const indexNames = async () => (await client.listIndices()).items.map((index) => index.name).sort()
  /** As onboarding makes it: what is there asked first, then made. */
  const make = async (slug: string) => {
    const made = await stockIndexToMake(client, slug)
    await makeEmptyStockIndex(client, made)
    return made
  }

  it('is made empty, with the stock settings and every sort replica, so the search page answers with no cars', async () => {
    const made = await make('harbour-city-kia')
    const indexName = stockIndexName('harbour-city-kia')
    expect(made).toEqual({ slug: 'harbour-city-kia', indexName, existed: false })
    expect((await client.searchSingleIndex({ indexName })).nbHits).toBe(0)
    expect(await client.getSettings({ indexName })).toMatchObject(stockIndexSettings(indexName))
    for (const replica of stockReplicas(indexName)) expect(await client.indexExists({ indexName: replica.name }), replica.name).toBe(true)
  })

  it('is removed with its replicas when the site was never saved', async () => {
    const made = await make('never-saved')
    await removeStockIndexMade(client, made)
    expect((await indexNames()).filter((name) => name.includes('never-saved'))).toEqual([])
  })

  it('is removed when it was only half made (the primary written, no replica yet)', async () => {
    const made = await stockIndexToMake(client, 'half-made')
    const { taskID } = await client.saveObject({ indexName: made.indexName, body: { objectID: 'placeholder' } })
    await client.waitForTask({ indexName: made.indexName, taskID })
    await removeStockIndexMade(client, made)
    expect((await indexNames()).filter((name) => name.includes('half-made'))).toEqual([])
  })

  it('empties an index an earlier site of the same slug left, and leaves it in place when the site is not saved', async () => {
    const indexName = stockIndexName('reused-slug')
    await make('reused-slug')
    const { taskID } = await client.saveObject({ indexName, body: { objectID: 'old-car', tenant: 'reused-slug' } })
    await client.waitForTask({ indexName, taskID })
    const made = await make('reused-slug')
    expect(made.existed).toBe(true)
    expect((await client.searchSingleIndex({ indexName })).nbHits).toBe(0)
    await removeStockIndexMade(client, made)
    expect(await client.indexExists({ indexName })).toBe(true)
  })
})
