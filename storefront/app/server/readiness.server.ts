import { checkReadiness, expectAnswer, type Readiness, type ReadinessCheck } from '@dealer/ops/readiness'
import { searchOrigin } from '@dealer/search/client'
import { config } from './config.server'
import { databaseAnswers } from './rate-limit.server'

const searchBase = searchOrigin(config.search.appId, config.search.url, 'read')

/**
 * What the storefront needs to serve a page it hasn't cached: Postgres (its rate limits and the site changes it hears),
 * the CMS (every site's content) and the search service (every listing). Not ready, it still serves the pages it has
 * cached; the balancer sends it new work once all three answer.
 */
export const STOREFRONT_CHECKS: ReadinessCheck[] = [
  ...(config.databaseUri ? [{ name: 'postgres', check: databaseAnswers }] : []),
  { name: 'cms', check: (signal) => expectAnswer(`${config.cmsUrl}/healthz`, signal) },
  {
    name: 'search',
    check: (signal) =>
      expectAnswer(`${searchBase}/1/isalive`, signal, {
        headers: { 'x-algolia-application-id': config.search.appId, 'x-algolia-api-key': config.search.searchKey },
      }),
  },
]

export const storefrontReadiness = (): Promise<Readiness> => checkReadiness(STOREFRONT_CHECKS)
