import { isDevelopmentDeployment, simulatorsProblem, type SimulatorSetting } from '@dealer/cms-contract/deployment'
import { config } from '../app/server/config.server'

/** How long a starting storefront waits for the CMS to say which providers its sites use (the CMS may start after it). */
const ASK_FOR_MS = 60_000
const ASK_EVERY_MS = 2_000

type Sites = Array<{ slug: string; settings: Partial<Record<SimulatorSetting['group'], Record<string, unknown>>> | null }>

/**
 * Why the storefront must not start (issue 44): in production, a site whose finance broker, registration lookup, payments
 * or map tiles are a simulator, by the CMS's own list (GET /api/site-settings/providers). Until the CMS answers, it
 * can't know, so after a minute of asking that is a refusal too: production fails closed.
 */
export async function simulatorsAtStartProblem(env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  if (isDevelopmentDeployment(env)) return null
  const deadline = Date.now() + ASK_FOR_MS
  let why = 'no answer yet'
  for (;;) {
    try {
      const response = await fetch(new URL('/api/site-settings/providers', config.cmsUrl), {
        headers: { authorization: `Bearer ${config.storefrontApiSecret}` },
        signal: AbortSignal.timeout(5_000),
      })
      if (response.ok) return simulatorsProblem('The storefront', ((await response.json()) as { sites: Sites }).sites, env)
      why = `it answered ${response.status}`
      await response.body?.cancel()
    } catch (error) {
      why = error instanceof Error ? error.message : String(error)
    }
    if (Date.now() + ASK_EVERY_MS > deadline) break
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS))
  }
  return `The storefront does not start in production until the CMS says no site uses a simulator; it asked ${config.cmsUrl} for a minute (${why}).`
}
