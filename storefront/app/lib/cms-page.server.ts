import { loadBlocks } from './blocks.server'
import { getPublishedPage } from './cms.server'
import { notFound, requireTenant } from './site.server'

/** A tenant's published CMS page by slug, with every block's data loaded; 404 when there is none. */
export async function loadCmsPage(request: Request, slug: string) {
  const tenant = await requireTenant(request)
  const page = await getPublishedPage(tenant, slug)
  if (!page) notFound('page')
  return {
    title: page.meta?.title || (slug === 'home' ? tenant.name : `${page.title} | ${tenant.name}`),
    description: page.meta?.description ?? null,
    blocks: await loadBlocks(page.layout, tenant),
  }
}
