/**
 * /sitemap.xml, its parts and /robots.txt, per site (issue 23). The addresses are the site's published origin (its
 * first domain, as canonical URLs are) and every page it answers: CMS pages (at `path || slug`, home at "/"), the
 * feature pages, store pages, visible locations and every listed car, read from the site's own CMS content and its
 * stock through its secured key, so another site's pages or cars can't appear. Addresses behind a sign-in are left out.
 */
import { pageHref } from '@dealer/cms-contract/page-paths'
import { getLocations, getPublishedPageAddresses, getSiteSettings } from '../../server/cms.server'
import { stockFacetCounts, stockRecordsCounted } from '../../server/search.server'
import { notFound, publishedOrigin } from '../../server/tenant.server'
import type { Tenant } from '../../server/tenant'
import { brandedGaragePath, signInFlags } from '../account/gate.server'
import { signInGate } from '../account/sign-in-gate'
import { BLOG_PATH, postHref } from '../blog/blog-list'
import { getPublishedPostAddresses } from '../blog/posts.server'
import { listedCarEntries, SITEMAP_CAR_ATTRIBUTES, type SitemapCar, type SitemapStock } from './listed-cars'
import { readPartName, robotsTxt, sitemapIndexXml, sitemapPlan, SITEMAP_MAX_URLS, uniqueByPath, urlsetXml, type SitemapEntry } from './sitemap-xml'

/** The addresses one sitemap holds before /sitemap.xml becomes an index (SITEMAP_MAX_URLS lowers it, for tests). */
function maxUrls(): number {
  const configured = Number(process.env.SITEMAP_MAX_URLS)
  return Number.isInteger(configured) && configured > 0 ? Math.min(configured, SITEMAP_MAX_URLS) : SITEMAP_MAX_URLS
}

/** The pages every site answers whatever its CMS holds (each falls back to default words without its CMS page). */
const FEATURE_PAGES = ['/finance', '/trade-in', '/service', '/book-test-drive', '/vehicle-parts-and-accessories', '/contact-us', '/dealer-locator'] as const

const date = (value: string | null | undefined) => (value ? new Date(value) : null)
const pathOf = (...segments: string[]) =>
  `/${segments
    .flatMap((segment) => segment.split('/'))
    .filter(Boolean)
    .map(encodeURIComponent)
    .join('/')}`

/** The site's pages: home first, then its CMS pages, the feature pages, store pages, locations and the blog; none behind a sign-in. */
async function pageEntries(tenant: Tenant): Promise<SitemapEntry[]> {
  const [pages, storePages, locations, settings, posts] = await Promise.all([
    getPublishedPageAddresses(tenant, 'pages'),
    getPublishedPageAddresses(tenant, 'store-pages'),
    getLocations(tenant),
    getSiteSettings(tenant),
    getPublishedPostAddresses(tenant),
  ])
  const home = pages.find((page) => pageHref(page) === '/')
  const flags = signInFlags(settings)
  const entries = uniqueByPath([
    { path: '/', lastmod: date(home?.updatedAt) },
    ...pages
      .filter((page) => page !== home)
      .map((page) => ({ path: pathOf(page.path || page.slug), lastmod: date(page.updatedAt) }))
      .sort((a, b) => a.path.localeCompare(b.path)),
    ...FEATURE_PAGES.map((path) => ({ path })),
    ...storePages.map((page) => ({ path: pathOf('pages', page.slug), lastmod: date(page.updatedAt) })),
    ...locations.map((location) => ({ path: pathOf('our-location', location.slug), lastmod: date(location.updatedAt) })),
    // Issue 24: the blog (every site answers it) and each published post.
    {
      path: BLOG_PATH,
      lastmod: date(
        posts
          .map((post) => post.updatedAt)
          .sort()
          .at(-1),
      ),
    },
    ...posts.map((post) => ({ path: postHref(post.slug), lastmod: date(post.updatedAt) })),
  ])
  return entries.filter((entry) => signInGate(entry.path, new URLSearchParams(), flags) === null)
}

/** The site's stock as the sitemap reads it: through the tenant's secured key. */
function sitemapStock(tenant: Tenant): SitemapStock {
  return {
    cars: (filters, limit) => stockRecordsCounted<SitemapCar>(tenant, filters, limit, SITEMAP_CAR_ATTRIBUTES),
    facetCounts: async (filters, facet) => (await stockFacetCounts(tenant, [facet], filters))[facet],
  }
}

const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  // Crawlers and caches may keep it an hour; stock changes through the day, pages more rarely. Shared (s-maxage): the
  // page cache keeps it until the site or its stock changes, so a flood of /sitemap.xml builds it once.
  'cache-control': 'public, max-age=3600, s-maxage=3600',
}

/** /sitemap.xml (`part` null) or one part of a large site's sitemap ("cars-2.xml"); an unknown part is a 404. */
export async function sitemapResponse(tenant: Tenant, part: string | null): Promise<Response> {
  const wanted = part === null ? null : readPartName(part)
  if (part !== null && !wanted) notFound('sitemap part')
  const origin = publishedOrigin(tenant)
  const [pages, cars] = await Promise.all([
    pageEntries(tenant),
    listedCarEntries(sitemapStock(tenant), (message) => console.warn(`sitemap of ${tenant.slug}: ${message}`)),
  ])
  const plan = sitemapPlan(pages, cars, maxUrls())
  if (!wanted) {
    const xml = plan.kind === 'urlset' ? urlsetXml(origin, plan.entries) : sitemapIndexXml(origin, plan.parts)
    return new Response(xml, { headers: XML_HEADERS })
  }
  const found = plan.kind === 'index' ? plan.parts.find((candidate) => candidate.kind === wanted.kind && candidate.number === wanted.number) : undefined
  if (!found) notFound('sitemap part')
  return new Response(urlsetXml(origin, found.entries), { headers: XML_HEADERS })
}

/** /robots.txt: every page but the shopper-private and API ones (and the site's branded garage), and the sitemap. */
export async function robotsResponse(tenant: Tenant): Promise<Response> {
  const garage = brandedGaragePath(await getSiteSettings(tenant))
  return new Response(robotsTxt(publishedOrigin(tenant), garage ? [`/${garage}`] : []), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
