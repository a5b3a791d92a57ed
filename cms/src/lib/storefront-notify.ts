import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { tenantIdOf } from './tenant-id'
/**
 * Tells the storefront that a tenant's published content changed, so it drops that tenant's cached
 * entries and staff see their edit on the next page load. A storefront that is down is not an error
 * for the editor: its cache starts empty when it comes back.
 */
export async function notifyStorefront(tenantId: number | string | null | undefined): Promise<void> {
  const url = process.env.STOREFRONT_INTERNAL_URL
  const secret = process.env.CONTENT_INVALIDATE_SECRET
  if (!url || !secret || tenantId == null) return
  try {
    const response = await fetch(new URL('/api/content-invalidate', url), {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenantId: String(tenantId) }),
      signal: AbortSignal.timeout(2000),
    })
    if (!response.ok) console.warn(`storefront cache invalidation answered ${response.status}`)
  } catch (error) {
    console.warn(`storefront cache invalidation failed: ${(error as Error).message}`)
  }
}

/** Hooks for a site's content: any change or deletion drops that site's cached content in the storefront. */
export const notifyStorefrontHooks: { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } = {
  afterChange: [({ doc }) => notifyStorefront(tenantIdOf(doc))],
  afterDelete: [({ doc }) => notifyStorefront(tenantIdOf(doc))],
}
