/**
 * Seeds the demo tenants, their content and their stock: `npm run seed` (with the stack running, or
 * with DATABASE_URI and SEARCH_URL pointing at a database and search service). `--if-empty` seeds only
 * a fresh database; `npm start` uses it on every start.
 */
import configPromise from '@dealer/cms/payload.config'
import { algoliasearch } from 'algoliasearch'
import { getPayload } from 'payload'
import { seedContent } from './content'
import { DEMO_TENANTS } from './demo-tenants'
import { seedStock } from './stock'

const ifEmpty = process.argv.includes('--if-empty')
const log = (line: string) => console.log(line)

const searchUrl = new URL(process.env.SEARCH_URL ?? `http://127.0.0.1:${process.env.SEARCH_PORT ?? 3002}`)
const indexName = process.env.SEARCH_INDEX ?? 'cars'
const client = algoliasearch(process.env.ALGOLIA_APP_ID ?? 'local', process.env.ALGOLIA_ADMIN_KEY ?? 'local-admin-key', {
  hosts: [{ url: searchUrl.host, protocol: searchUrl.protocol === 'https:' ? 'https' : 'http', accept: 'readWrite' }],
})

const payload = await getPayload({ config: configPromise })
const { totalDocs: existingTenants } = await payload.count({ collection: 'tenants' })
const { nbHits: existingCars = 0 } = await client.searchSingleIndex({ indexName, searchParams: { hitsPerPage: 0 } }).catch(() => ({ nbHits: 0 }))

if (ifEmpty && existingTenants > 0 && existingCars > 0) {
  log(`demo data present (${existingTenants} sites, ${existingCars} cars): not seeding`)
} else {
  const started = Date.now()
  if (!ifEmpty || existingTenants === 0) await seedContent(payload, log)
  if (!ifEmpty || existingCars === 0) await seedStock(client, indexName, DEMO_TENANTS, log)
  log(`seeding took ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
await payload.destroy()
// Payload keeps handles open after destroy; the work is done.
process.exit(0)
