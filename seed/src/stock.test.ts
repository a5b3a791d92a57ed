import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createSearchServer, localHosts, type SearchServer } from '@dealer/search'
import { stockIndexName, stockIndexSettings, stockReplicas } from '@dealer/search/stock-index'
import { algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS } from './demo-tenants'
import { seedStock } from './stock'

describe('seedStock', () => {
  const credentials = { appId: 'seed-test', adminApiKey: 'seed-admin-key', searchApiKey: 'seed-search-key' }
  let dataDir: string
  let service: SearchServer
  let url: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-stock-'))
    service = createSearchServer({ dataDir, ...credentials })
    url = `http://127.0.0.1:${await service.listen(0)}`
  })

  afterAll(async () => {
    await service.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('writes each demo tenant’s stock the way a feed import does, and a re-run leaves the same stock', async () => {
    const client = algoliasearch(credentials.appId, credentials.adminApiKey, { hosts: localHosts(url) })
    const tenants = DEMO_TENANTS.map((tenant) => ({ ...tenant, stockCount: 30 }))
    const lines: string[] = []
    expect(await seedStock(client, tenants, (line) => lines.push(line))).toBe(30 * tenants.length)
    expect(await seedStock(client, tenants, () => {})).toBe(30 * tenants.length)
    expect(lines).toEqual(tenants.map((tenant) => `seeded 30 cars for ${tenant.name}`))
    for (const tenant of tenants) {
      const indexName = stockIndexName(tenant.slug)
      expect(await client.getSettings({ indexName })).toMatchObject(stockIndexSettings(indexName))
      const { nbHits, hits } = await client.searchSingleIndex<{ tenant: string; custom_rank: number }>({ indexName, searchParams: { hitsPerPage: 100 } })
      expect(nbHits).toBe(30)
      expect(hits.every((hit) => hit.tenant === tenant.slug)).toBe(true)
      expect(hits.map((hit) => hit.custom_rank)).toEqual(hits.map((hit) => hit.custom_rank).sort((a, b) => b - a))
      for (const replica of stockReplicas(indexName)) expect(await client.getSettings({ indexName: replica.name })).toMatchObject({ customRanking: replica.customRanking })
    }
  })
})
