import { loadBlocks } from './blocks.server'
import { getPublishedPage, type SitePage, type SitePageCollection } from './cms.server'
import { notFound, requireTenant } from './site.server'
import type { SiteTenant } from './tenant'

/** A tenant's published page by slug, with every block's data loaded; 404 when there is none. */
export async function loadCmsPage(request: Request, slug: string, collection: SitePageCollection = 'pages') {
  const tenant = await requireTenant(request)
  const page = await getPublishedPage(tenant, collection, slug)
  if (!page) notFound('page')
  return pageView(page, tenant)
}

/** What a page renders: its title and description for the head, and its hero then layout blocks with their data. */
export async function pageView(page: SitePage, tenant: SiteTenant) {
  const hero = 'hero' in page ? (page.hero ?? []) : []
  return {
    title: page.meta?.title || (page.slug === 'home' ? tenant.name : `${page.title} | ${tenant.name}`),
    description: page.meta?.description ?? null,
    blocks: await loadBlocks([...hero, ...page.layout], tenant),
  }
}
