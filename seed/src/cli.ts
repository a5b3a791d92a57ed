/**
 * Seeds the demo tenants, their content and their stock: `npm run seed` (with the stack running, or
 * with DATABASE_URI and SEARCH_URL pointing at a database and search service). Idempotent: tenants,
 * logins and stock return to the demo values; pages staff already have are kept. `npm start` runs it
 * when the database or the index is empty.
 */
import { keepEventLoopAlive } from '@dealer/cms/keep-alive'
import configPromise from '@dealer/cms/payload.config'
import { getPayload } from 'payload'
import { seedContent } from './content'
import { DEMO_TENANTS } from './demo-tenants'
import { adminSearchClient } from './search-client'
import { seedStock } from './stock'

const log = (line: string) => console.log(line)

keepEventLoopAlive()
const { client } = adminSearchClient()

const payload = await getPayload({ config: configPromise })
const started = Date.now()
await seedContent(payload, log)
await seedStock(client, DEMO_TENANTS, log)
log(`seeding took ${((Date.now() - started) / 1000).toFixed(1)} s`)
await payload.destroy()
// Payload keeps handles open after destroy; the work is done.
process.exit(0)
