import { robotsResponse } from '../features/sitemap/sitemap.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/robots'

/** /robots.txt: the site's, naming its sitemap. */
export async function loader({ context }: Route.LoaderArgs) {
  return robotsResponse(await requireTenant(context))
}
