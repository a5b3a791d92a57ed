import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { format } from 'node:util'
import pino, { type DestinationStream, type Logger } from 'pino'
import { activeTraceId } from './tracing'

/**
 * Fields whose values are a shopper's details or a secret, at any of the first three levels of a log line's object
 * (`phone`, `lead.phone`, `data.lead.phone`): pino writes `[redacted]` in their place. Every string a line holds (its
 * message, its fields, an error's message and stack) is also scrubbed of anything shaped like an email address or an
 * Australian phone number (scrubPersonalText), which catches the values no field name marks: a database error quoting
 * the row, a message built with a template string.
 */
export const REDACTED_FIELDS = [
  'phone',
  'phoneNumber',
  'mobile',
  'email',
  'emailAddress',
  'name',
  'firstName',
  'first_name',
  'lastName',
  'last_name',
  'fullName',
  'address',
  'street',
  'password',
  'token',
  'secret',
  'apiKey',
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'x-algolia-api-key',
  'cookie',
  'set-cookie',
] as const

const redactPaths = REDACTED_FIELDS.flatMap((field) => {
  const key = /^[A-Za-z_]\w*$/.test(field) ? field : `["${field}"]`
  const joined = key.startsWith('[') ? key : `.${key}`
  return [key, `*${joined}`, `*.*${joined}`]
})

// A domain ending in letters: `pkg@1.10.0` is a version, not an address.
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}(?![\w-])/g
// 04xx xxx xxx, (02) 9xxx xxxx, +61 4xx xxx xxx, 614xxxxxxxx: ten digits from a leading 0, or 61 and nine; spaces,
// dashes and brackets between them. Never inside a longer word or run of digits (a timestamp, a count, a hex id).
const AUSTRALIAN_PHONE = /(?<![\w.])(?:\+?61[ -]?\(?0?\)?|\(?0)[2-478]\)?(?:[ -]?\d){8}(?!\w)/g

/** `text` with email addresses and Australian phone numbers replaced by `[email]` and `[phone]`. */
export function scrubPersonalText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(AUSTRALIAN_PHONE, '[phone]')
}

/** What one request carries through every step it awaits: its id, and its site once the request is matched to one. */
export interface RequestContext {
  requestId: string
  site?: string
}

/**
 * The process's request storage and logger, kept on the global object: Next bundles this module into its
 * instrumentation hook and into each route apart, and one request's context must be the same in every copy.
 */
interface SharedLogState {
  requests: AsyncLocalStorage<RequestContext>
  logger?: Logger
}
const SHARED = Symbol.for('dealer-platform.ops.log')
const shared = ((globalThis as Record<symbol, SharedLogState | undefined>)[SHARED] ??= { requests: new AsyncLocalStorage<RequestContext>() })
const requests = shared.requests

/** Runs `work` as part of the request `context`: every line logged and every internal call made inside carries its id. */
export function withRequestContext<T>(context: RequestContext, work: () => T): T {
  return requests.run(context, work)
}

/** The request being answered, when there is one. */
export function currentRequest(): RequestContext | undefined {
  return requests.getStore()
}

/** The header a request's id travels in, from nginx to the storefront, the CMS and the search service, and back. */
export const REQUEST_ID_HEADER = 'x-request-id'

/** The header naming the site a request is for, sent with a server's calls to the CMS and search: it labels log lines only. */
export const SITE_HEADER = 'x-dealer-site'

/** The headers that carry the current request's id and site on a call made while answering it (none outside one). */
export function requestHeaders(): Record<string, string> {
  const request = currentRequest()
  if (!request) return {}
  return { [REQUEST_ID_HEADER]: request.requestId, ...(request.site ? { [SITE_HEADER]: request.site } : {}) }
}

/** `headers` with the current request's id and site headers added: for a fetch made while answering it. */
export function withRequestHeaders(headers?: HeadersInit): Headers {
  const merged = new Headers(headers)
  for (const [name, value] of Object.entries(requestHeaders())) merged.set(name, value)
  return merged
}

/**
 * The id of an incoming request: the one it came with when that looks like an id (nginx's `$request_id` is 32 hex
 * characters; ours are UUIDs), else a new one. A made-up value never reaches a log line as it was sent.
 */
export function requestIdFrom(header: string | null | undefined): string {
  return header && /^[\w.:-]{8,128}$/.test(header) ? header : randomUUID()
}

/** Fields we write ourselves, never a shopper's text: left as they are (a hex id can look like a phone number). */
const OWN_FIELDS = new Set(['requestId', 'traceId', 'route', 'method', 'site', 'service', 'level', 'time'])

/** `value` with every string in it scrubbed (scrubPersonalText), a few levels deep; an Error is left to its serializer. */
function scrubbed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubPersonalText(value)
  if (depth > 4 || value === null || typeof value !== 'object' || value instanceof Error) return value
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1))
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, depth === 0 && OWN_FIELDS.has(key) ? field : scrubbed(field, depth + 1)]))
}

function lineOptions(service: string, level: string): pino.LoggerOptions {
  return {
    level,
    base: { service, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }), log: (object) => scrubbed(object) as Record<string, unknown> },
    serializers: {
      // The message as pino built it (format arguments in it, or an error's message when an error was logged alone).
      msg: (message: unknown) => (typeof message === 'string' ? scrubPersonalText(message) : message),
      // pino's error object, made plain so its message, stack and own fields are scrubbed too.
      err: (error: Error) => scrubbed(JSON.parse(JSON.stringify(pino.stdSerializers.err(error))) as unknown),
    },
    redact: { paths: redactPaths, censor: '[redacted]' },
    mixin: () => {
      const request = currentRequest()
      const traceId = activeTraceId()
      return {
        ...(request ? { requestId: request.requestId, ...(request.site ? { site: request.site } : {}) } : {}),
        ...(traceId ? { traceId } : {}),
      }
    },
  }
}

/**
 * The process's one logger: JSON lines on standard output, each with its time, level, service and, inside a request,
 * its request id and site. `LOG_LEVEL` sets the least level written (`info` unless set). The first call names the
 * service; later calls get the same logger.
 */
export function logger(service = 'dealer'): Logger {
  // Written as each line is logged: a process that dies (or a command that ends) loses no line, and an asynchronous
  // writer left a compiled Payload program's top-level await unsettled (it ended with exit code 13 as it loaded).
  shared.logger ??= pino(lineOptions(service, process.env.LOG_LEVEL ?? 'info'), pino.destination({ dest: 1, sync: true }))
  return shared.logger
}

/** A logger writing every level to `destination` instead of standard output: for tests of what a line holds. */
export function loggerTo(destination: DestinationStream, service = 'test'): Logger {
  return pino(lineOptions(service, 'debug'), destination)
}

/**
 * Sends the console's output through `log`, so libraries that write to it (Next's start-up lines, a dependency's
 * warning) and our own few `console.error(message, error)` calls come out as the same redacted JSON lines.
 */
export function routeConsoleTo(log: Logger): void {
  const forward =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const err = args.find((arg): arg is Error => arg instanceof Error)
      const rest = err ? args.filter((arg) => arg !== err) : args
      const text = rest.length > 0 ? format(...rest) : err?.message
      if (err) log[level]({ err }, text)
      else log[level](text)
    }
  console.debug = forward('debug')
  console.log = forward('info')
  console.info = forward('info')
  console.warn = forward('warn')
  console.error = forward('error')
}
