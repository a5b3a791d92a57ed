import type { RequestHandler } from 'express'
import { consumeRateLimit, type RateLimit } from '../app/server/rate-limit.server'

/** Paths with limits of their own (the API routes, the search proxy), or no render at all. */
const NOT_A_RENDER = /^\/(api|search-api|healthz|readyz)(\/|$)/

/**
 * A limit on the pages one network has rendered (issue 44): what the page cache answers costs nothing and isn't counted,
 * but every made-up address is a full render, so one network can't keep a server's cores busy with them. Reads only:
 * a form's post is counted by its own limit.
 */
export function renderLimit({ perMinute, networkOf }: { perMinute: number; networkOf: (request: Parameters<RequestHandler>[0]) => string }): RequestHandler {
  const limit: RateLimit = { name: 'page-renders', points: perMinute, durationSeconds: 60 }
  return (request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_A_RENDER.test(request.path)) return next()
    consumeRateLimit(limit, networkOf(request)).then((decision) => {
      if (decision.allowed) return next()
      response
        .status(429)
        .set({ 'retry-after': String(decision.retryAfterSeconds), 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' })
        .send(`Too many pages from your network. Please wait ${decision.retryAfterSeconds} seconds and try again.`)
    }, next)
  }
}
