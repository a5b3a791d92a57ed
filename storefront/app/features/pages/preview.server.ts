import { data } from 'react-router'
import { getDraftPreview, type SitePageCollection } from '../../server/cms.server'
import { config } from '../../server/config.server'
import { notFound } from '../../server/tenant.server'
import type { Tenant } from '../../server/tenant'
import { pageView } from './cms-page.server'

const PREVIEW_COLLECTIONS: readonly SitePageCollection[] = ['pages', 'store-pages']
const isPreviewCollection = (value: string): value is SitePageCollection => (PREVIEW_COLLECTIONS as readonly string[]).includes(value)

/**
 * A page's newest draft, as the CMS admin's Live Preview frame shows it: /preview/<collection>/<id>
 * with the link's `expires` and `token`. Never cached, never indexed, and only on the page's own site.
 */
export async function loadPreview(tenant: Tenant, params: { collection: string; id: string }, url: URL) {
  if (!isPreviewCollection(params.collection) || !/^\d{1,12}$/.test(params.id)) notFound('page')
  const query = url.searchParams
  const preview = await getDraftPreview(params.collection, params.id, query.get('expires') ?? '', query.get('token') ?? '')
  if (!preview.ok) throw data({ message: preview.message }, { status: preview.status, statusText: preview.message })
  // A preview link opens only on its page's own site, with that site's look.
  const pageTenant = preview.page.tenant
  if ((typeof pageTenant === 'object' ? pageTenant?.id : pageTenant) !== tenant.id) notFound('page')
  return data(
    { ...(await pageView(preview.page, tenant)), cmsOrigin: new URL(config.cmsPublicUrl).origin },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}
