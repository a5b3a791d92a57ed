import type { Page } from '@dealer/cms/payload-types'
import { config } from './config.server'
import { ContentCache } from './content-cache'
import type { SiteTenant } from './tenant'

export const contentCache = new ContentCache(config.contentTtlMs)

async function cmsGet<T>(path: string, query: Record<string, string | number>): Promise<T> {
  const url = new URL(`/api/${path}`, config.cmsUrl)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value))
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`CMS ${url.pathname} answered ${response.status}`)
  return (await response.json()) as T
}

interface PaginatedDocs<T> {
  docs: T[]
}

export function getTenants(): Promise<SiteTenant[]> {
  return contentCache.get(ContentCache.ALL_TENANTS, 'tenants', async () => {
    const result = await cmsGet<PaginatedDocs<SiteTenant>>('tenants', { limit: 1000, depth: 0, pagination: 'false' })
    return result.docs
  })
}

/** The published page with this slug on this tenant's site, or null. */
export function getPublishedPage(tenant: SiteTenant, slug: string): Promise<Page | null> {
  return contentCache.get(String(tenant.id), `page:${slug}`, async () => {
    const result = await cmsGet<PaginatedDocs<Page>>('pages', {
      'where[and][0][tenant][equals]': tenant.id,
      'where[and][1][slug][equals]': slug,
      'where[and][2][_status][equals]': 'published',
      limit: 1,
      depth: 1,
    })
    return result.docs[0] ?? null
  })
}
