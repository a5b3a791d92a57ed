import type { SiteSetting } from '@dealer/cms-contract'
import type { Tenant } from '../../server/tenant'
import { ProviderFailure } from './provider-api.server'
import { httpRegoLookupFromEnvironment } from './rego/http-rego.server'
import type { RegoLookup } from './rego/rego-lookup'
import { simulatorRegoLookup } from './rego/simulator.server'
import { DEVELOPMENT_ONLY_HINT, isDevelopmentDeployment } from '@dealer/cms-contract/deployment'
import { stockPlateReader } from './rego/stock-plates.server'
import { builtInValuer } from './valuation/built-in-valuer.server'
import { httpValuerFromEnvironment } from './valuation/http-valuer.server'
import { stockComparablesReader } from './valuation/stock-comparables.server'
import type { Valuer } from './valuation/valuer.server'

/**
 * The site's trade-in providers, chosen by Site settings → Trade-in valuation and the deployment's environment: the
 * built-in valuer or the valuation API (VALUATION_API_*), the registration simulator (with its failure mode) or the
 * registration API (REGO_API_*). A site set to an API this deployment hasn't configured gets the problem, which the
 * endpoint logs and answers 503 with the shopper's text. Production refuses the registration simulator (cms-contract/deployment.ts): it would value invented cars.
 */

type TradeInSettings = NonNullable<SiteSetting['tradeIn']>
type Environment = Record<string, string | undefined>

export interface SiteValuer {
  name: 'built-in' | 'http'
  valuer: Valuer
}

export interface SiteRegoLookup {
  name: 'simulator' | 'http'
  lookup: RegoLookup
}

/** The HTTP adapters hold no state but their settings and connection pool: one each per process for its own environment. */
let processValuer: ReturnType<typeof httpValuerFromEnvironment> | undefined
let processRegoLookup: ReturnType<typeof httpRegoLookupFromEnvironment> | undefined

export function valuerFor(tenant: Tenant, tradeIn: TradeInSettings | null | undefined, env: Environment = process.env): SiteValuer | { problem: string } {
  if (tradeIn?.valuer === 'http') {
    const http = env === process.env ? (processValuer ??= httpValuerFromEnvironment(env)) : httpValuerFromEnvironment(env)
    return 'problem' in http ? { problem: `the site's valuer is the valuation API, but ${http.problem}` } : { name: 'http', valuer: http }
  }
  return { name: 'built-in', valuer: builtInValuer({ readComparables: stockComparablesReader(tenant) }) }
}

/** The simulator's "Registration lookup unavailable" mode: every lookup fails as an unreachable registry would. */
const unavailableRegoLookup: RegoLookup = {
  lookup: () => Promise.reject(new ProviderFailure('registration simulator', 'the site set its failure mode to "rego-unavailable"')),
}

export function regoLookupFor(
  tenant: Tenant,
  tradeIn: TradeInSettings | null | undefined,
  env: Environment = process.env,
): SiteRegoLookup | { problem: string } {
  if (tradeIn?.regoLookup === 'http') {
    const http = env === process.env ? (processRegoLookup ??= httpRegoLookupFromEnvironment(env)) : httpRegoLookupFromEnvironment(env)
    return 'problem' in http ? { problem: `the site's registration lookup is the registration API, but ${http.problem}` } : { name: 'http', lookup: http }
  }
  if (!isDevelopmentDeployment(env)) return { problem: `the site's registration lookup is the simulator, which production refuses. ${DEVELOPMENT_ONLY_HINT}` }
  if (tradeIn?.simulatorFailure === 'rego-unavailable') return { name: 'simulator', lookup: unavailableRegoLookup }
  return { name: 'simulator', lookup: simulatorRegoLookup(stockPlateReader(tenant)) }
}
