/**
 * Seeds the demo tenants, their content and their stock: `npm run seed` (with the stack running, or
 * with DATABASE_URI and SEARCH_URL pointing at a database and search service). Idempotent: tenants,
 * logins and stock return to the demo values; pages staff already have are kept. `npm start` runs it
 * when the database or the index is empty.
 */
import configPromise from '@dealer/cms/payload.config'
import { localHosts } from '@dealer/search/hosts'
import { algoliasearch } from 'algoliasearch'
import { getPayload } from 'payload'
import { seedContent } from './content'
import { DEMO_TENANTS } from './demo-tenants'
import { seedStock } from './stock'

const log = (line: string) => console.log(line)

const searchUrl = process.env.SEARCH_URL ?? `http://127.0.0.1:${process.env.SEARCH_PORT ?? 3002}`
const client = algoliasearch(process.env.ALGOLIA_APP_ID ?? 'local', process.env.ALGOLIA_ADMIN_KEY ?? 'local-admin-key', { hosts: localHosts(searchUrl) })

const payload = await getPayload({ config: configPromise })
const started = Date.now()
await seedContent(payload, log)
await seedStock(client, DEMO_TENANTS, log)
log(`seeding took ${((Date.now() - started) / 1000).toFixed(1)} s`)
await payload.destroy()
// Payload keeps handles open after destroy; the work is done.
process.exit(0)
