// React Router's server entry, as its default but for the script policy: a page is rendered whole (not streamed), so
// its header can name the hashes of its inline scripts (docs/decisions/017-content-security-policy.md); and its
// scripts load once the page has painted (docs/decisions/042-first-paint-and-hydration.md).
import { PassThrough } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'
import { currentRequest } from '@dealer/ops/log'
import { siteTileOrigins } from './features/locations/map/map-tiles.server'
import { config } from './server/config.server'
import { frameAncestorsFor, hashMarkedScripts, pagePolicy, renderMarker } from './server/content-security-policy.server'
import type { Page } from './server/html-bytes.server'
import { withScriptsAfterFirstPaint } from './server/scripts-after-paint.server'
import { RequestIdContext } from './ui/RequestReference'

/** How long deferred data may take before React Router gives up on it (its default). */
export const streamTimeout = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const frameAncestors = frameAncestorsFor(new URL(request.url).pathname, config.cmsPublicUrl)
  const imageOrigins = await siteTileOrigins(loadContext)
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Security-Policy', pagePolicy({ scriptHashes: [], frameAncestors, imageOrigins }))
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const marker = renderMarker()
  // The error page quotes the request's id (ui/RequestReference.tsx).
  const rendered = await renderWhole(
    <RequestIdContext value={currentRequest()?.requestId}>
      <ServerRouter context={routerContext} url={request.url} nonce={marker} />
    </RequestIdContext>,
    marker,
  )
  const { html, scriptHashes } = hashMarkedScripts(withScriptsAfterFirstPaint(rendered.html, marker), marker)
  responseHeaders.set('Content-Security-Policy', pagePolicy({ scriptHashes, frameAncestors, imageOrigins }))
  return new Response(html, { status: rendered.failed ? 500 : responseStatusCode, headers: responseHeaders })
}

/**
 * The whole document's bytes, once every Suspense boundary has resolved (or been given up after the stream timeout);
 * `failed` when a part of it failed (as React Router's default entry, which reports an error in the shell itself).
 * Kept as bytes, never one string (app/server/html-bytes.server.ts).
 */
function renderWhole(element: ReactNode, nonce: string): Promise<{ html: Page; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let shellRendered = false
    let failed = false
    const body = new PassThrough()
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        shellRendered = true
      },
      onAllReady() {
        clearTimeout(timeout)
        const chunks: Buffer[] = []
        body.on('data', (chunk: Buffer) => chunks.push(chunk))
        body.once('end', () => resolve({ html: Buffer.concat(chunks), failed }))
        body.once('error', reject)
        pipe(body)
      },
      onShellError(error) {
        clearTimeout(timeout)
        reject(error)
      },
      onError(error) {
        failed = true
        if (shellRendered) console.error(error)
      },
    })
    // Abort after the stream timeout, leaving React time to write the rejected boundaries.
    const timeout = setTimeout(abort, streamTimeout + 1000)
  })
}
