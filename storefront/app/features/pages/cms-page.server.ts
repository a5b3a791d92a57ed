import { loadBlocks } from './blocks.server'
import { getPublishedPage, type SitePage, type SitePageCollection } from '../../server/cms.server'
import { notFound } from '../../server/tenant.server'
import type { Tenant } from '../../server/tenant'

/** A tenant's published page by slug, with every block's data loaded; 404 when there is none. */
export async function loadCmsPage(tenant: Tenant, slug: string, collection: SitePageCollection = 'pages') {
  const page = await getPublishedPage(tenant, collection, slug)
  if (!page) notFound('page')
  return pageView(page, tenant)
}

/**
 * What a page renders: its title and description for the head, its hero then layout blocks with their data, and the
 * page heading when no hero block gives one (see pageHeading).
 */
export async function pageView(page: SitePage, tenant: Tenant) {
  const hero = 'hero' in page ? (page.hero ?? []) : []
  const blocks = [...hero, ...page.layout]
  return {
    title: page.meta?.title || (page.slug === 'home' ? tenant.name : `${page.title} | ${tenant.name}`),
    description: page.meta?.description ?? null,
    heading: pageHeading(blocks, page.slug === 'home' ? tenant.name : page.title),
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
