import dns from 'node:dns'
import { isIPv6, type LookupFunction } from 'node:net'
import { Agent, request } from 'undici'
import { checkUrl, isPublicAddress, outboundPolicyFromEnv, type OutboundPolicy } from './destination'

/** Why an outbound request did not get an answer. */
export type OutboundFailure = 'invalid-url' | 'insecure-scheme' | 'not-public-address' | 'not-found' | 'timeout' | 'unreachable' | 'response-too-large'

const STAFF_MESSAGES: Record<OutboundFailure, string> = {
  'invalid-url': 'The address is not a valid web address.',
  'insecure-scheme': 'The address was refused: it must start with https://.',
  'not-public-address': 'The address was refused: it is not a public address.',
  'not-found': 'The address could not be found.',
  timeout: 'The address did not answer in time.',
  unreachable: 'The address could not be reached.',
  'response-too-large': 'The answer was too large.',
}

/**
 * A request that got no answer. `message` is safe to show staff (it names no internal address or error);
 * `detail` is for the log only.
 */
export class OutboundRequestError extends Error {
  readonly failure: OutboundFailure
  readonly detail: string
  constructor(failure: OutboundFailure, detail: string) {
    super(STAFF_MESSAGES[failure])
    this.name = 'OutboundRequestError'
    this.failure = failure
    this.detail = detail
  }
}

/** Every address a name has (A and AAAA); injectable so tests can make a name resolve anywhere. */
export type Resolver = (hostname: string) => Promise<string[]>

const systemResolver: Resolver = async (hostname) => (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address)

export interface GuardedRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  headers?: Record<string, string>
  body?: string | Buffer
  /** For the whole request: connecting, sending, and reading the answer. */
  timeoutMs?: number
  maxResponseBytes?: number
}

export interface GuardedResponse {
  /** A redirect (3xx) is returned as it is: its Location is someone else's address, never followed. */
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export interface GuardedFetchOptions {
  policy?: OutboundPolicy
  resolve?: Resolver
  /** Where the detailed line goes when a request fails. */
  log?: (line: string) => void
}

const DEFAULT_TIMEOUT_MS = 10_000
const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024

/**
 * A lookup for net.connect that resolves the name itself, refuses it when any of its addresses is not public, and
 * hands the socket exactly the addresses it checked: the connection goes where the check looked (no DNS rebinding).
 */
function checkedLookup(resolve: Resolver, checkAddresses: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0) throw new OutboundRequestError('not-found', `${hostname} has no address`)
        const refused = checkAddresses ? addresses.filter((address) => !isPublicAddress(address)) : []
        if (refused.length > 0) throw new OutboundRequestError('not-public-address', `${hostname} resolves to ${refused.join(', ')}`)
        const family = (address: string) => (isIPv6(address) ? 6 : 4)
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((address) => family(address) === options.family) : addresses
        if (wanted.length === 0) throw new OutboundRequestError('not-found', `${hostname} has no IPv${options.family} address`)
        if (options.all)
          callback(
            null,
            wanted.map((address) => ({ address, family: family(address) })),
          )
        else callback(null, wanted[0], family(wanted[0]))
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''))
  }
}

/** The OutboundRequestError somewhere in an error's causes, else what kind of failure a plain network error is. */
function outboundErrorOf(error: unknown, timedOut: boolean): OutboundRequestError {
  for (let cause = error; cause instanceof Error; cause = cause.cause) if (cause instanceof OutboundRequestError) return cause
  if (timedOut) return new OutboundRequestError('timeout', 'no answer within the time limit')
  const detail = error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? error.name}: ${error.message}` : String(error)
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA') return new OutboundRequestError('not-found', detail)
  return new OutboundRequestError('unreachable', detail)
}

/**
 * The one way server code sends a request to an address that staff or shoppers control (CRM webhooks; later SMS,
 * finance, valuation, rego lookup, payments). It refuses what the policy forbids, resolves the name and checks every
 * address before connecting to exactly those, never follows a redirect, gives up after `timeoutMs` in all, and reads
 * at most `maxResponseBytes`. Every failure is an OutboundRequestError with a message staff may see, and a log line
 * with the detail.
 */
export function createGuardedFetch({ policy = outboundPolicyFromEnv(), resolve = systemResolver, log = console.warn }: GuardedFetchOptions = {}) {
  const checked = new Agent({ connect: { lookup: checkedLookup(resolve, true) } })
  // Only for the operator's exact host:port exceptions (the local demo's and the tests' servers).
  const allowed = new Agent({ connect: { lookup: checkedLookup(resolve, false) } })

  return async function guardedFetch(target: string, init: GuardedRequest = {}): Promise<GuardedResponse> {
    const { method = 'GET', headers = {}, body, timeoutMs = DEFAULT_TIMEOUT_MS, maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES } = init
    const verdict = checkUrl(target, policy)
    // The origin only: a path or query string may hold the destination's own key.
    const where = verdict.ok ? verdict.url.origin : 'an invalid URL'
    const fail = (error: OutboundRequestError): never => {
      log(`outbound ${method} ${where} failed (${error.failure}): ${error.detail}`)
      throw error
    }
    if (!verdict.ok) return fail(new OutboundRequestError(verdict.reason, verdict.detail))
    const signal = AbortSignal.timeout(timeoutMs)
    try {
      const response = await request(verdict.url, {
        method,
        headers: { 'user-agent': 'dealer-platform-outbound/1', ...headers },
        body,
        signal,
        dispatcher: verdict.allowed ? allowed : checked,
      })
      const declared = Number(response.headers['content-length'])
      if (declared > maxResponseBytes) {
        response.body.destroy()
        throw new OutboundRequestError('response-too-large', `content-length ${declared} over ${maxResponseBytes}`)
      }
      const chunks: Buffer[] = []
      let received = 0
      for await (const chunk of response.body) {
        received += (chunk as Buffer).length
        if (received > maxResponseBytes) {
          response.body.destroy()
          throw new OutboundRequestError('response-too-large', `more than ${maxResponseBytes} bytes`)
        }
        chunks.push(chunk as Buffer)
      }
      return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }
    } catch (error) {
      return fail(outboundErrorOf(error, signal.aborted))
    }
  }
}

export type GuardedFetch = ReturnType<typeof createGuardedFetch>
