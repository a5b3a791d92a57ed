import { CopyLinkButton } from '@dealer/blocks/toast'
import { CmsPageView, cmsPageMeta } from '../features/pages/CmsPageView'
import { loadCmsPage } from '../features/pages/cms-page.server'
import { notFound, requireTenant } from '../server/tenant.server'
import type { Route } from './+types/store-page'

/** An accessories store page: /pages/bull-bars → store page "bull-bars", or a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.slug)) notFound('page')
  return loadCmsPage(await requireTenant(context), params.slug, 'store-pages')
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function StorePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CmsPageView heading={loaderData.heading} blocks={loaderData.blocks} />
      {/* Product pages are what 4x4 owners send each other ("this is the bar I meant"). */}
      <div className="page-share">
        <CopyLinkButton />
      </div>
    </>
  )
}
