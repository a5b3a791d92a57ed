import type { RequestHandler } from 'express'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { observeRequest, whenClosed } from '@dealer/ops/requests'

type Manifest = ServerBuild['routes']

/** The route table as React Router matches it, nested again from the build's flat manifest. */
function routeTree(manifest: Manifest, parentId: string | undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route): RouteObject =>
      route!.index ? { id: route!.id, index: true } : { id: route!.id, path: route!.path, children: routeTree(manifest, route!.id) },
    )
}

/**
 * A request's route template (`/cars/:slug`, `/search/*`): what the request metrics name it by, so an address's
 * parameters never become label values. A page's data request (`.data`) is its page's route.
 */
export function routeTemplates(manifest: Manifest): (pathname: string) => string {
  const tree = routeTree(manifest, undefined)
  return (pathname) => {
    if (pathname.startsWith('/assets/')) return '/assets/*'
    const matches = matchRoutes(tree, pathname.replace(/\.data$/, ''))
    if (!matches) return 'unmatched'
    const parts = matches.map((match) => match.route.path?.replace(/^\/|\/$/g, '')).filter((part): part is string => Boolean(part))
    return `/${parts.join('/')}`
  }
}

/**
 * Every answer, the page cache's and the static files' too, timed into http_server_request_duration_seconds and logged
 * as one line; each request runs with its id (the one nginx or a caller sent, else a new one), returned in
 * `X-Request-Id` and sent on with its calls to the CMS and search, in its trace span (none while tracing is off).
 */
export function observeRequests(routeOf: (pathname: string) => string): RequestHandler {
  return (request, response, next) => {
    // The site is the one the request's host names (tenant.server.ts), never one a shopper sends.
    const { context, run, answered } = observeRequest(request.method, (name) => request.get(name), { callerNamesSite: false })
    response.setHeader('X-Request-Id', context.requestId)
    whenClosed(response, (status) => answered({ route: routeOf(request.path), status }))
    run(next)
  }
}
