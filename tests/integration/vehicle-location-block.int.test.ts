import { stockIndexName } from '@dealer/stock/index-schema'
import type { StockCar } from '@dealer/stock/car'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteRequest } from './helpers/site-request'
import { cmsJsonAs } from './helpers/cms'

/** Site settings → Vehicle page → Location block shows: what the vehicle page's location block lists (spec 001 §2). */

const SITE = 'southern-cross'
const cms = (path: string) => new URL(path, process.env.CMS_URL ?? 'http://localhost:3001').toString()
let token: string
let settingsId: number
let original: Record<string, unknown>
let car: StockCar
let adelaideId: number

const asAdmin = <T>(method: string, path: string, body?: unknown) => cmsJsonAs<T>(token, method, path, body)

/** The names on the vehicle page's location block's cards, once the storefront has the settings (publishing drops its cache). */
async function blockNames(expected: (names: string[]) => boolean): Promise<string[]> {
  let names: string[] = []
  for (let attempt = 0; attempt < 20; attempt++) {
    const page = await siteRequest(SITE, `/cars/${car.slug}`)
    expect(page.status).toBe(200)
    const block = /id="vehicle-map"[\s\S]*?<\/section>/.exec(page.text)?.[0] ?? ''
    names = [...block.matchAll(/<h3[^>]*class="block-locations__name"[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1])
    if (expected(names)) return names
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return names
}

async function setVehiclePage(changes: Record<string, unknown>) {
  await asAdmin('PATCH', `/api/site-settings/${settingsId}`, { vehiclePage: { ...original, ...changes } })
}

beforeAll(async () => {
  const login = await fetch(cms('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SUPER_ADMIN) })
  token = ((await login.json()) as { token: string }).token
  const tenants = await asAdmin<{ docs: Array<{ id: number }> }>('GET', `/api/tenants?where[slug][equals]=${SITE}&depth=0`)
  const tenantId = tenants.docs[0].id
  const settings = await asAdmin<{ docs: Array<{ id: number; vehiclePage: Record<string, unknown> }> }>(
    'GET',
    `/api/site-settings?where[tenant][equals]=${tenantId}&depth=0`,
  )
  settingsId = settings.docs[0].id
  original = settings.docs[0].vehiclePage
  const locations = await asAdmin<{ docs: Array<{ id: number }> }>(
    'GET',
    `/api/locations?where[tenant][equals]=${tenantId}&where[slug][equals]=adelaide-kia&depth=0`,
  )
  adelaideId = locations.docs[0].id
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(SITE),
    searchParams: { filters: 'status:in_stock AND location_name:"Southern Cross Mazda"', hitsPerPage: 1 },
  })
  car = hits[0]
})

afterAll(async () => {
  if (settingsId) await asAdmin('PATCH', `/api/site-settings/${settingsId}`, { vehiclePage: original })
})

describe("the vehicle page's location block", () => {
  it("by default lists the car's location first, then its dealership's others", async () => {
    await setVehiclePage({ locationBlockShows: 'dealership', locationBlockLocation: null })
    const names = await blockNames((list) => list.length === 3)
    expect(names).toEqual(['Southern Cross Mazda', 'Southern Cross Mazda Parts', 'Southern Cross Mazda Service'])
  })

  it('lists the service locations, or one chosen location, as Site settings say', async () => {
    await setVehiclePage({ locationBlockShows: 'service', locationBlockLocation: null })
    expect(await blockNames((list) => list.length === 1 && list[0].endsWith('Service'))).toEqual(['Southern Cross Mazda Service'])
    await setVehiclePage({ locationBlockShows: 'location', locationBlockLocation: adelaideId })
    expect(await blockNames((list) => list[0] === 'Southern Cross Kia Adelaide')).toEqual(['Southern Cross Kia Adelaide'])
  })
})
