import type { IncomingMessage, ServerResponse } from 'node:http'
import type { MiddlewareFunction } from 'react-router'
import { acceptedEncoding, compress, compressOnce, type Encoding } from './compression.server'
import { currentRequest } from '@dealer/ops/log'
import { requireTenant } from './tenant.server'

/**
 * Whole pages for anonymous shoppers, kept per host and address in this instance's memory and served before React
 * Router runs (decision 041). What may be kept is what HTTP lets a shared cache keep: a 200 to a GET, marked `public`
 * with an `s-maxage`, setting no cookie, for a request that carried no session. Pages get that mark unless they said
 * otherwise (a signed-in page is `private, no-store`). Every instance hears the site's changes (site-changes.server.ts)
 * and drops that site's pages; the time limit is only a safety net for a missed message. Bounded by entries and bytes,
 * least recently used out, as the content cache is: every made-up address is an entry.
 *
 * Requests for a page this instance is already rendering wait for that render and take its copy, rather than render
 * the same page again each: after a restart or a site's change, a popular page would otherwise be rendered by every
 * shopper who asks before the first copy is kept, and the renders would queue behind each other (`npm run bench:load`
 * from cold). A page whose render began before its site changed is sent, but not kept.
 */

/** What a page says to shared caches (a CDN) when it says nothing itself: fresh for a minute, then served while refreshed. */
const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
/** A page for one shopper: kept by no cache. */
const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store'

/**
 * The `headers` export of a route whose page is one shopper's, or is addressed by a secret in its link (a stop link's
 * token, a simulator's session): `export { privatePageHeaders as headers }`. A loader's own headers don't reach the
 * page (React Router passes only their cookies), so the route says it.
 */
export function privatePageHeaders(): HeadersInit {
  return { 'cache-control': PRIVATE_PAGE_CACHE_CONTROL }
}
/**
 * What a shared page varies by: its compression, and the Cookie header, since the same address signed in is another
 * page (private, never kept); a CDN should keep only the session cookie in its key (docs/features/page-cache.md).
 */
const PAGE_VARY = 'Accept-Encoding, Cookie'

/**
 * The longest a request waits for another's render of the same page before rendering it itself: longer than a render
 * may take (React Router's stream timeout, 5 s), so only a render that never ends is given up on.
 */
const MAX_WAIT_FOR_RENDER_MS = 10_000

interface Entry {
  tenantId: string
  /** The site's slug, for the log line of each request the copy answers (the page was rendered for it). */
  site: string
  status: number
  /** The response's headers, as sent, without those this cache sets itself (length, encoding, vary). */
  headers: Array<[string, string]>
  body: Buffer
  expiresAt: number
  /** Compressed once per encoding: as the page was first sent, or on the first request that takes the encoding. */
  encoded: Partial<Record<Encoding, Buffer>>
  bytes: number
}

export interface PageCacheOptions {
  ttlMs: number
  /** True when a request carries a shopper's session: it is never answered from the cache, nor stored. */
  isPersonal: (cookieHeader: string | undefined) => boolean
  /**
   * The query parameters the page at an address reads (default none). A page is kept only when its query names nothing
   * else, so `/?x=1`, `/?x=2`, … each render but none is an entry that pushes a real page out. Tracking parameters
   * (TRACKING_PARAMETER) are no page's business: they are left out of the key, so a campaign link is the page's copy.
   */
  queryReadBy?: (pathname: string) => ReadonlySet<string>
  maxEntries?: number
  maxBytes?: number
  now?: () => number
}

export class PageCache {
  /** In use order: a Map iterates in insertion order, and a hit re-inserts its entry. */
  private readonly entries = new Map<string, Entry>()
  private bytes = 0
  /** The pages being rendered in this instance, by key: settled once the render's answer has been sent (or abandoned). */
  private readonly rendering = new Map<string, Promise<void>>()
  /** Counts the site changes heard: a render that began before one is not kept. */
  private changes = 0
  private readonly maxEntries: number
  private readonly maxBytes: number
  private readonly now: () => number
  /** Page requests answered from the cache, and those it couldn't answer (they render): the hit ratio's two parts. */
  readonly lookups = { hits: 0, misses: 0 }

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 2_000
    this.maxBytes = options.maxBytes ?? 128 * 1024 * 1024
    this.now = options.now ?? Date.now
  }

  /**
   * Answers the request from the cache when it can. Returns false at once for a miss, which goes on to React Router;
   * else a promise of whether the page was sent from the cache: false when the request waited for another's render of
   * the same page that kept nothing (a page for no one else, an error), and so goes on to React Router after all.
   */
  serve(request: IncomingMessage, response: ServerResponse): false | Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    if (this.options.isPersonal(request.headers.cookie)) return false
    const key = cacheKey(request.headers.host, request.url ?? '/')
    if (key === null) return false
    const entry = this.lookUp(key)
    if (entry) {
      this.lookups.hits++
      this.send(entry, request, response)
      return Promise.resolve(true)
    }
    if (request.method !== 'GET' || this.options.ttlMs <= 0 || !asksForPage(request.headers.accept)) return false
    const inFlight = this.rendering.get(key)
    if (inFlight) return this.afterRender(inFlight, key, request, response)
    this.lookups.misses++
    this.rendering.set(
      key,
      new Promise<void>((settle) =>
        response.once('close', () => {
          this.rendering.delete(key)
          settle()
        }),
      ),
    )
    return false
  }

  /** Waits for another request's render of the page, then sends the copy it kept; false when it kept none. */
  private async afterRender(inFlight: Promise<void>, key: string, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined
    await Promise.race([inFlight, new Promise<void>((settle) => (timer = setTimeout(settle, MAX_WAIT_FOR_RENDER_MS)))])
    clearTimeout(timer)
    const entry = this.lookUp(key)
    // Counted once it is known: answered from the render it waited for (a hit), or rendered after all (a miss).
    if (!entry) {
      this.lookups.misses++
      return false
    }
    this.lookups.hits++
    this.send(entry, request, response)
    return true
  }

  private send(entry: Entry, request: IncomingMessage, response: ServerResponse): void {
    // No tenant lookup runs for a copy: its request's log line names the site the page was rendered for.
    const observed = currentRequest()
    if (observed) observed.site = entry.site
    const encoding = acceptedEncoding(request.headers['accept-encoding'])
    const bytes = encoding ? this.encodedBody(entry, encoding) : entry.body
    response.statusCode = entry.status
    for (const [name, value] of entry.headers) response.setHeader(name, value)
    response.setHeader('vary', PAGE_VARY)
    if (encoding) response.setHeader('content-encoding', encoding)
    response.setHeader('content-length', bytes.length)
    response.setHeader('x-page-cache', 'hit')
    response.end(request.method === 'HEAD' ? undefined : bytes)
  }

  /**
   * The root route's middleware: marks a page shareable unless it said otherwise, keeps what may be kept, and sends a
   * page compressed here, whole and once, in the encoding the browser takes. A page is rendered whole (entry.server.tsx),
   * so one call compresses it: Express's `compression()` streamed it through a compressor of its own instead, at about
   * twice the CPU (`npm run bench`'s one-process figures), and the cache then compressed it again for the next shopper.
   */
  readonly middleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
    const changesBefore = this.changes
    const rendered = await next()
    if (!isPage(request, rendered) || this.options.ttlMs <= 0) return rendered
    const headers = new Headers(rendered.headers)
    if (!headers.has('cache-control')) headers.set('cache-control', SHARED_PAGE_CACHE_CONTROL)
    const shared = mayBeShared(headers)
    headers.set('vary', shared ? PAGE_VARY : 'Accept-Encoding')
    if (request.method !== 'GET') return new Response(rendered.body, { status: rendered.status, statusText: rendered.statusText, headers })
    const body = Buffer.from(await rendered.arrayBuffer())
    const sent = compressOnce(request.headers.get('accept-encoding'), body)
    if (shared && !this.options.isPersonal(request.headers.get('cookie') ?? undefined)) {
      const tenant = await requireTenant(context).catch(() => null)
      const url = new URL(request.url)
      if (tenant !== null) {
        const page = { tenantId: String(tenant.id), site: tenant.slug, status: rendered.status, headers: [...headers], body }
        this.store(request.headers.get('host'), url.pathname + url.search, page, changesBefore, sent.encoding ? { [sent.encoding]: sent.bytes } : {})
      }
    }
    if (sent.encoding) headers.set('content-encoding', sent.encoding)
    headers.set('content-length', String(sent.bytes.length))
    return new Response(sent.bytes, { status: rendered.status, statusText: rendered.statusText, headers })
  }

  /**
   * Keeps a page, with any compressed copy already made. `changesBefore` is `changeCount` when its render began: a page
   * rendered from what a site had before it changed is not kept (its render may have read the old content just before
   * the change was heard).
   */
  store(
    host: string | null | undefined,
    path: string,
    page: Pick<Entry, 'tenantId' | 'site' | 'status' | 'headers' | 'body'>,
    changesBefore = this.changes,
    encoded: Partial<Record<Encoding, Buffer>> = {},
  ): void {
    const key = cacheKey(host, path)
    if (key === null || changesBefore !== this.changes || !this.readsEveryParameter(path)) return
    this.remove(key)
    const headers = page.headers.filter(([name]) => !OWN_HEADERS.has(name.toLowerCase()))
    const bytes = Object.values(encoded).reduce((sum, copy) => sum + copy.length, page.body.length)
    const entry: Entry = { ...page, headers, expiresAt: this.now() + this.options.ttlMs, encoded: { ...encoded }, bytes }
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    this.evict()
  }

  /** Whether the page at `path` reads every parameter of its query (tracking ones aside). */
  private readsEveryParameter(path: string): boolean {
    const url = new URL(path, 'http://page-cache.invalid')
    const reads = this.options.queryReadBy?.(url.pathname) ?? NO_PARAMETERS
    return [...url.searchParams.keys()].every((name) => TRACKING_PARAMETER.test(name) || reads.has(name))
  }

  /** Drops one site's pages. */
  invalidateTenant(tenantId: string): number {
    this.changes++
    let dropped = 0
    for (const [key, entry] of this.entries) {
      if (entry.tenantId === tenantId) {
        this.remove(key)
        dropped++
      }
    }
    return dropped
  }

  clear(): void {
    this.changes++
    for (const key of [...this.entries.keys()]) this.remove(key)
  }

  /** How many site changes this cache has heard: what `store` compares a render's start with. */
  get changeCount(): number {
    return this.changes
  }

  /** How much the cache holds: for tests and monitoring. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  private lookUp(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.remove(key)
      return undefined
    }
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  private encodedBody(entry: Entry, encoding: Encoding): Buffer {
    const known = entry.encoded[encoding]
    if (known) return known
    const bytes = compress[encoding](entry.body)
    entry.encoded[encoding] = bytes
    entry.bytes += bytes.length
    this.bytes += bytes.length
    this.evict()
    return bytes
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.bytes
    this.entries.delete(key)
  }

  /** Least recently used out until both bounds hold; the newest entry always stays. */
  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= 1 || (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes)) return
      this.remove(key)
    }
  }
}

/** Headers the cache sets itself on each answer, so a stored copy of them would be wrong or doubled. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary', 'date', 'connection', 'keep-alive', 'set-cookie'])

const NO_PARAMETERS: ReadonlySet<string> = new Set()
/** Campaign and click ids (utm_source, gclid, …): analytics read them in the browser; no page renders differently. */
const TRACKING_PARAMETER = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|_ga|_gl|mc_cid|mc_eid)$/

/**
 * Host and address, as one key. The address is parsed as React Router parses it (so `/a?b` stored from its request
 * is found from Express's raw one), tracking parameters left out; a host or address that doesn't parse is never cached.
 */
function cacheKey(host: string | null | undefined, path: string): string | null {
  if (!host || !path.startsWith('/') || path.startsWith('//')) return null
  try {
    const url = new URL(path, 'http://page-cache.invalid')
    for (const name of [...url.searchParams.keys()]) if (TRACKING_PARAMETER.test(name)) url.searchParams.delete(name)
    return `${host.toLowerCase()}\u0000${url.pathname}${url.search}`
  } catch {
    return null
  }
}

/**
 * Whether a request may be for a page, as a browser's navigation says (`text/html`) or a client that names no type:
 * an image, a script's fetch or a data request doesn't wait for another's render of its address.
 */
function asksForPage(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html')
}

/**
 * A document, or a sitemap (XML), as opposed to another resource route's answer or a client navigation's data. A
 * sitemap reads every page and car of its site: kept like a page, it is built once per change of the site or its stock.
 */
function isPage(request: Request, response: Response): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const type = response.headers.get('content-type') ?? ''
  return response.status === 200 && (type.startsWith('text/html') || type.startsWith('application/xml'))
}

/** What HTTP lets a shared cache keep (RFC 9111 §3): public, with a shared lifetime, no cookie set, no refusal. */
function mayBeShared(headers: Headers): boolean {
  if (headers.has('set-cookie')) return false
  const directives = (headers.get('cache-control') ?? '').toLowerCase()
  return /\bpublic\b/.test(directives) && /\bs-maxage=\d+/.test(directives) && !/\b(private|no-store|no-cache)\b/.test(directives)
}
