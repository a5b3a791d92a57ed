// The sitemap protocol's documents (sitemaps.org): a urlset, a sitemap index when a site has more addresses than one
// sitemap may hold, and the site's robots.txt naming it. Pure: the server gathers the addresses (sitemap.server.ts).

/** The protocol's limit of addresses in one sitemap; a larger site gets a sitemap index pointing at parts. */
export const SITEMAP_MAX_URLS = 50_000

/** One address of a sitemap: a path on the site (from "/") and when it last changed, if known. */
export interface SitemapEntry {
  path: string
  lastmod?: Date | null
}

/** The two kinds of part a sitemap index points at: the site's pages, and its cars. */
export type SitemapPartKind = 'pages' | 'cars'

export interface SitemapPart {
  kind: SitemapPartKind
  /** 1-based. */
  number: number
  entries: SitemapEntry[]
}

/** Text and attribute values in XML: the five characters the protocol says must be escaped. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`)
}

/** A W3C Datetime (the protocol's lastmod): the UTC day, YYYY-MM-DD. */
export function w3cDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The latest of the dates given (ignoring missing and invalid ones), or null. */
export function latest(dates: ReadonlyArray<Date | null | undefined>): Date | null {
  const valid = dates.filter((date): date is Date => date instanceof Date && !Number.isNaN(date.getTime()))
  return valid.length === 0 ? null : new Date(Math.max(...valid.map((date) => date.getTime())))
}

/** A path as a sitemap address: the origin, then the path with anything not allowed in a URL percent-encoded. */
function address(origin: string, path: string): string {
  return `${origin}${encodeURI(decodeURIComponentSafe(path))}`
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

function lastmodElement(lastmod: Date | null | undefined): string {
  return lastmod && !Number.isNaN(lastmod.getTime()) ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''
}

/** A urlset of these entries under `origin` (https://www.example.com.au), each address once, in the order given. */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const lines = entries.map((entry) => `  <url><loc>${xmlEscape(address(origin, entry.path))}</loc>${lastmodElement(entry.lastmod)}</url>`)
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${lines.join('\n')}${lines.length ? '\n' : ''}</urlset>\n`
}

/** The address of one part of a large site's sitemap. */
export function partPath(part: Pick<SitemapPart, 'kind' | 'number'>): string {
  return `/sitemaps/${part.kind}-${part.number}.xml`
}

/** Reads a part's file name ("cars-2.xml") back, or null for anything else. */
export function readPartName(name: string): Pick<SitemapPart, 'kind' | 'number'> | null {
  const match = /^(pages|cars)-([1-9]\d{0,5})\.xml$/.exec(name)
  return match ? { kind: match[1] as SitemapPartKind, number: Number(match[2]) } : null
}

/** A sitemap index pointing at each part, with the latest lastmod of its entries. */
export function sitemapIndexXml(origin: string, parts: readonly SitemapPart[]): string {
  const lines = parts.map(
    (part) => `  <sitemap><loc>${xmlEscape(`${origin}${partPath(part)}`)}</loc>${lastmodElement(latest(part.entries.map((entry) => entry.lastmod)))}</sitemap>`,
  )
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${lines.join('\n')}${lines.length ? '\n' : ''}</sitemapindex>\n`
}

/** The same path once (the first wins: pages come before the feature pages that would repeat them). */
export function uniqueByPath(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>()
  return entries.filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)))
}

/**
 * What /sitemap.xml is: one urlset when every address fits in `maxUrls`, else a sitemap index of parts of at most
 * `maxUrls` each, the pages' parts first, then the cars'.
 */
export function sitemapPlan(
  pages: readonly SitemapEntry[],
  cars: readonly SitemapEntry[],
  maxUrls = SITEMAP_MAX_URLS,
): { kind: 'urlset'; entries: SitemapEntry[] } | { kind: 'index'; parts: SitemapPart[] } {
  if (!Number.isInteger(maxUrls) || maxUrls < 1) throw new RangeError(`maxUrls must be a positive whole number, not ${maxUrls}`)
  if (pages.length + cars.length <= maxUrls) return { kind: 'urlset', entries: [...pages, ...cars] }
  return { kind: 'index', parts: [...chunks('pages', pages, maxUrls), ...chunks('cars', cars, maxUrls)] }
}

function chunks(kind: SitemapPartKind, entries: readonly SitemapEntry[], size: number): SitemapPart[] {
  const parts: SitemapPart[] = []
  for (let start = 0; start < entries.length; start += size) parts.push({ kind, number: parts.length + 1, entries: entries.slice(start, start + size) })
  return parts
}

/** Paths no crawler should fetch: a shopper's own pages, sign-in, checkout, previews and the APIs. */
const ROBOTS_DISALLOWED = [
  '/api/',
  '/search-api/',
  '/my-garage',
  '/watchlist',
  '/checkout',
  '/checkout-journey',
  '/cars/*/checkout',
  '/cars/*/buy-online',
  '/online-payment',
  '/sign-in',
  '/sign-out',
  '/preview/',
  '/success',
  '/price-alerts/',
  '/alerts/',
  '/compare',
] as const

/** The site's robots.txt: everything else allowed, and where its sitemap is. */
export function robotsTxt(origin: string, extraDisallowed: readonly string[] = []): string {
  const disallowed = [...ROBOTS_DISALLOWED, ...extraDisallowed].map((path) => `Disallow: ${path}`)
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
