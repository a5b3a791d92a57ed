import http from 'node:http'
import { DEMO_TENANTS } from './demo-tenants'
import { demoStock } from './stock'
import { feedRowOf } from './stock/feed-rows'

/**
 * The demo dealers' feed host: `GET /<slug>.json` answers that demo site's stock as a dealer's JSON feed, the same
 * cars the seed writes (./stock/feed-rows.ts). `npm start` runs it beside the stack, on loopback, and the seeded feed
 * sources point at it, so the demo shows scheduled imports working with no internet.
 */
export async function startDemoFeedServer(port: number): Promise<{ url: string; close(): Promise<void> }> {
  const feeds = new Map<string, string>()
  const feedOf = (slug: string): string | null => {
    if (!feeds.has(slug)) {
      const stock = demoStock(DEMO_TENANTS).find(({ tenant }) => tenant.slug === slug)
      if (!stock) return null
      feeds.set(slug, JSON.stringify(stock.cars.map(feedRowOf)))
    }
    return feeds.get(slug) ?? null
  }
  const server = http.createServer((request, response) => {
    const slug = /^\/([a-z0-9-]+)\.json$/.exec(request.url ?? '')?.[1]
    const body = request.method === 'GET' && slug ? feedOf(slug) : null
    if (body === null) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('No demo feed here.')
    response.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Where a demo site's feed is, given the host's address. */
export const demoFeedUrl = (hostUrl: string, slug: string) => `${hostUrl}/${slug}.json`
