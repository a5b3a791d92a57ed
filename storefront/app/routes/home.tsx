import { CmsPageView, cmsPageMeta } from '../components/CmsPageView'
import { loadCmsPage } from '../lib/cms-page.server'
import type { Route } from './+types/home'

export function loader({ request }: Route.LoaderArgs) {
  return loadCmsPage(request, 'home')
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <CmsPageView heading={loaderData.heading} blocks={loaderData.blocks} />
}
