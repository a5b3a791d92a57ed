import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createSearchServer, localHosts, type SearchServer } from '@dealer/search'
import { stockIndexName, stockIndexSettings, stockReplicas } from '@dealer/stock/index-schema'
import { algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS } from './demo-tenants'
import { seedStock } from './stock'
import { DEMO_STOCK_EXTRAS } from './stock/stock-extras'
import type { StockCar } from '@dealer/stock/car'

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

  it('writes each demo tenant’s stock the way a feed import does, its first used car with a 360° spin, and a re-run leaves the same stock', async () => {
    const client = algoliasearch(credentials.appId, credentials.adminApiKey, { hosts: localHosts(url) })
    const tenants = DEMO_TENANTS.map((tenant) => ({ ...tenant, stockCount: 30 }))
    const lines: string[] = []
    // Issue 24: a site selling caravans lists them besides its cars.
    const stockOf = (slug: string) => 30 + (DEMO_STOCK_EXTRAS[slug]?.caravans ?? 0)
    const total = tenants.reduce((sum, tenant) => sum + stockOf(tenant.slug), 0)
    expect(await seedStock(client, tenants, (line) => lines.push(line))).toBe(total)
    expect(await seedStock(client, tenants, () => {})).toBe(total)
    expect(lines).toEqual(tenants.map((tenant) => `seeded ${stockOf(tenant.slug)} cars for ${tenant.name}`))
    for (const tenant of tenants) {
      const indexName = stockIndexName(tenant.slug)
      expect(await client.getSettings({ indexName })).toMatchObject(stockIndexSettings(indexName))
      const { nbHits, hits } = await client.searchSingleIndex<{ tenant: string; custom_rank: number }>({ indexName, searchParams: { hitsPerPage: 100 } })
      expect(nbHits).toBe(stockOf(tenant.slug))
      expect(hits.every((hit) => hit.tenant === tenant.slug)).toBe(true)
      expect(hits.map((hit) => hit.custom_rank)).toEqual(hits.map((hit) => hit.custom_rank).sort((a, b) => b - a))
      for (const replica of stockReplicas(indexName))
        expect(await client.getSettings({ indexName: replica.name })).toMatchObject({ customRanking: replica.customRanking })
      // The used car a shopper opens first has its 360° spin, whole, as the car page reads it from the index.
      const { hits: used } = await client.searchSingleIndex<StockCar>({
        indexName,
        searchParams: { filters: 'status:in_stock AND car_type:used', hitsPerPage: 1 },
      })
      expect(used[0].spin_images, tenant.slug).toHaveLength(36)
      expect(used[0].spin_interior_image).toMatch(/^\/demo-photos\/.+\/interior\.svg$/)
      expect(used[0].hotspots.length).toBeGreaterThanOrEqual(3)
      expect(used[0].hotspots[0]).toEqual({
        view: 'exterior',
        frame: expect.any(Number),
        x: expect.any(Number),
        y: expect.any(Number),
        title: 'LED headlights',
        description: expect.any(String),
      })
      // No video plays in the page: a demo car's external video is at most a watch-page link (issue 24).
      expect(used[0].external_video_url ?? '').not.toContain('/embed/')
      expect(used[0].walkaround_videos).toEqual([])
    }
  })
})
