/**
 * The storefront's Content-Security-Policy, defined once: the policy of a page (entry.server.tsx, with the hashes of the
 * page's own inline scripts) and the one every other answer gets (security-headers.ts). Why hashes rather than a
 * nonce in the header, and why styles may be inline: docs/decisions/017-content-security-policy.md.
 */
import { createHash, randomBytes } from 'node:crypto'
import { applyEdits, occurrences, scriptElementAround, type Edit, type Page } from './html-bytes.server'

/** The vehicle page embeds videos from this origin only (features/vehicle/gallery.ts, VIDEO_EMBED_PREFIX). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube.com'

type Directives = Record<string, string[]>

function policyText(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/**
 * A page's policy. Scripts: our own files, and inline scripts only by hash (React Router's hydration data, its module
 * loader and the scroll restorer), so markup injected into a page can't run script. Images and videos: a dealer's feed
 * names its own photo host, any https host, and images can't run script. Styles: React writes `style` attributes (the
 * gauge, the spinner, image focal points) and the toast library adds a style sheet at run time. `imageOrigins`: the
 * site's own image hosts beyond those (its map tile server), named one by one.
 */
export function pagePolicy({
  scriptHashes,
  frameAncestors,
  imageOrigins = [],
}: {
  scriptHashes: readonly string[]
  frameAncestors: readonly string[]
  imageOrigins?: readonly string[]
}): string {
  return policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...imageOrigins, 'https:'],
    'media-src': ["'self'", 'https:'],
    'connect-src': ["'self'"],
    'frame-src': [VIDEO_EMBED_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [...frameAncestors],
  })
}

/**
 * Everything that isn't a page (scripts, styles, photos, JSON, media): nothing in it may load or run anything, should a
 * browser ever open it as a document (an SVG photo, a JSON answer), and nobody may frame it.
 */
export const RESOURCE_POLICY = policyText({
  'default-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
})

/** An uploaded file (/media/<file>): an SVG opened on its own must not run script on the shop's origin. */
export const UPLOADED_MEDIA_POLICY = `${policyText({ 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"], 'frame-ancestors': ["'none'"] })}; sandbox`

/** Who may frame a page: the CMS admin's live preview frames /preview/*; nobody frames anything else. */
export function frameAncestorsFor(pathname: string, cmsPublicUrl: string): string[] {
  return pathname.startsWith('/preview/') ? [new URL(cmsPublicUrl).origin] : ["'none'"]
}

/**
 * A marker for the scripts React and React Router render, unguessable so that no injected markup can carry it. The page
 * is rendered with it as their nonce; only scripts carrying it get hashed, and it is then removed from the page.
 */
export function renderMarker(): string {
  return randomBytes(18).toString('hex')
}

/**
 * The `sha256-…` sources of a page's inline scripts that carry the render marker, and the page without the marker. A
 * script without it (one that markup from staff or a feed smuggled in) gets no hash, so the browser refuses to run it.
 * The page is its bytes (html-bytes.server.ts).
 */
export function hashMarkedScripts(html: Page, marker: string): { html: Page; scriptHashes: string[] } {
  const attribute = Buffer.from(` nonce="${marker}"`)
  const scriptHashes = new Set<string>()
  const edits: Edit[] = []
  for (const at of occurrences(html, attribute)) {
    edits.push({ start: at, end: at + attribute.length })
    const script = scriptElementAround(html, at)
    if (script && script.textEnd > script.textStart)
      scriptHashes.add(`sha256-${createHash('sha256').update(html.subarray(script.textStart, script.textEnd)).digest('base64')}`)
  }
  return { html: applyEdits(html, edits), scriptHashes: [...scriptHashes] }
}
