import { data } from 'react-router'
import { CmsPageView } from '../components/CmsPageView'
import { LivePreviewRefresh } from '../components/LivePreviewRefresh'
import { pageView } from '../lib/cms-page.server'
import { getDraftPreview, type SitePageCollection } from '../lib/cms.server'
import { config } from '../lib/config.server'
import { notFound, requireTenant } from '../lib/site.server'
import type { Route } from './+types/preview'

const PREVIEW_COLLECTIONS: readonly SitePageCollection[] = ['pages', 'store-pages']
const isPreviewCollection = (value: string): value is SitePageCollection => (PREVIEW_COLLECTIONS as readonly string[]).includes(value)

/**
 * A page's newest draft, as the CMS admin's Live Preview frame shows it: /preview/<collection>/<id>
 * with the link's `expires` and `token`. Never cached, never indexed, and only on the page's own site.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const tenant = await requireTenant(request)
  if (!isPreviewCollection(params.collection) || !/^\d{1,12}$/.test(params.id)) notFound('page')
  const query = new URL(request.url).searchParams
  const preview = await getDraftPreview(params.collection, params.id, query.get('expires') ?? '', query.get('token') ?? '')
  if (!preview.ok) throw data({ message: preview.message }, { status: preview.status, statusText: preview.message })
  // A preview link opens only on its page's own site, with that site's look.
  const pageTenant = preview.page.tenant
  if ((typeof pageTenant === 'object' ? pageTenant?.id : pageTenant) !== tenant.id) notFound('page')
  return data({ ...(await pageView(preview.page, tenant)), cmsOrigin: new URL(config.cmsPublicUrl).origin }, { headers: { 'cache-control': 'private, no-store' } })
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
