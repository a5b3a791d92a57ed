import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PageCache } from './page-cache.server'

const page = (tenantId: string, html: string) => ({
  tenantId,
  site: `site-${tenantId}`,
  status: 200,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['cache-control', 'public, max-age=0, s-maxage=60'],
    ['content-length', '999'],
  ] as Array<[string, string]>,
  body: Buffer.from(html),
})

/** The listings read `page` (the only query parameter these tests' pages read). */
const readsPage = (pathname: string): ReadonlySet<string> => new Set(pathname.startsWith('/search') ? ['page'] : [])

function cacheAt(clock: { now: number }, limits: { maxEntries?: number; maxBytes?: number } = {}) {
  return new PageCache({
    ttlMs: 60_000,
    now: () => clock.now,
    isPersonal: (cookie) => /shopper_session=/.test(cookie ?? ''),
    queryReadBy: readsPage,
    ...limits,
  })
}

/** A response that records what was sent; it emits `close` as Node's does once the answer is over. */
function recordingResponse() {
  const sent = { status: 0, headers: {} as Record<string, string | number>, body: null as Buffer | null, ended: false }
  const events = new EventEmitter()
  const response = {
    set statusCode(status: number) {
      sent.status = status
    },
    setHeader: (name: string, value: string | number) => void (sent.headers[name.toLowerCase()] = value),
    end: (body?: Buffer) => {
      sent.body = body ?? null
      sent.ended = true
    },
    once: events.once.bind(events),
    emit: events.emit.bind(events),
  }
  return { sent, response: response as unknown as ServerResponse }
}

const request = (host: string, url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers: { host, ...headers } }) as unknown as IncomingMessage

/** A request as Node's server hands it over, answered from the cache or not (null: it goes on to be rendered). */
async function ask(cache: PageCache, host: string, url: string, headers: Record<string, string> = {}, method = 'GET') {
  const { sent, response } = recordingResponse()
  const serving = cache.serve(request(host, url, headers, method), response)
  // A miss's render is over at once here: nothing is kept, so no later request waits for it.
  if (serving === false) {
    response.emit('close')
    return null
  }
  return (await serving) ? sent : null
}

describe('the page cache', () => {
  it('answers a kept page for its host and address only, with its own headers and a length of its own', async () => {
    const cache = cacheAt({ now: 0 })
    cache.store('bayside.localhost', '/search?page=2', page('1', '<p>Bayside</p>'))
    const hit = await ask(cache, 'Bayside.localhost', '/search?page=2')
    expect(hit?.status).toBe(200)
    expect(hit?.body?.toString()).toBe('<p>Bayside</p>')
    expect(hit?.headers['content-length']).toBe(14)
    expect(hit?.headers['cache-control']).toBe('public, max-age=0, s-maxage=60')
    expect(hit?.headers.vary).toBe('Accept-Encoding, Cookie')
    expect(await ask(cache, 'outback.localhost', '/search?page=2')).toBeNull()
    expect(await ask(cache, 'bayside.localhost', '/search?page=3')).toBeNull()
    expect(await ask(cache, 'bayside.localhost', '/search?page=2', {}, 'POST')).toBeNull()
  })

  it('keeps no page whose query names a parameter the page does not read: made-up queries cannot push real pages out', async () => {
    const cache = cacheAt({ now: 0 }, { maxEntries: 2 })
    cache.store('bayside.localhost', '/', page('1', 'home'))
    cache.store('bayside.localhost', '/search?page=2', page('1', 'listing'))
    for (let i = 0; i < 50; i++) {
      cache.store('bayside.localhost', `/?x=${i}`, page('1', 'home again'))
      cache.store('bayside.localhost', `/search?page=2&x=${i}`, page('1', 'listing again'))
    }
    expect(cache.size.entries).toBe(2)
    expect((await ask(cache, 'bayside.localhost', '/'))?.body?.toString()).toBe('home')
    expect((await ask(cache, 'bayside.localhost', '/search?page=2'))?.body?.toString()).toBe('listing')
    expect(await ask(cache, 'bayside.localhost', '/?x=3')).toBeNull()
  })

  it('answers a campaign link (utm_*, gclid, …) with the page’s own copy', async () => {
    const cache = cacheAt({ now: 0 })
    cache.store('bayside.localhost', '/?utm_source=newsletter&gclid=abc', page('1', 'home'))
    expect(cache.size.entries).toBe(1)
    expect((await ask(cache, 'bayside.localhost', '/'))?.body?.toString()).toBe('home')
    expect((await ask(cache, 'bayside.localhost', '/?utm_campaign=spring'))?.body?.toString()).toBe('home')
  })

  it("never answers a request that carries a shopper's session", async () => {
    const cache = cacheAt({ now: 0 })
    cache.store('bayside.localhost', '/', page('1', 'anonymous'))
    expect(await ask(cache, 'bayside.localhost', '/', { cookie: 'shopper_session=abc' })).toBeNull()
    expect(await ask(cache, 'bayside.localhost', '/', { cookie: 'other=1' })).not.toBeNull()
  })

  it('compresses a page once per encoding the browser takes, and sends headers only to a HEAD', async () => {
    const cache = cacheAt({ now: 0 })
    const html = '<main>' + 'a car for sale '.repeat(500) + '</main>'
    cache.store('bayside.localhost', '/', page('1', html))
    const brotli = await ask(cache, 'bayside.localhost', '/', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(brotli?.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli!.body!).toString()).toBe(html)
    const gzip = await ask(cache, 'bayside.localhost', '/', { 'accept-encoding': 'gzip;q=1, br;q=0' })
    expect(gzip?.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip!.body!).toString()).toBe(html)
    expect(cache.size.bytes).toBe(html.length + brotli!.body!.length + gzip!.body!.length)
    const head = await ask(cache, 'bayside.localhost', '/', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head?.body).toBeNull()
    expect(head?.headers['content-length']).toBe(brotli!.body!.length)
  })

  it("drops one site's pages when it changes, and everything when told to", async () => {
    const cache = cacheAt({ now: 0 })
    cache.store('bayside.localhost', '/', page('1', 'Bayside'))
    cache.store('bayside.localhost', '/contact', page('1', 'Bayside contact'))
    cache.store('outback.localhost', '/', page('2', 'Outback'))
    expect(cache.invalidateTenant('1')).toBe(2)
    expect(await ask(cache, 'bayside.localhost', '/')).toBeNull()
    expect(await ask(cache, 'outback.localhost', '/')).not.toBeNull()
    cache.clear()
    expect(cache.size).toEqual({ entries: 0, bytes: 0 })
  })

  it('forgets a page after its time, and keeps within its bounds, least recently used out', async () => {
    const clock = { now: 0 }
    const cache = cacheAt(clock, { maxEntries: 2, maxBytes: 1_000 })
    cache.store('a.localhost', '/1', page('1', 'one'))
    cache.store('a.localhost', '/2', page('1', 'two'))
    await ask(cache, 'a.localhost', '/1')
    cache.store('a.localhost', '/3', page('1', 'three'))
    expect(await ask(cache, 'a.localhost', '/2')).toBeNull()
    expect(await ask(cache, 'a.localhost', '/1')).not.toBeNull()
    cache.store('a.localhost', '/big', page('1', 'x'.repeat(999)))
    expect(cache.size.entries).toBe(1)
    clock.now = 60_000
    expect(await ask(cache, 'a.localhost', '/big')).toBeNull()
    expect(cache.size).toEqual({ entries: 0, bytes: 0 })
  })

  it('keeps nothing for an address it cannot read', async () => {
    const cache = cacheAt({ now: 0 })
    cache.store('a.localhost', '//evil.example/x', page('1', 'x'))
    cache.store(undefined, '/', page('1', 'x'))
    expect(cache.size.entries).toBe(0)
  })

  it('has a request for a page being rendered wait for that render, and sends it the copy kept', async () => {
    const cache = cacheAt({ now: 0 })
    const first = recordingResponse()
    expect(cache.serve(request('bayside.localhost', '/'), first.response)).toBe(false)
    const second = recordingResponse()
    const waiting = cache.serve(request('bayside.localhost', '/', { accept: 'text/html,application/xhtml+xml' }), second.response)
    expect(waiting).toBeInstanceOf(Promise)
    expect(second.sent.ended).toBe(false)
    // The render is a miss; the waiting request isn't counted until it knows which it is (the counters never go down).
    expect(cache.lookups).toEqual({ hits: 0, misses: 1 })
    cache.store('bayside.localhost', '/', page('1', 'Bayside'))
    first.response.emit('close')
    expect(await waiting).toBe(true)
    expect(second.sent.body?.toString()).toBe('Bayside')
    expect(second.sent.headers['x-page-cache']).toBe('hit')
    expect(cache.lookups).toEqual({ hits: 1, misses: 1 })
  })

  it('lets the waiting request render the page itself when that render kept nothing', async () => {
    const cache = cacheAt({ now: 0 })
    const first = recordingResponse()
    expect(cache.serve(request('bayside.localhost', '/contact'), first.response)).toBe(false)
    const second = recordingResponse()
    const waiting = cache.serve(request('bayside.localhost', '/contact'), second.response)
    first.response.emit('close')
    expect(await waiting).toBe(false)
    expect(second.sent.ended).toBe(false)
    expect(cache.lookups).toEqual({ hits: 0, misses: 2 })
    // The render is over: the next request renders (and is waited for) in its turn.
    expect(cache.serve(request('bayside.localhost', '/contact'), recordingResponse().response)).toBe(false)
  })

  it("doesn't hold an image, a script's fetch or another site's page behind a render", () => {
    const cache = cacheAt({ now: 0 })
    expect(cache.serve(request('bayside.localhost', '/media/car.webp'), recordingResponse().response)).toBe(false)
    expect(cache.serve(request('bayside.localhost', '/media/car.webp', { accept: 'image/avif,image/webp,*/*' }), recordingResponse().response)).toBe(false)
    expect(cache.serve(request('bayside.localhost', '/media/car.webp', { accept: '*/*' }), recordingResponse().response)).toBe(false)
    expect(cache.serve(request('outback.localhost', '/media/car.webp'), recordingResponse().response)).toBe(false)
    expect(cache.serve(request('bayside.localhost', '/media/car.webp', { cookie: 'shopper_session=abc' }), recordingResponse().response)).toBe(false)
  })

  it('keeps no page whose render began before a site changed', async () => {
    const cache = cacheAt({ now: 0 })
    const renderBegan = cache.changeCount
    cache.invalidateTenant('2')
    cache.store('bayside.localhost', '/', page('1', 'rendered from what was there before'), renderBegan)
    expect(cache.size.entries).toBe(0)
    cache.store('bayside.localhost', '/', page('1', 'rendered since'), cache.changeCount)
    expect((await ask(cache, 'bayside.localhost', '/'))?.body?.toString()).toBe('rendered since')
  })
})
