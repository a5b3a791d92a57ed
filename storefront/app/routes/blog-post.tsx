import { BlogPostPage, postMeta } from '../features/blog/BlogPostPage'
import { loadPost } from '../features/blog/blog-page.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/blog-post'

/** /blog/{slug} (issue 24): one published post of the site; a draft, another site's post or an unknown slug is the 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadPost(await requireTenant(context), params.slug)
}

export function meta({ data }: Route.MetaArgs) {
  return postMeta(data)
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData} />
}
