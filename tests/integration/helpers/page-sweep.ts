/**
 * The pages the quality sweeps check on one demo site (issue 26): every page a shopper reaches from the home page
 * (helpers/site-crawl.ts), at most PER_ROUTE of each route with a parameter (two vehicle pages, not three hundred), the
 * pages no link leads to (the 404 page, a bad link's 400 page, the success page), and the pages a signed-in shopper sees.
 * The accessibility sweep, whose axe run costs seconds a page here, takes one of each route (`perRoute`).
 * The HTML checker (html-validity.int.test.ts) and the accessibility sweep (e2e/accessibility-sweep.spec.ts) share it,
 * so both check the same pages.
 */
import { crawlSite } from './site-crawl'

const PER_ROUTE = 2

/** Routes with a parameter (storefront/app/routes.ts), as the part of an address that names the route. */
const PARAMETER_ROUTES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/cars\/trade-in$/, '/cars/trade-in'],
  [/^\/cars\/[^/]+\/(checkout|buy-online)$/, '/cars/:slug/$1'],
  [/^\/cars\/[^/]+$/, '/cars/:slug'],
  [/^\/(search|used-car)\/.*$/, '/$1/*'],
  [/^\/(contact-us|our-location|blog|pages)\/[^/]+$/, '/$1/:slug'],
]

/** The route an address belongs to: its path, with a parameter's value replaced by the parameter's name. */
export function routeOf(path: string): string {
  const bare = path.split('?')[0]
  for (const [pattern, route] of PARAMETER_ROUTES) if (pattern.test(bare)) return bare.replace(pattern, route)
  return bare
}

/** Pages no link on the site leads to, with the status each answers. */
export const UNLINKED_PAGES: ReadonlyArray<{ path: string; status: number }> = [
  { path: '/no-such-page-on-this-site', status: 404 },
  { path: '/price-alerts/stop?token=not-a-real-token', status: 400 },
  { path: '/alerts/stop?token=not-a-real-token', status: 400 },
  { path: '/success', status: 200 },
  { path: '/compare', status: 200 },
]

/** Pages only a signed-in shopper sees; `carPath` is one of the site's vehicle pages, for its checkout. */
export const signedInPages = (carPath: string): string[] => [
  '/my-garage',
  '/my-garage/searches',
  `/my-garage/searches/new?search=${encodeURIComponent('/search/used-cars?price=-40000')}`,
  '/watchlist',
  '/online-payment',
  `${carPath}/checkout`,
]

export interface SweepPages {
  /** Anonymous pages: the address to open and its HTML as the server sent it. */
  anonymous: Array<{ path: string; html: string }>
  /** A vehicle page of the site, for the signed-in checkout page. */
  carPath: string
}

/** The anonymous pages of one site the sweeps check, read once. */
export async function sweepPages(slug: string, domains: readonly string[], perRoute = PER_ROUTE): Promise<SweepPages> {
  const { pages, failures } = await crawlSite(slug, domains, { carPages: PER_ROUTE, listingPages: 2 * PER_ROUTE })
  if (failures.length > 0) throw new Error(`${slug}: the crawl met dead links (link-integrity.int.test.ts names them)`)
  const taken = new Map<string, number>()
  const seen = new Set<string>()
  const anonymous: SweepPages['anonymous'] = []
  for (const page of pages) {
    // A gated page answers with the sign-in page: that page is checked once per route it stands for, as itself.
    const path = page.answeredAt
    const route = routeOf(path)
    if (seen.has(path) || (taken.get(route) ?? 0) >= perRoute) continue
    seen.add(path)
    taken.set(route, (taken.get(route) ?? 0) + 1)
    anonymous.push({ path, html: page.html })
  }
  const carPath = pages.map((page) => page.path).find((path) => routeOf(path) === '/cars/:slug')
  if (!carPath) throw new Error(`${slug}: the crawl found no vehicle page`)
  return { anonymous, carPath }
}
