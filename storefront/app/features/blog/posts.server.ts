/**
 * A site's published blog posts as the storefront reads them from the CMS (issue 24): a page of the list, one post by
 * its slug, the newest about a make, and every post's address for the sitemap. Every read names the request's site and
 * published posts only (the CMS's own rule for shoppers says the same), and is cached with the site's other content.
 */
import type { Post } from '@dealer/cms-contract'
import { cmsGet, contentCache, getManufacturers } from '../../server/cms.server'
import type { Tenant } from '../../server/tenant'
import { POSTS_PER_PAGE } from './blog-list'
import { manufacturerOf } from './manufacturer-of'

type Query = Record<string, string | number>

interface PostsPage {
  docs: Post[]
  totalDocs: number
  totalPages: number
  page: number
}

/** The site's published posts: the site and the status are always the first two conditions. */
function publishedPostsQuery(tenant: Tenant, extra: Query): Query {
  return { 'where[and][0][tenant][equals]': tenant.id, 'where[and][1][_status][equals]': 'published', sort: '-publishedAt', depth: 1, ...extra }
}

/** One page of the site's posts, newest first, with how many pages there are. */
export function getPublishedPostsPage(tenant: Tenant, page: number): Promise<PostsPage> {
  return contentCache.get(String(tenant.id), `posts:page:${page}`, () =>
    cmsGet<PostsPage>('posts', publishedPostsQuery(tenant, { limit: POSTS_PER_PAGE, page })),
  )
}

/** The site's published post with this slug, or null. */
export function getPublishedPost(tenant: Tenant, slug: string): Promise<Post | null> {
  return contentCache.get(String(tenant.id), `posts:slug:${slug}`, async () => {
    const result = await cmsGet<PostsPage>('posts', publishedPostsQuery(tenant, { 'where[and][2][slug][equals]': slug, limit: 1 }))
    return result.docs[0] ?? null
  })
}

/** The site's newest published posts about a make (at most `limit`); none when the make isn't in the shared list. */
export async function getLatestPostsAbout(tenant: Tenant, make: string, limit: number): Promise<Post[]> {
  const manufacturer = manufacturerOf(await getManufacturers(), make)
  if (!manufacturer) return []
  return contentCache.get(String(tenant.id), `posts:make:${manufacturer.id}:${limit}`, async () => {
    const result = await cmsGet<PostsPage>('posts', publishedPostsQuery(tenant, { 'where[and][2][makes][in]': manufacturer.id, limit }))
    return result.docs
  })
}

/** Where each published post lives and when it last changed (the sitemap). */
type PostAddress = Pick<Post, 'slug' | 'updatedAt'>

export function getPublishedPostAddresses(tenant: Tenant): Promise<PostAddress[]> {
  return contentCache.get(String(tenant.id), 'posts:addresses', async () => {
    const query = publishedPostsQuery(tenant, { depth: 0, pagination: 'false', 'select[slug]': 'true', 'select[updatedAt]': 'true' })
    return (await cmsGet<PostsPage>('posts', query)).docs
  })
}
