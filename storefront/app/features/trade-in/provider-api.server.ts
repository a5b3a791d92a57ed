import { outboundPolicyFromEnv } from '@dealer/outbound/destination'
import { createGuardedFetch, OutboundRequestError, type GuardedFetch, type GuardedResponse } from '@dealer/outbound/guarded-fetch'

/**
 * A trade-in data provider's JSON API (the valuation API, the registration lookup), reached through the guarded client
 * (@dealer/outbound: public addresses only, https in production, no redirects followed, a time-out), with
 * `Authorization: Bearer <key>`. Each adapter reads the answers its own way.
 */
export interface ProviderApiOptions {
  baseUrl: string
  apiKey: string
  timeoutMs: number
  guardedFetch?: GuardedFetch
}

/** The provider could not be asked or gave no usable answer: the caller shows its fallback ("we'll call you"). */
export class ProviderFailure extends Error {
  constructor(
    readonly provider: string,
    detail: string,
  ) {
    super(`${provider}: ${detail}`)
    this.name = 'ProviderFailure'
  }
}

export interface ProviderAnswer {
  status: number
  /** The parsed JSON body, or undefined when it is not JSON. */
  body: unknown
}

export function providerApi(provider: string, { baseUrl, apiKey, timeoutMs, guardedFetch = createGuardedFetch() }: ProviderApiOptions) {
  const base = baseUrl.replace(/\/+$/, '')
  return async function call(path: string, init: { method: 'GET' } | { method: 'POST'; body: unknown }): Promise<ProviderAnswer> {
    let answer: GuardedResponse
    try {
      answer = await guardedFetch(`${base}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          accept: 'application/json',
          ...(init.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        body: init.method === 'POST' ? JSON.stringify(init.body) : undefined,
        timeoutMs,
        maxResponseBytes: 64 * 1024,
      })
    } catch (error) {
      if (error instanceof OutboundRequestError) throw new ProviderFailure(provider, `${error.failure}: ${error.detail}`)
      throw error
    }
    let body: unknown
    try {
      body = JSON.parse(answer.body.toString('utf8'))
    } catch {
      body = undefined
    }
    return { status: answer.status, body }
  }
}

type Environment = Record<string, string | undefined>

/**
 * The provider's options from `<PREFIX>_API_URL`, `<PREFIX>_API_KEY` and `<PREFIX>_API_TIMEOUT_MS` (else `defaultTimeoutMs`),
 * or what is missing: the address and key have no defaults, they are the operator's.
 */
export function providerOptionsFromEnvironment(prefix: string, defaultTimeoutMs: number, env: Environment): ProviderApiOptions | { problem: string } {
  const missing = [`${prefix}_API_URL`, `${prefix}_API_KEY`].filter((name) => !env[name]?.trim())
  if (missing.length > 0) return { problem: `${missing.join(' and ')} must be set; see docs/features/trade-in.md, "Trade-in valuation (engine)".` }
  const timeout = Number(env[`${prefix}_API_TIMEOUT_MS`])
  return {
    baseUrl: env[`${prefix}_API_URL`]!.trim(),
    apiKey: env[`${prefix}_API_KEY`]!.trim(),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : defaultTimeoutMs,
    guardedFetch: createGuardedFetch({ policy: outboundPolicyFromEnv(env as NodeJS.ProcessEnv) }),
  }
}
