import type { Page } from '@dealer/cms-contract'
import { FRONT_PAGE_PATH, MAX_PATH_SEGMENTS, PATH_SEGMENT_PATTERN, pageHref } from '@dealer/cms-contract/page-paths'
import { loadBlocks } from './blocks.server'
import { getPublishedPage, type SitePage, type SitePageCollection } from '../../server/cms.server'
import { notFound, publishedOrigin } from '../../server/tenant.server'
import type { Tenant } from '../../server/tenant'

/**
 * The page path an address names ("about-us/careers" for /about-us/careers/), or null when it can't be a page's: a part
 * that isn't lower-case letters, digits and hyphens, too many parts, or the front page's own path (it answers at /).
 */
export function cmsPagePath(splat: string): string | null {
  const path = splat.replace(/\/$/, '')
  const segments = path.split('/')
  if (segments.length > MAX_PATH_SEGMENTS || !segments.every((segment) => PATH_SEGMENT_PATTERN.test(segment))) return null
  return path === FRONT_PAGE_PATH ? null : path
}

/** A tenant's published page at a path (or a store page by slug), with every block's data loaded; 404 when there is none. */
export async function loadCmsPage(tenant: Tenant, path: string, collection: SitePageCollection = 'pages') {
  const page = await getPublishedPage(tenant, collection, path)
  if (!page) notFound('page')
  const address = collection === 'pages' ? pageHref(page as Page) : `/pages/${page.slug}`
  return { ...(await pageView(page, tenant)), canonicalUrl: `${publishedOrigin(tenant)}${address}` }
}

/**
 * The view of a tenant's published page at a path, or null when there is none: a feature page (finance, trade-in, the
 * dealer locator, the enquiry pages) takes its words from the CMS page of its own address when staff have made one.
 */
export async function publishedPageView(tenant: Tenant, path: string) {
  const page = await getPublishedPage(tenant, 'pages', path)
  return page ? pageView(page, tenant) : null
}

/**
 * What a page renders: its title and description for the head, its hero then layout blocks with their data, and the
 * page heading when no hero block gives one (see pageHeading).
 */
export async function pageView(page: SitePage, tenant: Tenant) {
  const hero = 'hero' in page ? (page.hero ?? []) : []
  const blocks = [...hero, ...page.layout]
  // The front page is titled by the site's name; a page whose slug is "home" under another page is not the front page.
  const frontPage = 'path' in page && pageHref(page) === '/'
  return {
    title: page.meta?.title || (frontPage ? tenant.name : `${page.title} | ${tenant.name}`),
    description: page.meta?.description ?? null,
    heading: pageHeading(blocks, frontPage ? tenant.name : page.title),
    blocks: await loadBlocks(blocks, tenant),
  }
}

export interface PageHeading {
  text: string
  /** False when a picture banner (an image slider) already says what the page is: the heading is then for screen readers only. */
  visible: boolean
}

/**
 * Every page has one h1. A hero block is it; without one the page's title is (the site's name on the home page),
 * shown above the blocks, or kept for screen readers when an image slider opens the page.
 */
export function pageHeading(blocks: ReadonlyArray<{ blockType: string }>, text: string): PageHeading | null {
  if (blocks.some((block) => block.blockType === 'hero')) return null
  return { text, visible: blocks[0]?.blockType !== 'imageSlider' }
}
