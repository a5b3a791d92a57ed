import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { SITE_CHANGED_CHANNEL, type EVERY_SITE } from '@dealer/cms-contract/site-changes'
import { tenantIdOf } from './tenant-id'

/**
 * Tells every storefront instance that a site changed (cms-contract/site-changes.ts), so each drops the site's cached
 * content and pages. Sent on the request's transaction when it has one: Postgres delivers it at commit, so no
 * storefront can read the content as it was before and cache that again.
 */
export async function announceSiteChange(req: PayloadRequest, tenantId: number | string | typeof EVERY_SITE | null | undefined): Promise<void> {
  if (tenantId == null) return
  const transactionID = await req.transactionID
  const transaction = transactionID == null ? undefined : req.payload.db.sessions?.[String(transactionID)]?.db
  const db = (transaction as Pick<typeof req.payload.db.drizzle, 'execute'> | undefined) ?? req.payload.db.drizzle
  await db.execute(sql`SELECT pg_notify(${SITE_CHANGED_CHANNEL}, ${String(tenantId)})`)
}

/** Hooks for a site's content: any change or deletion is announced. */
export const siteChangeHooks: { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } = {
  afterChange: [({ doc, req }) => announceSiteChange(req, tenantIdOf(doc))],
  afterDelete: [({ doc, req }) => announceSiteChange(req, tenantIdOf(doc))],
}
