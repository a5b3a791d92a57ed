// Writes the admin's import map (src/app/(payload)/admin/importMap.js) from the config.
import { generateImportMap } from 'payload'
import configPromise from '../payload.config'

await generateImportMap(await configPromise, { force: true, log: true })
// Payload leaves handles open (pool, watchers); the work is done.
process.exit(0)
