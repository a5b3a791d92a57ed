// Fills every site's stock index again from its feed sources (after a restore: the indexes are not backed up, the
// feeds are their source): each enabled source of each site is imported now, as its Run now would, applied without
// waiting for staff. Run by `npm run restore` and `npm run rebuild-indexes`. Exits 1 when a source's import failed.
import type { StockImport } from '@dealer/cms-contract'
import { getPayload } from 'payload'
import configPromise from '../payload.config'
import { queueRun, runQueuedImportHere } from '../stock/import-worker'

const payload = await getPayload({ config: configPromise })
const tenants = await payload.find({ collection: 'tenants', pagination: false, depth: 0, overrideAccess: true, sort: 'slug' })
const sources = await payload.find({ collection: 'stock-feeds', where: { enabled: { equals: true } }, pagination: false, depth: 0, overrideAccess: true })
let failed = 0
for (const tenant of tenants.docs) {
  const own = sources.docs.filter((source) => source.tenant === tenant.id)
  if (own.length === 0) console.log(`${tenant.slug}: no feed source is on; import its stock file again (npm run import-feed)`)
  for (const source of own) {
    const importId = await queueRun(
      payload,
      { tenant: Number(tenant.id), feed: Number(source.id), origin: 'command', title: `${source.name}: rebuilt after a restore`, approved: true },
      undefined,
      { announce: false },
    )
    await runQueuedImportHere(payload, importId, { leaseMs: 60_000, log: (line) => console.log(line) })
    const run = (await payload.findByID({ collection: 'stock-imports', id: importId, depth: 0, overrideAccess: true })) as StockImport
    if (run.state === 'failed') {
      failed++
      console.error(`${tenant.slug}: ${source.name}: ${run.failure ?? 'the import failed'}`)
    } else console.log(`${tenant.slug}: ${source.name}: ${run.listed ?? 0} cars listed`)
  }
}
await payload.destroy()
process.exit(failed > 0 ? 1 : 0)
