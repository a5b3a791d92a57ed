// Writes a migration for the difference between the config and the migrations so far.
// Usage: npm run migrate:create -w cms -- <name>
import { getPayload } from 'payload'
import configPromise from '../payload.config'

const payload = await getPayload({ config: configPromise })
await payload.db.createMigration({ migrationName: process.argv[2] ?? 'change', payload, forceAcceptWarning: true })
await payload.destroy()
// Payload leaves handles open (pool, watchers); the work is done.
process.exit(0)
