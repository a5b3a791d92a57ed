import { sql } from '@payloadcms/db-postgres'
import { Forbidden, type Access, type CollectionBeforeDeleteHook, type Payload, type SanitizedConfig } from 'payload'
import { tenantIdOf } from '../lib/tenant-id'
import { isSuperAdmin, tenantIdsOf } from './roles'

/**
 * Payload's own collections, scoped to sites like ours (issue 44). The multi-tenant plugin scopes the collections it is
 * given; Payload adds two more that point at them:
 * - `payload-locked-documents`: who is editing which document. Open to every signed-in user, it let one site's staff
 *   read another site's editors (their names and emails) and documents, take over or drop their locks, or lock their
 *   documents so they couldn't be saved. Now staff reach only the locks of their own sites' documents, and only the
 *   server makes locks (the admin makes them there, not through this access).
 * - `payload-jobs`: the admin's scheduled publishes. Nobody reads them over REST; but the admin's "schedule publish"
 *   deletes a job by id as the signed-in user without asking whose it is. Now a user deletes only their own sites'.
 */

const LOCKS = 'payload-locked-documents'

/** The ids of locks on documents of `sites`, over every lockable collection that belongs to a site (has `tenant`). */
async function lockIdsOfSites(payload: Payload, sites: number[]): Promise<number[]> {
  const siteList = sites.filter(Number.isInteger).join(',')
  const matches = payload.config.collections
    .filter((collection) => collection.lockDocuments !== false && collection.fields.some((field) => 'name' in field && field.name === 'tenant'))
    // Table and column names are Payload's for each collection's slug, never a request's; the ids are integers.
    .map((collection) => collection.slug.replace(/-/g, '_'))
    .map((table) => `r."${table}_id" IN (SELECT id FROM "${table}" WHERE tenant_id IN (${siteList}))`)
  if (matches.length === 0 || siteList === '') return []
  const result = await payload.db.drizzle.execute(
    sql.raw(`SELECT DISTINCT r.parent_id AS id FROM payload_locked_documents_rels r WHERE r.path = 'document' AND (${matches.join(' OR ')})`),
  )
  return (result.rows as Array<{ id: number }>).map((row) => Number(row.id))
}

/** Reading, taking over or dropping a lock: super-admins any; staff those on their own sites' documents. */
const ownSitesLocks: Access = async ({ req }) => {
  if (!req.user) return false
  if (isSuperAdmin(req.user)) return true
  const ids = await lockIdsOfSites(req.payload, tenantIdsOf(req.user))
  return { id: { in: ids.length > 0 ? ids : [0] } }
}

/** A scheduled publish (or unpublish) of a document of a site the user isn't staff of can't be deleted by them. */
const guardScheduledJobDelete: CollectionBeforeDeleteHook = async ({ req, id }) => {
  if (!req.user || isSuperAdmin(req.user)) return
  const job = await req.payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  const doc = (job?.input as { doc?: { relationTo?: string; value?: number | string } } | undefined)?.doc
  if (job?.taskSlug !== 'schedulePublish' || !doc?.relationTo || doc.value == null) return
  const target = (await req.payload.findByID({
    collection: doc.relationTo as 'pages',
    id: doc.value,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })) as { tenant?: number | { id: number } | null } | null
  const site = target ? tenantIdOf(target) : null
  if (site === null || !tenantIdsOf(req.user).includes(Number(site))) throw new Forbidden(req.t)
}

/**
 * The built config with Payload's lock collection scoped and the jobs' delete guarded. The guard is added here, not by
 * `jobs.jobsCollectionOverrides`, whose hooks Payload warns (on every start) its job runner skips: the guard is for
 * staff's API deletes, which run collection hooks, not for the runner.
 */
export function scopePayloadInternals(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS)
  if (locks) locks.access = { ...locks.access, create: ({ req }) => isSuperAdmin(req.user), read: ownSitesLocks, update: ownSitesLocks, delete: ownSitesLocks }
  const jobs = config.collections.find((collection) => collection.slug === 'payload-jobs')
  if (jobs) jobs.hooks.beforeDelete = [...(jobs.hooks.beforeDelete ?? []), guardScheduledJobDelete]
  return config
}
