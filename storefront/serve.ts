// One storefront server process (server.ts starts one, or a worker per core): react-router-serve's static-file and
// compression setup, the page cache in front of React Router, plus what React Router can't give the app: the shopper's
// address (for the lead forms' rate limit), in each request's load context.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import { config } from './app/server/config.server'
import { startPaymentEventRetries } from './app/features/checkout/payment-events.server'
import { securityHeaders } from './security-headers'
import { trustedProxies } from './app/server/trusted-proxies'
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'

const root = path.dirname(fileURLToPath(import.meta.url))
const build = (await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)) as ServerBuild
const client = path.join(root, 'build/client')
// The root route module re-exports the context key: the build's copy, not one this file would import from the source.
const { clientAddressContext } = (build.routes.root?.module ?? {}) as { clientAddressContext?: RouterContext<string> }
if (!clientAddressContext) throw new Error('The build has no clientAddressContext: app/root.tsx must re-export it')
// The entry module's page cache is the one its root route stores pages into (app/page-cache.server.ts).
const { pageCache, startSiteChangeListener } = build.entry.module as unknown as typeof import('./app/page-cache.server')

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', trustedProxies(process.env.TRUST_PROXY))
app.use(securityHeaders(config.cmsPublicUrl))
// Built assets never change under their hashed names; each is sent precompressed (vite.config.ts, precompress-assets.ts)
// as brotli or gzip, whichever the browser takes, so they come before compression(), and before the page cache, which holds pages only.
app.use(
  '/assets',
  expressStaticGzip(path.join(client, 'assets'), {
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
for (const entry of fs.readdirSync(client, { withFileTypes: true })) {
  if (entry.name === 'assets') continue
  const file = path.join(client, entry.name)
  if (entry.isDirectory()) app.use(`/${entry.name}`, express.static(file, { maxAge: '1h', redirect: false }))
  else app.get(`/${entry.name}`, (_request, response) => response.sendFile(file, { maxAge: '1h' }))
}
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // The shopper's address, under the context key of the build's own copy of app/server/client-address.ts.
    getLoadContext: (request) => new RouterContextProvider(new Map([[clientAddressContext, request.ip ?? request.socket.remoteAddress ?? 'unknown']])),
  }),
)

// Each instance applies payment events stored but not yet applied (the CMS was down), every few seconds. A server-only
// module, so from the source: a route module can't re-export it (the browser build would reach it).
startPaymentEventRetries()
const siteChanges = startSiteChangeListener()

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const server = app.listen(port, host, () => console.log(`storefront on http://${host}:${port}`))
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    void siteChanges?.stop()
    server.close(() => process.exit(0))
  })
