import { BlogListPage } from '../features/blog/BlogListPage'
import { loadBlogList } from '../features/blog/blog-page.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/blog'

/** /blog (issue 24): the site's published posts, newest first; ?page=n for older ones. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBlogList(await requireTenant(context), new URL(request.url))
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Blog' }]
  const page = data.pagination.page
  return [
    { title: `Blog${page > 1 ? ` (page ${page})` : ''} | ${data.siteName}` },
    { name: 'description', content: `News, reviews and advice from ${data.siteName}.` },
    { tagName: 'link', rel: 'canonical', href: data.canonicalUrl },
  ]
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogListPage page={loaderData} />
}
