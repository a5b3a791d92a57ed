import { CmsPageView } from '../features/pages/CmsPageView'
import { LivePreviewRefresh } from '../features/pages/LivePreviewRefresh'
import { loadPreview } from '../features/pages/preview.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/preview'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPreview(await requireTenant(context), params, new URL(request.url))
}

export function headers() {
  return { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }
}

export function meta({ data: page }: Route.MetaArgs) {
  return page ? [{ title: `Preview: ${page.title}` }, { name: 'robots', content: 'noindex' }] : []
}

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LivePreviewRefresh cmsOrigin={loaderData.cmsOrigin} />
      <CmsPageView heading={loaderData.heading} blocks={loaderData.blocks} />
    </>
  )
}
