import { gateRoute } from '../features/account/gate.server'
import { CmsPageView, cmsPageMeta } from '../features/pages/CmsPageView'
import { cmsPagePath, loadCmsPage } from '../features/pages/cms-page.server'
import { notFound, requireTenant } from '../server/tenant.server'
import type { Route } from './+types/cms-page'

/**
 * Any other path is a CMS page by its path (/about-us, /about-us/careers, /toyota/overview; a trailing slash tolerated),
 * or a 404. A page at a gated address (/spin-to-win, /online-payment, … when the site's flag says so) is for signed-in
 * shoppers only, as the feature's own route would be.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const path = cmsPagePath(params['*'] ?? '')
  if (!path) notFound('page')
  const page = await loadCmsPage(await requireTenant(context), path)
  // After the page is found: an address with no page stays a 404 for everyone.
  await gateRoute(request, context)
  return page
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <CmsPageView heading={loaderData.heading} blocks={loaderData.blocks} />
}
