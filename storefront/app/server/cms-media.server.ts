import { fetchFromCms } from './cms-unavailable.server'
import { config } from './config.server'
import { UPLOADED_MEDIA_POLICY } from './content-security-policy.server'

const FILE_NAME = /^[^/\\\0]{1,255}$/

/**
 * /media/<file>: uploaded images from the CMS, served on the storefront's own origin (browsers talk to
 * no other). Streamed through, never buffered; a name with a path in it is a 404.
 */
export async function cmsMediaFile(file: string): Promise<Response> {
  // ("." and ".." never arrive: URL parsing resolves dot segments before routing.)
  if (!FILE_NAME.test(file)) return new Response('Not found', { status: 404 })
  const upstream = await fetchFromCms(
    new URL(`/api/media/file/${encodeURIComponent(file)}`, config.cmsUrl),
    { signal: AbortSignal.timeout(15_000) },
    { streamed: true },
  )
  if (!upstream.ok || !upstream.body) return new Response('Not found', { status: upstream.status === 404 || upstream.status === 403 ? 404 : 502 })
  const headers = new Headers({
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
    'content-security-policy': UPLOADED_MEDIA_POLICY,
  })
  for (const name of ['content-type', 'content-length', 'etag', 'last-modified']) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: 200, headers })
}
