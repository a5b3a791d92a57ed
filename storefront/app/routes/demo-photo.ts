import { parsePhotoPath, renderStockPhotoSvg } from '@dealer/stock/demo-photos'
import type { Route } from './+types/demo-photo'

/**
 * Demo stock photos are drawn on request from their address (the seed feed points here), so the
 * demo needs no image files and no internet. Real dealers' feeds point at their own photo hosts.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const spec = parsePhotoPath(url.pathname + url.search)
  if (!spec) return new Response('No such photo', { status: 404, headers: { 'content-type': 'text/plain' } })
  return new Response(renderStockPhotoSvg(spec), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}
