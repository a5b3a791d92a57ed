import { BlogPostPage } from '../features/blog/BlogPostPage'
import { loadPostPreview } from '../features/blog/post-preview.server'
import { CmsPageView } from '../features/pages/CmsPageView'
import { LivePreviewRefresh } from '../features/pages/LivePreviewRefresh'
import { loadPreview } from '../features/pages/preview.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/preview'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = await requireTenant(context)
  // Issue 24: a blog post's draft shows as its post page; pages' drafts as pages.
  if (params.collection === 'posts') return loadPostPreview(tenant, params.id, new URL(request.url))
  return loadPreview(tenant, params, new URL(request.url))
}

export function headers() {
  return { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return []
  return [{ title: `Preview: ${'kind' in page ? page.post.title : page.title}` }, { name: 'robots', content: 'noindex' }]
}

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LivePreviewRefresh cmsOrigin={loaderData.cmsOrigin} />
      {'kind' in loaderData ? <BlogPostPage post={loaderData.post} /> : <CmsPageView heading={loaderData.heading} blocks={loaderData.blocks} />}
    </>
  )
}
