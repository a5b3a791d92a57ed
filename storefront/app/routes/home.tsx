import { CmsPageView, cmsPageMeta } from '../features/pages/CmsPageView'
import { loadCmsPage } from '../features/pages/cms-page.server'
import { RecentlyViewed } from '../features/saved-cars/RecentlyViewed'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/home'

export async function loader({ context }: Route.LoaderArgs) {
  return loadCmsPage(await requireTenant(context), 'home')
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CmsPageView heading={loaderData.heading} blocks={loaderData.blocks} />
      <RecentlyViewed />
    </>
  )
}
