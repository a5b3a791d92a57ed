import type { Payload } from 'payload'
import type { DemoTenant } from './demo-tenants'
import { demoFeedUrl } from './demo-feed-server'

const SOURCE_NAME = 'Demo DMS feed'

/**
 * One feed source per demo site, reading its stock from the demo feed host (./demo-feed-server.ts) every hour.
 * `due`: the first run is at once (the local stack's worker runs it as it starts); otherwise a day from now, so a
 * test stack's stock stays as seeded while its tests run their own imports. Idempotent: a re-seed resets the source.
 */
export async function seedFeedSources(payload: Payload, tenants: readonly DemoTenant[], hostUrl: string, due: boolean, log: (line: string) => void) {
  for (const tenant of tenants) {
    const site = await payload.find({ collection: 'tenants', where: { slug: { equals: tenant.slug } }, limit: 1, depth: 0, overrideAccess: true })
    const siteId = site.docs[0]?.id
    if (siteId === undefined) continue
    const data = {
      name: SOURCE_NAME,
      url: demoFeedUrl(hostUrl, tenant.slug),
      format: 'json' as const,
      schedule: 'hourly' as const,
      enabled: true,
      authType: 'none' as const,
      nextRunAt: due ? null : new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      tenant: siteId,
    }
    const existing = await payload.find({
      collection: 'stock-feeds',
      where: { tenant: { equals: siteId }, name: { equals: SOURCE_NAME } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const id = existing.docs[0]?.id
    if (id === undefined) await payload.create({ collection: 'stock-feeds', data, overrideAccess: true })
    else await payload.update({ collection: 'stock-feeds', id, data, overrideAccess: true })
  }
  log(`seeded a feed source per demo site, reading ${hostUrl}${due ? '; each runs as the worker starts' : ''}`)
}
