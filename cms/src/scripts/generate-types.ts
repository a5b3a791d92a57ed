// Writes cms-contract/payload-types.ts from the config. Run via tsx: the payload CLI sometimes exits 0 without doing anything.
import { generateTypes } from 'payload/node'
import configPromise from '../payload.config'

await generateTypes(await configPromise, { log: true })
// Payload leaves handles open (pool, watchers); the work is done.
process.exit(0)
