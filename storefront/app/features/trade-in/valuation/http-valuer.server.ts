import { inspectReason } from '@dealer/stock/valuation'
import { z } from 'zod'
import { ProviderFailure, providerApi, providerOptionsFromEnvironment, type ProviderApiOptions } from '../provider-api.server'
import type { Valuer } from './valuer.server'

/**
 * An external valuation API (AutoGrab-style), as docs/features/trade-in.md, "Trade-in valuation (engine)" describes it:
 * POST {base}/valuations { make, model, badge, year, km, state, condition: { …the condition answers } }
 * → 200 { estimate, low, high, confidence } in dollars (confidence 0 … 1), or 200 { inspect: true } when it won't
 * price the car. Spec 001 §5's rule is applied first: a car over 7 years or 100,000 km is never sent.
 */
const estimateAnswer = z
  .object({
    estimate: z.number().positive(),
    low: z.number().positive(),
    high: z.number().positive(),
    confidence: z.number().min(0).max(1),
    comparables: z.number().int().nonnegative().optional(),
  })
  .refine((answer) => answer.low <= answer.estimate && answer.estimate <= answer.high, 'the range does not contain the estimate')
const inspectAnswer = z.object({ inspect: z.literal(true) })

/** 15 s, as the finance broker's calls, unless VALUATION_API_TIMEOUT_MS says otherwise. */
const DEFAULT_TIMEOUT_MS = 15_000

export function httpValuer(options: ProviderApiOptions, now: () => Date = () => new Date()): Valuer {
  const call = providerApi('valuation API', options)
  return {
    async value({ vehicle, state, condition }) {
      const reason = inspectReason(vehicle, now())
      if (reason) return { kind: 'inspect', reason }
      const { make, model, badge = null, year, km } = vehicle
      const answer = await call('/valuations', { method: 'POST', body: { make, model, badge, year, km, state, condition } })
      if (answer.status !== 200) throw new ProviderFailure('valuation API', `HTTP ${answer.status}`)
      if (inspectAnswer.safeParse(answer.body).success) return { kind: 'inspect', reason: 'declined' }
      const parsed = estimateAnswer.safeParse(answer.body)
      if (!parsed.success) throw new ProviderFailure('valuation API', 'the valuation is malformed')
      const { estimate, low, high, confidence, comparables = 0 } = parsed.data
      return { kind: 'estimate', estimate: Math.round(estimate), low: Math.floor(low), high: Math.ceil(high), confidence, comparables }
    },
  }
}

/** The valuation API this deployment configured (VALUATION_API_URL, VALUATION_API_KEY), or what is missing. */
export function httpValuerFromEnvironment(env: Record<string, string | undefined> = process.env): Valuer | { problem: string } {
  const options = providerOptionsFromEnvironment('VALUATION', DEFAULT_TIMEOUT_MS, env)
  return 'problem' in options ? options : httpValuer(options)
}
