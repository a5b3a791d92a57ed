import { ValidationError, type CollectionBeforeValidateHook, type CollectionSlug } from 'payload'
import { tenantIdOf } from './tenant-id'

/**
 * For collections a site has exactly one of (settings, navigation): creating a second for the same
 * site is a 400 naming the problem, not a unique-index 500, and the first is untouched.
 */
export function onePerSite(collection: CollectionSlug, message: string): CollectionBeforeValidateHook {
  return async ({ data, operation, req }) => {
    if (operation !== 'create') return data
    const tenantId = tenantIdOf({ tenant: (data as { tenant?: number | { id: number } | null } | undefined)?.tenant })
    if (tenantId == null) return data
    const existing = await req.payload.count({ collection, where: { tenant: { equals: tenantId } }, overrideAccess: true, req })
    if (existing.totalDocs > 0) throw new ValidationError({ collection, errors: [{ path: 'tenant', message }], req })
    return data
  }
}
