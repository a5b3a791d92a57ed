import pg from 'pg'
import { EVERY_SITE, SITE_CHANGED_CHANNEL } from '@dealer/cms-contract/site-changes'

/**
 * Says on Postgres that a site changed, as the CMS does after a publish or a stock import's report
 * (cms/src/lib/site-changes.ts): for a test that changed the site's stock index directly, as no import would.
 */
export async function announceSiteChange(slug: string): Promise<void> {
  await withDatabase(process.env.DATABASE_URI, async (db) => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [slug])
    if (!rows[0]) throw new Error(`no site ${slug}`)
    await db.query('SELECT pg_notify($1, $2)', [SITE_CHANGED_CHANNEL, String(rows[0].id)])
  })
}

/** Says that every site changed (as a change to what all sites share does): every storefront instance empties its caches. */
export async function announceEverySiteChanged(databaseUri: string | undefined): Promise<void> {
  await withDatabase(databaseUri, (db) => db.query('SELECT pg_notify($1, $2)', [SITE_CHANGED_CHANNEL, EVERY_SITE]))
}

async function withDatabase(connectionString: string | undefined, work: (db: pg.Client) => Promise<unknown>): Promise<void> {
  const db = new pg.Client({ connectionString })
  await db.connect()
  try {
    await work(db)
  } finally {
    await db.end()
  }
}
