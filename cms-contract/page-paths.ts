/**
 * Where a CMS page may live (decision 034): its path is lower-case segments joined by "/", e.g. `toyota/overview`, and
 * never under an address the storefront answers itself (the catch-all would never be asked for the page). The CMS
 * refuses such paths when staff save; the storefront's route table is checked against these lists by a unit test
 * (storefront/app/routes.test.ts), so a new route must be named here.
 */

/** One segment of a page's address: lower-case letters, digits and hyphens. */
export const PATH_SEGMENT_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Deep enough for brand/model/variant pages; deeper is more likely a typing slip. */
export const MAX_PATH_SEGMENTS = 5

/** The front page's path: `/` on the site. */
export const FRONT_PAGE_PATH = 'home'

/**
 * First segments the storefront serves itself (and never as a CMS page), with what they are: "/cars" is the site's car
 * pages; choose another address.
 */
export const RESERVED_FIRST_SEGMENTS: Readonly<Record<string, string>> = {
  cars: "the site's car pages",
  search: "the site's stock search",
  'search-api': "the stock search's API",
  'used-car': "the site's used-car search",
  'special-offers': "the site's special offers",
  api: "the site's API",
  pages: "the site's store pages",
  preview: "the staff's page preview",
  media: "the site's uploaded files",
  'demo-photos': "the demo stock's photos",
  'map-tiles': "the map's tiles",
  'location-maps': "locations' map images",
  checkout: 'the online checkout',
  'checkout-journey': 'the online checkout',
  'online-payment': 'the online checkout',
  compare: 'the compare page',
  'sign-in': "the shoppers' sign-in",
  'sign-out': "the shoppers' sign-in",
  watchlist: "the shopper's watchlist",
  'my-garage': "the shopper's garage",
  mymotorama: "the shopper's garage",
  mybigboxcars: "the shopper's garage",
  myblinkr: "the shopper's garage",
  myservco: "the shopper's garage",
  contact: 'the contact page',
  blog: "the site's blog",
  'our-location': 'the location pages',
  success: 'the enquiry confirmation',
  'price-alerts': 'the price-drop alerts',
  alerts: 'the alerts’ stop page',
  healthz: 'the liveness check',
  readyz: 'the readiness check',
  'sitemap.xml': "the site's sitemap",
  sitemaps: "the site's sitemap",
  'robots.txt': "the site's robots file",
  assets: "the site's scripts and styles",
  // Feature pages that read another page's words: a page here would never show.
  'finance-enquiry': 'the finance page',
  'apply-for-finance': 'the finance page',
  personalised: 'the finance page',
  'sell-my-car': 'the trade-in page',
  print: "the cars' printable pages",
}

/**
 * Whole paths a feature answers under a first segment that is otherwise free (a page at /finance/rates is served; one at
 * /finance/lender would not be); "contact-us/*" is every address below /contact-us (a location's contact page).
 */
export const RESERVED_PATHS: Readonly<Record<string, string>> = {
  'finance/lender': "the finance simulator's lender page",
  'contact-us/*': "a location's contact page",
}

/**
 * Feature pages that read the CMS page of their own slug for their words (the form or list is the feature's): staff
 * create and edit that page, so the address is theirs as much as the feature's.
 */
export const PAGE_READING_FEATURES: readonly string[] = [
  'finance',
  'trade-in',
  'dealer-locator',
  'service',
  'book-test-drive',
  'vehicle-parts-and-accessories',
  'contact-us',
]

/** The path as staff may type it: without slashes at either end, e.g. "/about-us/careers/" → "about-us/careers". */
export function normalisePagePath(typed: string): string {
  return typed.trim().replace(/^\/+|\/+$/g, '')
}

/** What is wrong with a page's path, in words for staff, or null when the storefront can serve a page there. */
export function pagePathProblem(path: string): string | null {
  if (path === '') return 'A page needs an address: give it a slug.'
  const segments = path.split('/')
  if (segments.some((segment) => !PATH_SEGMENT_PATTERN.test(segment))) {
    return `"/${path}" is not a page address: use lower-case letters, digits and hyphens, with "/" between the parts (e.g. toyota/overview).`
  }
  if (segments.length > MAX_PATH_SEGMENTS) return `"/${path}" is too deep: a page address has at most ${MAX_PATH_SEGMENTS} parts.`
  const first = segments[0]
  if (first === FRONT_PAGE_PATH && path !== FRONT_PAGE_PATH) return `"/${FRONT_PAGE_PATH}" is the site's front page; choose another address.`
  const reserved = reservedPath(path, segments) ?? reservedSegment(first)
  return reserved ? `"/${reserved.at}" is ${reserved.what}; choose another address.` : null
}

function reservedPath(path: string, segments: string[]): { at: string; what: string } | null {
  if (Object.hasOwn(RESERVED_PATHS, path)) return { at: path, what: RESERVED_PATHS[path] }
  const below = `${segments[0]}/*`
  return segments.length > 1 && Object.hasOwn(RESERVED_PATHS, below) ? { at: path, what: RESERVED_PATHS[below] } : null
}

function reservedSegment(segment: string): { at: string; what: string } | null {
  return Object.hasOwn(RESERVED_FIRST_SEGMENTS, segment) ? { at: segment, what: RESERVED_FIRST_SEGMENTS[segment] } : null
}

/** A page's address on the site: `/` for the front page, `/<path>` otherwise (rows saved before paths read their slug). */
export function pageHref(page: { path?: string | null; slug: string }): string {
  const path = page.path || page.slug
  return path === FRONT_PAGE_PATH ? '/' : `/${path}`
}
