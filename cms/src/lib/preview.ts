import crypto from 'node:crypto'
import type { CollectionConfig, Endpoint, PayloadRequest, Where } from 'payload'
import { tenantIdOf } from './tenant-id'

/**
 * Draft preview of pages in the real storefront of the page's site. The admin's Live Preview frame
 * opens `<site>/preview/<collection>/<id>?expires=…&token=…`; the storefront asks this CMS for the
 * draft with that token, which opens exactly that document's draft until it expires. Nothing else is
 * readable with it, and no staff credential leaves the CMS.
 */
export type PreviewCollection = 'pages' | 'store-pages' | 'posts'

/** Shoppers read only published documents of a drafts-enabled collection. */
export const publishedOnly: Where = { _status: { equals: 'published' } }

/** Drafts saved as staff type (so the preview follows), kept versions, and publishing at a chosen time. */
export const pageVersions: NonNullable<CollectionConfig['versions']> = {
  drafts: { autosave: { interval: 2000 }, schedulePublish: true },
  maxPerDoc: 50,
}

const HOUR = 3600

/**
 * The expiry is the start of an hour 2–3 hours ahead, so the URL stays the same while an editor
 * works: the admin recomputes it on every autosave, and a new URL would reload the preview frame.
 */
export function previewExpiry(nowSeconds: number): number {
  return (Math.floor(nowSeconds / HOUR) + 3) * HOUR
}

export function previewToken(secret: string, collection: PreviewCollection, id: number | string, expires: number): string {
  return crypto.createHmac('sha256', secret).update(`preview:${collection}:${id}:${expires}`).digest('base64url')
}

export function isValidPreviewToken(secret: string, collection: PreviewCollection, id: string, expires: string, token: string, nowSeconds: number): boolean {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) < nowSeconds) return false
  const expected = Buffer.from(previewToken(secret, collection, id, Number(expires)))
  const given = Buffer.from(token)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/**
 * The storefront origin of a site: `STOREFRONT_SITE_URL_PATTERN` with `{slug}` replaced (development:
 * http://{slug}.localhost:3000), otherwise https:// and the site's first domain.
 */
export function siteOrigin(
  tenant: { slug: string; domains?: Array<{ domain: string }> | null },
  pattern = process.env.STOREFRONT_SITE_URL_PATTERN,
): string | null {
  if (pattern) return pattern.replaceAll('{slug}', tenant.slug)
  const domain = tenant.domains?.[0]?.domain
  return domain ? `https://${domain}` : null
}

async function previewUrl(collection: PreviewCollection, doc: Record<string, unknown>, req: PayloadRequest): Promise<string | null> {
  const tenantId = tenantIdOf({ tenant: doc.tenant as number | { id: number } | null | undefined })
  if (doc.id == null || tenantId == null) return null
  const tenant = await req.payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true, req }).catch(() => null)
  const origin = tenant && siteOrigin(tenant)
  if (!origin) return null
  const expires = previewExpiry(Math.floor(Date.now() / 1000))
  const token = previewToken(req.payload.secret, collection, String(doc.id), expires)
  return `${origin}/preview/${collection}/${doc.id}?expires=${expires}&token=${token}`
}

/** The admin's Live Preview frame (with phone, tablet and desktop sizes) and Preview button. */
export function previewAdmin(collection: PreviewCollection): Pick<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview'> {
  return {
    livePreview: {
      url: ({ data, req }) => previewUrl(collection, data, req),
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
    preview: (doc, { req }) => previewUrl(collection, doc, req),
  }
}

/**
 * GET /api/<collection>/preview/<id>?expires=…&token=…: the newest draft of one document, for the
 * storefront's preview page. A wrong or expired token is a 403 that says so.
 */
export function previewEndpoint(collection: PreviewCollection): Endpoint {
  return {
    path: '/preview/:id',
    method: 'get',
    handler: async (req) => {
      const id = String(req.routeParams?.id ?? '')
      const expires = String(req.searchParams.get('expires') ?? '')
      const token = String(req.searchParams.get('token') ?? '')
      if (!/^\d+$/.test(id) || !isValidPreviewToken(req.payload.secret, collection, id, expires, token, Math.floor(Date.now() / 1000))) {
        return Response.json({ message: 'This preview link is not valid or has expired: open the page in the CMS again.' }, { status: 403 })
      }
      const doc = await req.payload.findByID({ collection, id: Number(id), draft: true, depth: 1, overrideAccess: true, disableErrors: true, req })
      if (!doc) return Response.json({ message: 'This page no longer exists.' }, { status: 404 })
      // Saves refuse references to another site's documents (same-site-references.ts); a draft saved before that rule,
      // or by a path it misses, still shows nothing of another site here.
      return Response.json(withoutOtherSitesDocuments(doc, tenantIdOf(doc)), { headers: { 'cache-control': 'private, no-store' } })
    },
  }
}

/**
 * `value` with every populated document of another site (anything but the root that carries a `tenant` other than
 * `site`) replaced by null, as an unreadable relationship is. With no site, every site's document goes.
 */
export function withoutOtherSitesDocuments<T>(value: T, site: number | string | null): T {
  const visit = (node: unknown, isRoot: boolean): unknown => {
    if (Array.isArray(node)) return node.map((child) => visit(child, false))
    if (typeof node !== 'object' || node === null) return node
    const record = node as Record<string, unknown>
    if (!isRoot && 'tenant' in record && 'id' in record) {
      const owner = tenantIdOf({ tenant: record.tenant as number | { id: number } | null })
      if (site === null || owner === null || String(owner) !== String(site)) return null
    }
    return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, isRoot && key === 'tenant' ? child : visit(child, false)]))
  }
  return visit(value, true) as T
}
