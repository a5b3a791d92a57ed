import { HttpError } from './http-error'

/**
 * A route pattern such as `/1/indexes/:indexName/task/:taskID`. Paths are matched segment by segment
 * on the raw URL and parameters decoded afterwards, so an objectID holding an encoded `/` stays one
 * parameter.
 */
export interface Route<Handler> {
  method: string
  pattern: string
  handler: Handler
}

export interface RouteMatch<Handler> {
  handler: Handler
  params: Record<string, string>
  /** The route's pattern: what the request metrics name it by. */
  pattern: string
}

/** Finds the first route matching the request, in table order (so literal segments go before parameters). */
export function matchRoute<Handler>(routes: readonly Route<Handler>[], method: string, rawPath: string): RouteMatch<Handler> {
  const segments = rawPath.split('/')
  let pathMatched = false
  for (const route of routes) {
    const params = matchPattern(route.pattern.split('/'), segments)
    if (!params) continue
    if (route.method === method) return { handler: route.handler, params, pattern: route.pattern }
    pathMatched = true
  }
  if (pathMatched) throw new HttpError(405, `Method ${method} not allowed on ${rawPath}`)
  throw new HttpError(404, `No such endpoint: ${method} ${rawPath}`)
}

function matchPattern(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null
  const matches = pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
  if (!matches) return null
  const params: Record<string, string> = {}
  pattern.forEach((part, i) => {
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segments[i])
  })
  return params
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new HttpError(400, `Malformed path segment: ${segment}`)
  }
}
