import pg from 'pg'
import { SITE_CHANGED_CHANNEL } from '@dealer/cms-contract/site-changes'

/**
 * Says on Postgres that a site changed, as the CMS does after a publish or a stock import's report
 * (cms/src/lib/site-changes.ts): for a test that changed the site's stock index directly, as no import would.
 */
export async function announceSiteChange(slug: string): Promise<void> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await db.connect()
  try {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [slug])
    if (!rows[0]) throw new Error(`no site ${slug}`)
    await db.query('SELECT pg_notify($1, $2)', [SITE_CHANGED_CHANNEL, String(rows[0].id)])
  } finally {
    await db.end()
  }
}
