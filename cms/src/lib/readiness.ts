import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { checkReadiness, type Readiness, type ReadinessCheck } from '@dealer/ops/readiness'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { postgresCheck } from './postgres-check'

/**
 * What the CMS needs for its work: Postgres (every document, lead and lock) and the search service (staff's stock,
 * reservations and imports write to it; Algolia in production, which answers the same isalive).
 */
let searchClient: ReturnType<typeof adminSearchClient>['client'] | undefined

export const CMS_CHECKS: ReadinessCheck[] = [
  postgresCheck(() => getPayload({ config: configPromise })),
  // One client for every probe: its hosts' state (a host found down is skipped a while) is worth keeping.
  { name: 'search', check: () => (searchClient ??= adminSearchClient().client).customGet({ path: '1/isalive' }) },
]

export const cmsReadiness = (): Promise<Readiness> => checkReadiness(CMS_CHECKS)
