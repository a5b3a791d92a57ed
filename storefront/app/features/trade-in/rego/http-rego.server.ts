import { z } from 'zod'
import { ProviderFailure, providerApi, providerOptionsFromEnvironment, type ProviderApiOptions } from '../provider-api.server'
import type { RegoLookup } from './rego-lookup'

/**
 * An external registration API, as docs/features/trade-in.md, "Trade-in valuation (engine)" describes it:
 * GET {base}/registrations/{state}/{plate} → 200 { make, model, year, badge, colour, vin } (all but the first three may be
 * null or absent), or 404
 * when no such registration. Anything else is a failure.
 */
const registration = z.object({
  make: z.string().trim().min(1).max(60),
  model: z.string().trim().min(1).max(60),
  year: z.number().int().min(1900).max(2100),
  badge: z.string().trim().max(60).nullish(),
  colour: z.string().trim().max(60).nullish(),
  vin: z.string().trim().max(20).nullish(),
})

/** 15 s, as the finance broker's calls, unless REGO_API_TIMEOUT_MS says otherwise. */
const DEFAULT_TIMEOUT_MS = 15_000

export function httpRegoLookup(options: ProviderApiOptions): RegoLookup {
  const call = providerApi('registration API', options)
  return {
    async lookup(plate, state) {
      const answer = await call(`/registrations/${encodeURIComponent(state)}/${encodeURIComponent(plate)}`, { method: 'GET' })
      if (answer.status === 404) return { found: false }
      if (answer.status !== 200) throw new ProviderFailure('registration API', `HTTP ${answer.status}`)
      const parsed = registration.safeParse(answer.body)
      if (!parsed.success) throw new ProviderFailure('registration API', 'the registration is malformed')
      const { make, model, year, badge, colour, vin } = parsed.data
      return { found: true, vehicle: { make, model, year, badge: badge || null, colour: colour || null, vin: vin || null } }
    },
  }
}

/** The registration API this deployment configured (REGO_API_URL, REGO_API_KEY), or what is missing. */
export function httpRegoLookupFromEnvironment(env: Record<string, string | undefined> = process.env): RegoLookup | { problem: string } {
  const options = providerOptionsFromEnvironment('REGO', DEFAULT_TIMEOUT_MS, env)
  return 'problem' in options ? options : httpRegoLookup(options)
}
