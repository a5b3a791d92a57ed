// Applies pending migrations to DATABASE_URI. Idempotent: applied migrations are recorded by Payload; one process at a
// time applies them (several machines may run this as they start).
import { getPayload } from 'payload'
import { whileMigrationLockHeld } from '../lib/advisory-locks'
import { importUnlessStalled, keepEventLoopAlive } from '../lib/keep-alive'

// The timer first, then the config: loading it is where the event loop has run dry (see keep-alive.ts).
keepEventLoopAlive()
const { default: configPromise } = await importUnlessStalled('migrate', () => import('../payload.config'))
const payload = await getPayload({ config: configPromise })
await whileMigrationLockHeld(() => payload.db.migrate())
await payload.destroy()
// Payload leaves handles open (pool, watchers); the work is done.
process.exit(0)
