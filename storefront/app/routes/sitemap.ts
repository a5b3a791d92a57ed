import { sitemapResponse } from '../features/sitemap/sitemap.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/sitemap'

/** /sitemap.xml, and a large site's parts /sitemaps/{pages|cars}-{n}.xml (features/sitemap). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return sitemapResponse(await requireTenant(context), params.part ?? null)
}
