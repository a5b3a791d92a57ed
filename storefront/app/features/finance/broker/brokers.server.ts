import { getSiteSettings } from '../../../server/cms.server'
import type { Tenant } from '../../../server/tenant'
import type { FinanceBroker } from './broker'
import { httpBrokerFromEnvironment, httpBrokerTimeoutMs } from './http-broker.server'
import { simulatorBroker, type SimulatorFailure } from './simulator.server'
import { DEVELOPMENT_ONLY_HINT, isDevelopmentDeployment } from '@dealer/cms-contract/deployment'

/** The broker a site uses, and how long its endpoints wait for an answer. */
export interface SiteBroker {
  name: 'simulator' | 'http'
  broker: FinanceBroker
  timeoutMs: number
}

/**
 * How long the endpoints wait for the simulator: short (FINANCE_SIMULATOR_TIMEOUT_MS, 2 s unless set), so its
 * time-out mode shows the shopper's text without a 15 s wait; it answers at once otherwise.
 */
function simulatorTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.FINANCE_SIMULATOR_TIMEOUT_MS)
  return Number.isFinite(value) && value > 0 ? value : 2_000
}

/** Made once per process on first use: it holds no state, only its settings and connection pool. */
let http: ReturnType<typeof httpBrokerFromEnvironment> | undefined

/** The site's broker (Site settings → Finance pre-approval), or why it can't be used (an HTTP broker not configured). */
export async function brokerFor(tenant: Tenant): Promise<SiteBroker | { problem: string }> {
  const finance = (await getSiteSettings(tenant))?.finance
  if (finance?.broker === 'http') {
    http ??= httpBrokerFromEnvironment()
    if ('problem' in http) return http
    // The client gives up after its own time-out; this one only backs it up.
    return { name: 'http', broker: http, timeoutMs: httpBrokerTimeoutMs() + 1_000 }
  }
  if (!isDevelopmentDeployment()) return { problem: `the site's finance broker is the simulator, which production refuses. ${DEVELOPMENT_ONLY_HINT}` }
  const failure: SimulatorFailure = finance?.simulatorFailure ?? 'none'
  return { name: 'simulator', broker: simulatorBroker(failure), timeoutMs: simulatorTimeoutMs() }
}
