// Applies pending migrations to DATABASE_URI. Idempotent: applied migrations are recorded by Payload; one process at a
// time applies them (several machines may run this as they start). The migrations are imported, not read from a folder
// at run time, so the compiled script (cms/dist/migrate.js) carries them.
import { getPayload, type Migration } from 'payload'
import { whileMigrationLockHeld } from '../lib/advisory-locks'
import { migrations } from '../migrations'
import configPromise from '../payload.config'

const payload = await getPayload({ config: configPromise })
// Payload types a migration's arguments `unknown` and writes its migrations for MigrateUpArgs: the same objects.
await whileMigrationLockHeld(() => payload.db.migrate({ migrations: migrations as Migration[] }))
await payload.destroy()
// Payload leaves handles open (pool, watchers); the work is done.
process.exit(0)
