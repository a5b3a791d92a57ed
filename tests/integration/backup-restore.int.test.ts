import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { nodeCommand } from '../../scripts/lib/entries'
import { startDebianPostgres, type DebianPostgres } from './helpers/debian-postgres'
import { environment, repoRoot, run } from './helpers/processes'

/**
 * The restore drill (docs/operations.md, "Backups"): a seeded database with shoppers' accounts and leads is backed up
 * with `npm run backup`'s program, restored with `npm run restore`'s into an empty database, its stock indexes rebuilt
 * from the sites' feeds under a search prefix of their own, and every site's pages, leads and shopper accounts, its
 * media files and its stock are compared with the original's. On the machine's Debian PostgreSQL, whose pg_dump and
 * pg_restore match its server (the stack's embedded Postgres ships no client tools).
 */

const drill = `drill${crypto.randomBytes(3).toString('hex')}`
const SEEDED_PREFIX = `${drill}_`
const REBUILT_PREFIX = `${drill}r_`
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-drill-'))
const sourceMedia = path.join(work, 'media-source')
const restoredMedia = path.join(work, 'media-restored')
let postgres: DebianPostgres

/** Each site's rows of a table, counted and fingerprinted (every column of every row, in id order). */
async function rowsBySite(database: string, table: string): Promise<Record<string, { rows: number; fingerprint: string }>> {
  const found = await postgres.query<{ slug: string; rows: string; fingerprint: string }>(
    database,
    `SELECT tenants.slug, count(t.id) AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS fingerprint
       FROM tenants LEFT JOIN ${table} t ON t.tenant_id = tenants.id GROUP BY tenants.slug ORDER BY tenants.slug`,
  )
  return Object.fromEntries(found.map((row) => [row.slug, { rows: Number(row.rows), fingerprint: row.fingerprint }]))
}

const program = (name: Parameters<typeof nodeCommand>[0], env: Record<string, string | undefined>, ...args: string[]) =>
  run(...nodeCommand(name, ...args), { cwd: repoRoot, env: environment(env), timeoutMs: 180_000 })

/** Each demo site's cars in stock in its index under `prefix`. (The seed also writes cars sold long ago, which an import leaves out.) */
async function carsInStock(prefix: string): Promise<Record<string, number>> {
  const { client } = adminSearchClient()
  const counts: Record<string, number> = {}
  for (const tenant of DEMO_TENANTS) {
    const { nbHits } = await client.searchSingleIndex({
      indexName: stockIndexName(tenant.slug, prefix),
      searchParams: { hitsPerPage: 0, filters: 'status:in_stock' },
    })
    counts[tenant.slug] = nbHits ?? 0
  }
  return counts
}

beforeAll(async () => {
  postgres = await startDebianPostgres()
  await postgres.createDatabase('drill_source')
  await postgres.createDatabase('drill_restored')
}, 60_000)

afterAll(async () => {
  const { client } = adminSearchClient()
  const { items } = await client.listIndices()
  await Promise.all(items.filter((index) => index.name.startsWith(drill)).map((index) => client.deleteIndex({ indexName: index.name })))
  await postgres?.stop()
  fs.rmSync(work, { recursive: true, force: true })
}, 60_000)

describe('the backup and restore drill', () => {
  it('brings back every site’s pages, leads, shopper accounts, media and stock into an empty database', { timeout: 600_000 }, async () => {
    const source = { DATABASE_URI: postgres.uri('drill_source'), MEDIA_DIR: sourceMedia, SEARCH_INDEX_PREFIX: SEEDED_PREFIX, S3_BUCKET: undefined }
    for (const step of [() => program('migrate', source), () => program('seed', source)]) {
      const { code, output } = await step()
      expect(code, output.slice(-3000)).toBe(0)
    }
    // Shoppers signed up on every site (the seed makes leads, not accounts).
    await postgres.query(
      'drill_source',
      `INSERT INTO customers (tenant_id, phone, first_name, email) SELECT id, '04' || lpad(id::text, 8, '0'), 'Drill', 'drill' || id || '@example.com' FROM tenants`,
    )
    const before = {
      pages: await rowsBySite('drill_source', 'pages'),
      leads: await rowsBySite('drill_source', 'leads'),
      customers: await rowsBySite('drill_source', 'customers'),
    }
    for (const tenant of DEMO_TENANTS)
      for (const [table, bySite] of Object.entries(before)) expect(bySite[tenant.slug]?.rows, `${tenant.slug}'s ${table}`).toBeGreaterThan(0)
    const seededStock = await carsInStock(SEEDED_PREFIX)

    const backup = await program('backup', { ...source, DATA_DIR: work })
    expect(backup.code, backup.output).toBe(0)
    const folder = /backed up to (\S+)/.exec(backup.output)?.[1]
    expect(folder, backup.output).toBeTruthy()
    expect(fs.readdirSync(folder!).sort()).toEqual(['backup.json', 'database.dump', 'media'])

    // A database that already holds data is refused, and left as it was.
    const refused = await program('restore', { ...source, DATABASE_URI: postgres.uri('drill_source') }, folder!)
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('the database already has tables')
    expect(await rowsBySite('drill_source', 'leads')).toEqual(before.leads)

    const restored = { ...source, DATABASE_URI: postgres.uri('drill_restored'), MEDIA_DIR: restoredMedia, SEARCH_INDEX_PREFIX: REBUILT_PREFIX }
    // Without a media folder to restore into, it is refused before the database is touched.
    const noMediaFolder = await program('restore', { ...restored, MEDIA_DIR: undefined }, folder!)
    expect(noMediaFolder.code).toBe(1)
    expect(noMediaFolder.output).toContain('set MEDIA_DIR')
    expect(await postgres.query('drill_restored', `SELECT 1 FROM pg_tables WHERE schemaname = 'public'`)).toEqual([])
    const restore = await program('restore', restored, folder!)
    expect(restore.code, restore.output.slice(-5000)).toBe(0)

    expect({
      pages: await rowsBySite('drill_restored', 'pages'),
      leads: await rowsBySite('drill_restored', 'leads'),
      customers: await rowsBySite('drill_restored', 'customers'),
    }).toEqual(before)
    const mediaFiles = (dir: string) => (fs.readdirSync(dir, { recursive: true }) as string[]).sort()
    expect(mediaFiles(restoredMedia).length).toBeGreaterThan(0)
    expect(mediaFiles(restoredMedia)).toEqual(mediaFiles(sourceMedia))
    // Each site's index, rebuilt from its feed under a prefix of its own, holds every car in stock the seed wrote.
    expect(await carsInStock(REBUILT_PREFIX)).toEqual(seededStock)
    for (const tenant of DEMO_TENANTS) expect(seededStock[tenant.slug], tenant.slug).toBeGreaterThan(0)
  })
})
