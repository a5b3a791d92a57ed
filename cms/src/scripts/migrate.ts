// Applies pending migrations to DATABASE_URI. Idempotent: applied migrations are recorded by Payload.
import { getPayload } from 'payload'
import { keepEventLoopAlive } from '../lib/keep-alive'
import configPromise from '../payload.config'

keepEventLoopAlive()
const payload = await getPayload({ config: configPromise })
await payload.db.migrate()
await payload.destroy()
// Payload leaves handles open (pool, watchers); the work is done.
process.exit(0)
