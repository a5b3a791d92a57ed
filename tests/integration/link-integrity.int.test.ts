/**
 * No dead ends (issue 23): each demo site is crawled from its home page as an anonymous shopper would, following every
 * internal link of every page (header and footer included), and every link must answer. Bounded so it stays fast: at
 * most CAR_PAGES vehicle pages and LISTING_PAGES search or listing pages per site are opened; redirects to the site's
 * own addresses are followed (a gated page's /sign-in?redirect= is a fine answer). Phone, mail, other sites' links,
 * #anchors and built assets are skipped; /media files are requested but not read.
 */
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { describe, expect, it } from 'vitest'
import { siteRequest } from './helpers/site-request'

const CAR_PAGES = 10
const LISTING_PAGES = 10
const CONCURRENCY = 4
const MAX_REDIRECTS = 5

const isCarPage = (path: string) => /^\/cars\/(?!trade-in(?:[?/]|$))[^/?#]+$/.test(path.split('?')[0])
const isListingPage = (path: string) => /^\/(?:search|used-car|special-offers)(?:[/?]|$)/.test(path)
/** Files rather than pages: requested (media) or skipped (the build's own assets), never read for links. */
const isMedia = (path: string) => path.startsWith('/media/')
const isAsset = (path: string) => /^\/(?:assets|demo-photos)\//.test(path) || /\.(?:js|css|png|jpe?g|webp|avif|svg|ico|woff2?)$/.test(path.split('?')[0])

interface Failure {
  status: number | string
  link: string
  foundOn: string
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

async function crawl(slug: string, domains: readonly string[]): Promise<{ failures: Failure[]; opened: number }> {
  const port = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000').port
  const siteHosts = new Set([`${slug}.localhost:${port}`, `${slug}.localhost`, ...domains])
  const failures: Failure[] = []
  const seen = new Set<string>(['/'])
  const queue: Array<{ path: string; foundOn: string }> = [{ path: '/', foundOn: '(start)' }]
  let cars = 0
  let listings = 0
  let opened = 0

  const visit = async ({ path, foundOn }: { path: string; foundOn: string }) => {
    opened++
    const { answer } = await open(slug, path, siteHosts, isMedia(path) ? 'HEAD' : 'GET')
    if (answer.status >= 400) {
      failures.push({ status: answer.status, link: path, foundOn })
      return
    }
    if (isMedia(path) || !String(answer.headers['content-type'] ?? '').includes('text/html')) return
    for (const href of anchorHrefs(answer.text)) {
      const link = internalPath(href, siteHosts)
      if (link === null || isAsset(link) || seen.has(link)) continue
      if (isCarPage(link)) {
        if (cars >= CAR_PAGES) continue
        cars++
      } else if (isListingPage(link)) {
        if (listings >= LISTING_PAGES) continue
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
  return { failures, opened }
}

describe('every internal link on the demo sites answers (issue 23)', () => {
  for (const tenant of DEMO_TENANTS) {
    it(`${tenant.slug}: no link found from the home page answers 4xx or 5xx`, { timeout: 120_000 }, async () => {
      const { failures, opened } = await crawl(tenant.slug, tenant.domains)
      // The crawl reached the site's pages, not just its home page.
      expect(opened, tenant.slug).toBeGreaterThan(10)
      const report = failures.map((failure) => `${tenant.slug} ${failure.status} ${failure.link} (found on ${failure.foundOn})`).sort()
      if (report.length > 0) console.log(report.join('\n'))
      expect(report, `${tenant.slug}: ${report.length} dead links`).toEqual([])
    })
  }
})
