/**
 * The blog's pages (issue 24): /blog, the site's published posts newest first, a page at a time; /blog/{slug}, one post
 * with its hero image, body, the makes it is about (each linking to the site's stock of it) and its BlogPosting JSON-LD.
 * Drafts never show here: staff preview them through /preview/posts/{id} (post-preview.server.ts).
 */
import type { Manufacturer, Post } from '@dealer/cms-contract'
import { responsiveImage, type ResponsiveImage } from '@dealer/blocks/ui/media'
import type { LexicalNode } from '@dealer/blocks/rich-text/lexical'
import { formatDate } from '@dealer/stock/format'
import { data } from 'react-router'
import { stockFacetCounts } from '../../server/search.server'
import { notFound, publishedOrigin } from '../../server/tenant.server'
import type { Tenant } from '../../server/tenant'
import { makeSearchPath } from '../search/search-state'
import { blogPageHref, blogPagination, postHref, readPageNumber, type BlogPagination } from './blog-list'
import { postCard, type PostCard } from './post-card'
import { getPublishedPost, getPublishedPostsPage } from './posts.server'
import { postStructuredData } from './post-structured-data'

export interface PostPageData {
  title: string
  excerpt: string
  date: string | null
  dateTime: string
  image: ResponsiveImage | null
  body: LexicalNode[]
  /** The makes it is about; `href` is the site's stock of the make, null when the site has none of it in stock. */
  makes: Array<{ name: string; href: string | null }>
  siteName: string
  canonicalUrl: string
  structuredData: Record<string, unknown> | null
}

export interface BlogListData {
  siteName: string
  posts: PostCard[]
  pagination: BlogPagination
  canonicalUrl: string
}

/** /blog?page=n: a page number that isn't a whole number from 1 is a 400; a page past the last is a 404 (page 1 never is). */
export async function loadBlogList(tenant: Tenant, url: URL): Promise<BlogListData> {
  const page = readPageNumber(url.searchParams.get('page'))
  if (page === null) throw data({ message: 'The page number must be a whole number from 1.' }, { status: 400 })
  const result = await getPublishedPostsPage(tenant, page)
  const totalPages = Math.max(1, result.totalPages)
  if (page > totalPages) notFound('blog page')
  return {
    siteName: tenant.name,
    posts: result.docs.map(postCard),
    pagination: blogPagination(page, totalPages),
    canonicalUrl: `${publishedOrigin(tenant)}${blogPageHref(page)}`,
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** /blog/{slug}: the site's published post, or the site's 404. */
export async function loadPost(tenant: Tenant, slug: string): Promise<PostPageData> {
  const post = SLUG.test(slug) ? await getPublishedPost(tenant, slug) : null
  if (!post) notFound('post')
  return postPage(tenant, post, { indexed: true })
}

const makesOf = (post: Post): Manufacturer[] => (post.makes ?? []).filter((make): make is Manufacturer => typeof make === 'object' && make !== null)

/** The makes the site has in stock, so a post links only to stock pages that answer. */
async function stockedMakes(tenant: Tenant): Promise<Set<string>> {
  try {
    const counts = await stockFacetCounts(tenant, ['make'])
    return new Set(Object.entries(counts.make ?? {}).flatMap(([make, count]) => (count > 0 ? [make.toLowerCase()] : [])))
  } catch (error) {
    // The post still shows; its makes are named without links until the search answers again.
    console.warn(`blog post on ${tenant.slug}: no stock makes (${error instanceof Error ? error.message : String(error)})`)
    return new Set()
  }
}

/** What a post's page renders; a draft preview (`indexed` false) has no canonical JSON-LD worth publishing. */
export async function postPage(tenant: Tenant, post: Post, { indexed }: { indexed: boolean }): Promise<PostPageData> {
  const origin = publishedOrigin(tenant)
  const canonicalUrl = `${origin}${postHref(post.slug)}`
  const image = responsiveImage(post.heroImage)
  const makes = makesOf(post)
  const stocked = makes.length > 0 ? await stockedMakes(tenant) : new Set<string>()
  return {
    title: post.title,
    excerpt: post.excerpt,
    date: formatDate(post.publishedAt),
    dateTime: post.publishedAt,
    image,
    body: (post.body?.root?.children ?? []) as LexicalNode[],
    makes: makes.map((make) => ({ name: make.name, href: stocked.has(make.name.toLowerCase()) ? makeSearchPath(make.name) : null })),
    siteName: tenant.name,
    canonicalUrl,
    structuredData: indexed
      ? postStructuredData({
          url: canonicalUrl,
          title: post.title,
          description: post.excerpt,
          publishedAt: post.publishedAt,
          updatedAt: post.updatedAt,
          imageUrl: image ? new URL(image.src, origin).href : null,
          siteName: tenant.name,
          siteUrl: origin,
          about: makes.map((make) => make.name),
        })
      : null,
  }
}
