import { outboundPolicyFromEnv } from '@dealer/outbound/destination'
import { createGuardedFetch, OutboundRequestError, type GuardedFetch, type GuardedResponse } from '@dealer/outbound/guarded-fetch'
import { z } from 'zod'
import { CODE_CALL_TIMEOUT_MS } from '../finance-api'
import { BrokerFailure, type FinanceBroker } from './broker'

/**
 * A finance broker's HTTP API, reached through the guarded client (@dealer/outbound: public addresses only, https in
 * production, no redirects followed, a time-out). The API, as docs/features/finance-pre-approval.md, "Finance pre-approval (broker)" describes it:
 * - POST {base}/quotes     { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic }
 *                          → 200 { weeklyRepaymentAmount, advertisedRate, comparisonRate }
 * - POST {base}/customers  { reference, data: { …the application } } → 2xx { redirectUrl }
 * with `Authorization: Bearer <FINANCE_BROKER_API_KEY>`; any other answer is an error, its JSON `message` (or `error`)
 * shown to the shopper. A redirectUrl is followed only to one of FINANCE_BROKER_REDIRECT_HOSTS: any other is no redirect.
 */
export interface HttpBrokerOptions {
  baseUrl: string
  apiKey: string
  /** Hosts (name, or name:port) the shopper may be sent to. */
  redirectHosts: string[]
  timeoutMs?: number
  guardedFetch?: GuardedFetch
}

const quoteAnswer = z.object({
  weeklyRepaymentAmount: z.number().nonnegative(),
  advertisedRate: z.number().nonnegative(),
  comparisonRate: z.number().nonnegative(),
})
const customerAnswer = z.object({ redirectUrl: z.string().nullish() })

/** The broker's redirect when its host is one of `hosts` (https only in production), else null. */
export function allowedRedirect(value: string | null | undefined, hosts: readonly string[], production = process.env.NODE_ENV === 'production'): string | null {
  if (!value || !URL.canParse(value)) return null
  const url = new URL(value)
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:')) return null
  if (url.username || url.password) return null
  const allowed = new Set(hosts.map((host) => host.trim().toLowerCase()).filter(Boolean))
  return allowed.has(url.host.toLowerCase()) || allowed.has(url.hostname.toLowerCase()) ? url.href : null
}

function brokerMessageOf(answer: GuardedResponse): string | null {
  try {
    const body = JSON.parse(answer.body.toString('utf8')) as { message?: unknown; error?: unknown }
    const message = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : null
    return message
  } catch {
    return null
  }
}

export function httpBroker({
  baseUrl,
  apiKey,
  redirectHosts,
  timeoutMs = CODE_CALL_TIMEOUT_MS,
  guardedFetch = createGuardedFetch(),
}: HttpBrokerOptions): FinanceBroker {
  const base = baseUrl.replace(/\/+$/, '')
  async function post(path: string, body: unknown): Promise<unknown> {
    let answer: GuardedResponse
    try {
      answer = await guardedFetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        timeoutMs,
        maxResponseBytes: 64 * 1024,
      })
    } catch (error) {
      // No answer (time-out, unreachable, refused address): the shopper hears the "could not reach" text.
      if (error instanceof OutboundRequestError) throw new BrokerFailure('timeout', null, `${error.failure}: ${error.detail}`)
      throw error
    }
    if (answer.status < 200 || answer.status >= 300) throw new BrokerFailure('error', brokerMessageOf(answer), `HTTP ${answer.status}`)
    try {
      return JSON.parse(answer.body.toString('utf8'))
    } catch {
      throw new BrokerFailure('error', null, 'the answer is not JSON')
    }
  }
  return {
    async quote(request) {
      const { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic } = request
      const parsed = quoteAnswer.safeParse(await post('/quotes', { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic }))
      if (!parsed.success) throw new BrokerFailure('error', null, 'the quote is malformed')
      return parsed.data
    },
    async createCustomer({ reference, ...data }) {
      const parsed = customerAnswer.safeParse(await post('/customers', { reference, data }))
      if (!parsed.success) throw new BrokerFailure('no-redirect', null, 'the answer is malformed')
      return { redirectUrl: allowedRedirect(parsed.data.redirectUrl, redirectHosts) }
    },
  }
}

type Environment = Record<string, string | undefined>

/** How long a call to the broker's API may take in all: FINANCE_BROKER_TIMEOUT_MS, else spec 001 §9's 15 s. */
export function httpBrokerTimeoutMs(env: Environment = process.env): number {
  const value = Number(env.FINANCE_BROKER_TIMEOUT_MS)
  return Number.isFinite(value) && value > 0 ? value : CODE_CALL_TIMEOUT_MS
}

/** The HTTP broker this deployment configured, or what is missing (no defaults: its address and key are the operator's). */
export function httpBrokerFromEnvironment(env: Environment = process.env): FinanceBroker | { problem: string } {
  const missing = ['FINANCE_BROKER_URL', 'FINANCE_BROKER_API_KEY', 'FINANCE_BROKER_REDIRECT_HOSTS'].filter((name) => !env[name]?.trim())
  if (missing.length > 0)
    return { problem: `The finance broker API needs ${missing.join(', ')}; see docs/features/finance-pre-approval.md, "Finance pre-approval (broker)".` }
  return httpBroker({
    baseUrl: env.FINANCE_BROKER_URL!,
    apiKey: env.FINANCE_BROKER_API_KEY!,
    redirectHosts: env.FINANCE_BROKER_REDIRECT_HOSTS!.split(','),
    timeoutMs: httpBrokerTimeoutMs(env),
    guardedFetch: createGuardedFetch({ policy: outboundPolicyFromEnv(env as NodeJS.ProcessEnv) }),
  })
}
