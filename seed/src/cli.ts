/**
 * Seeds the demo tenants, their content and their stock: `npm run seed` (with the stack running, or
 * with DATABASE_URI and SEARCH_URL pointing at a database and search service). Idempotent: tenants,
 * logins and stock return to the demo values; pages staff already have are kept. `npm start` runs it
 * when the database or the index is empty.
 *
 * The demo logins (published passwords) are created only with `--demo-logins` or SEED_DEMO_LOGINS=1, which the local
 * stack gives on its embedded database; seeding any other database creates no user and says so.
 */
import { parseArgs } from 'node:util'
import configPromise from '@dealer/cms/payload.config'
import { getPayload } from 'payload'
import { seedContent } from './content'
import { DEMO_TENANTS } from './demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { seedStock } from './stock'
import { seedFeedSources } from './feed-sources'
import { seedInsightsHistory } from './insights-history'

const log = (line: string) => console.log(line)
const { values: options } = parseArgs({ options: { 'demo-logins': { type: 'boolean', default: false } } })
const demoLogins = options['demo-logins'] || process.env.SEED_DEMO_LOGINS === '1'

const { client } = adminSearchClient()
const payload = await getPayload({ config: configPromise })
const started = Date.now()
await seedContent(payload, log, { demoLogins })
await seedStock(client, DEMO_TENANTS, log)
await seedInsightsHistory(payload, DEMO_TENANTS, log)
// The local stack's demo feed host (scripts/lib/stack.ts); a database of someone else's gets no demo sources.
if (process.env.DEMO_FEED_URL) await seedFeedSources(payload, DEMO_TENANTS, process.env.DEMO_FEED_URL, process.env.SEED_DEMO_FEEDS_DUE === '1', log)
else log('feed sources: none seeded (DEMO_FEED_URL is not set: the local stack sets it to its demo feed host)')
log(`seeding took ${((Date.now() - started) / 1000).toFixed(1)} s`)
await payload.destroy()
// Payload keeps handles open after destroy; the work is done.
process.exit(0)
