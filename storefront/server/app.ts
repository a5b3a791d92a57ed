// One storefront server process (main.ts starts one, or a worker per core): static files, compression and the page
// cache in front of React Router, plus what React Router can't give the app: the shopper's address (for the lead forms'
// rate limit), in each request's load context. Built into one bundle with the app, so every module here is the app's own.
import fs from 'node:fs'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import { RouterContextProvider } from 'react-router'
import { exportReadiness, instrumentProcess } from '@dealer/ops/metrics'
import { flushTracing } from '@dealer/ops/tracing'
import * as build from 'virtual:react-router/server-build'
import { startPaymentEventRetries } from '../app/features/checkout/payment-events.server'
import { pageCache, startSiteChangeListener } from '../app/page-cache.server'
import { clientAddressContext, clientNetwork, ipv6PrefixLength } from '../app/server/client-address'
import { config } from '../app/server/config.server'
import { STOREFRONT_CHECKS } from '../app/server/readiness.server'
import { trustedProxies } from '../app/server/trusted-proxies'
import { observeRequests, routeTemplates } from './observe-requests'
import { renderLimit } from './render-limit'
import { securityHeaders } from './security-headers'

/** Serves the storefront on PORT and HOST until SIGTERM or SIGINT; `clientDirectory` holds the browser's built files. */
export function startServer({ clientDirectory }: { clientDirectory: string }): void {
  const app = express()
  app.disable('x-powered-by')
  instrumentProcess('storefront')
  exportReadiness(STOREFRONT_CHECKS)
  app.use(observeRequests(routeTemplates(build.routes)))
  app.set('trust proxy', trustedProxies(process.env.TRUST_PROXY))
  // Read at start, so a wrong setting stops the server rather than each request.
  const ipv6Prefix = ipv6PrefixLength(process.env.RATE_LIMIT_IPV6_PREFIX)
  const networkOf = (request: express.Request) => clientNetwork(request.ip ?? request.socket.remoteAddress ?? 'unknown', ipv6Prefix)
  app.use(securityHeaders(config.cmsPublicUrl))
  // Built assets never change under their hashed names; each is sent precompressed (vite.config.ts, precompress-assets.ts)
  // as brotli or gzip, whichever the browser takes, so they come before compression(), and before the page cache, which holds pages only.
  app.use(
    '/assets',
    expressStaticGzip(path.join(clientDirectory, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      serveStatic: { immutable: true, maxAge: '1y' },
    }),
  )
  // A page kept for anonymous shoppers is sent as it is, compressed once, before React Router runs; a request for a page
  // being rendered waits for that render's copy.
  app.use((request, response, next) => {
    const serving = pageCache.serve(request, response)
    if (serving === false) next()
    else serving.then((served) => served || next(), next)
  })
  app.use(compression())
  // The few files from public/ (build/client outside /assets), each under its own name: a static handler in front of
  // every address would ask the disk for each page React Router renders. No redirect from a folder's name to the folder
  // (/brands → /brands/ for public/brands): that address is the CMS page's.
  for (const entry of fs.readdirSync(clientDirectory, { withFileTypes: true })) {
    if (entry.name === 'assets') continue
    const file = path.join(clientDirectory, entry.name)
    if (entry.isDirectory()) app.use(`/${entry.name}`, express.static(file, { maxAge: '1h', redirect: false }))
    else app.get(`/${entry.name}`, (_request, response) => response.sendFile(file, { maxAge: '1h' }))
  }
  // Past the page cache and the files, each read is a render: counted per network (RENDER_RATE_LIMIT_PER_MINUTE).
  app.use(renderLimit({ perMinute: config.renderRateLimitPerMinute, networkOf }))
  app.all(
    '*',
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (request) => new RouterContextProvider(new Map([[clientAddressContext, networkOf(request)]])),
    }),
  )

  // Each instance applies payment events stored but not yet applied (the CMS was down), every few seconds.
  startPaymentEventRetries()
  const siteChanges = startSiteChangeListener()

  const port = Number(process.env.PORT ?? 3000)
  const host = process.env.HOST ?? '0.0.0.0'
  const server = app.listen(port, host, () => console.log(`storefront on http://${host}:${port}`))
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      void siteChanges?.stop()
      server.close(() => void flushTracing().finally(() => process.exit(0)))
    })
}
