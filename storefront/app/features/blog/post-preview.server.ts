import type { Post } from '@dealer/cms-contract'
import { data } from 'react-router'
import { getDraftPreview } from '../../server/cms.server'
import { config } from '../../server/config.server'
import { notFound } from '../../server/tenant.server'
import type { Tenant } from '../../server/tenant'
import { postPage } from './blog-page.server'

/**
 * A post's newest draft, as the CMS admin's Live Preview frame shows it: /preview/posts/<id> with the link's `expires`
 * and `token` (the CMS checks them). Never cached, never indexed, and only on the post's own site, as pages' previews.
 */
export async function loadPostPreview(tenant: Tenant, id: string, url: URL) {
  if (!/^\d{1,12}$/.test(id)) notFound('post')
  const query = url.searchParams
  const preview = await getDraftPreview<Post>('posts', id, query.get('expires') ?? '', query.get('token') ?? '')
  if (!preview.ok) throw data({ message: preview.message }, { status: preview.status, statusText: preview.message })
  const postTenant = preview.page.tenant
  if ((typeof postTenant === 'object' ? postTenant?.id : postTenant) !== tenant.id) notFound('post')
  return data(
    { kind: 'post' as const, post: await postPage(tenant, preview.page, { indexed: false }), cmsOrigin: new URL(config.cmsPublicUrl).origin },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}
