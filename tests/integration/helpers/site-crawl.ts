/**
 * Crawls one demo site from its home page as an anonymous shopper would: every internal link of every page (header and
 * footer included) is opened once. Bounded so it stays fast: at most `carPages` vehicle pages and `listingPages` search
 * or listing pages are opened; redirects to the site's own addresses are followed (a gated page's /sign-in?redirect= is
 * a fine answer). Phone, mail, other sites' links, #anchors and built assets are skipped; /media files are requested
 * but not read. Used by the link check (every link answers) and the HTML and accessibility sweeps (every page is valid).
 */
import { siteRequest } from './site-request'

const CONCURRENCY = 4
const MAX_REDIRECTS = 5

const isCarPage = (path: string) => /^\/cars\/(?!trade-in(?:[?/]|$))[^/?#]+$/.test(path.split('?')[0])
const isListingPage = (path: string) => /^\/(?:search|used-car|special-offers)(?:[/?]|$)/.test(path)
/** Files rather than pages: requested (media) or skipped (the build's own assets), never read for links. */
const isMedia = (path: string) => path.startsWith('/media/')
const isAsset = (path: string) => /^\/(?:assets|demo-photos)\//.test(path) || /\.(?:js|css|png|jpe?g|webp|avif|svg|ico|woff2?)$/.test(path.split('?')[0])

export interface CrawlFailure {
  status: number | string
  link: string
  foundOn: string
}

/** A page the crawl read: the address it asked for, the one that answered after redirects, and the HTML. */
export interface CrawledPage {
  path: string
  answeredAt: string
  html: string
}

export interface CrawlLimits {
  carPages: number
  listingPages: number
}

/** The hrefs of a page's links, as written (entities decoded). */
function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1].replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"'))
}

/** An href as a path on this site (query kept, fragment dropped), or null when it isn't one of the site's pages. */
function internalPath(href: string, siteHosts: ReadonlySet<string>): string | null {
  const trimmed = href.trim()
  if (trimmed === '' || trimmed.startsWith('#') || /^(?:tel|mailto|sms|javascript|data):/i.test(trimmed)) return null
  let url: URL
  try {
    url = new URL(trimmed, 'http://site.invalid')
  } catch {
    return null
  }
  if (url.host !== 'site.invalid' && !siteHosts.has(url.host)) return null
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return `${url.pathname}${url.search}`
}

/** Follows the site's own redirects; the final answer, and the path it came from. */
async function open(slug: string, path: string, siteHosts: ReadonlySet<string>, method: string) {
  let current = path
  for (let hops = 0; ; hops++) {
    const answer = await siteRequest(slug, current, { method })
    const location = answer.headers.location
    if (answer.status < 300 || answer.status >= 400 || !location || hops === MAX_REDIRECTS) return { answer, path: current }
    const next = internalPath(String(location), siteHosts)
    // A redirect to another site (a payment page, a manufacturer's) is theirs to answer.
    if (next === null) return { answer: { ...answer, status: 200 }, path: current }
    current = next
  }
}

/** Every link found from the home page, opened once: the ones that failed, and the HTML pages read. */
export async function crawlSite(
  slug: string,
  domains: readonly string[],
  { carPages, listingPages }: CrawlLimits,
): Promise<{ failures: CrawlFailure[]; pages: CrawledPage[]; opened: number }> {
  const port = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000').port
  const siteHosts = new Set([`${slug}.localhost:${port}`, `${slug}.localhost`, ...domains])
  const failures: CrawlFailure[] = []
  const pages: CrawledPage[] = []
  const seen = new Set<string>(['/'])
  const queue: Array<{ path: string; foundOn: string }> = [{ path: '/', foundOn: '(start)' }]
  let cars = 0
  let listings = 0
  let opened = 0

  const visit = async ({ path, foundOn }: { path: string; foundOn: string }) => {
    opened++
    const { answer, path: answeredAt } = await open(slug, path, siteHosts, isMedia(path) ? 'HEAD' : 'GET')
    if (answer.status >= 400) {
      failures.push({ status: answer.status, link: path, foundOn })
      return
    }
    if (isMedia(path) || !String(answer.headers['content-type'] ?? '').includes('text/html')) return
    pages.push({ path, answeredAt, html: answer.text })
    for (const href of anchorHrefs(answer.text)) {
      const link = internalPath(href, siteHosts)
      if (link === null || isAsset(link) || seen.has(link)) continue
      if (isCarPage(link)) {
        if (cars >= carPages) continue
        cars++
      } else if (isListingPage(link)) {
        if (listings >= listingPages) continue
        listings++
      }
      seen.add(link)
      queue.push({ path: link, foundOn: path })
    }
  }

  // CONCURRENCY workers take from one queue until it is empty and none of them can add to it.
  let busy = 0
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      if (queue.length === 0 && busy === 0) return resolve()
      while (busy < CONCURRENCY && queue.length > 0) {
        const next = queue.shift()!
        busy++
        visit(next)
          .catch((error: unknown) =>
            failures.push({ status: `error: ${error instanceof Error ? error.message : String(error)}`, link: next.path, foundOn: next.foundOn }),
          )
          .finally(() => {
            busy--
            pump()
          })
          .catch(reject)
      }
    }
    pump()
  })
  return { failures, pages, opened }
}
