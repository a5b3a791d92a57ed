import pg from 'pg'
import { EVERY_SITE, SITE_CHANGED_CHANNEL } from '@dealer/cms-contract/site-changes'

/** A site's id, or EVERY_SITE: what changed, as the CMS announced it (or everything, after a lost connection). */
export type SiteChange = string

/**
 * Hears the CMS's announcements that a site changed (cms-contract/site-changes.ts) on one connection of its own,
 * LISTENing. Messages sent while the connection was down are lost, so each (re)connection first reports EVERY_SITE:
 * whatever this instance cached before may be stale. While Postgres is away it tries again every `retryMs`.
 */
export function listenForSiteChanges(databaseUri: string, onChange: (change: SiteChange) => void, retryMs = 2_000): { stop: () => Promise<void> } {
  let current: pg.Client | null = null
  let retry: NodeJS.Timeout | null = null
  let stopped = false

  const connect = async () => {
    retry = null
    const client = new pg.Client({ connectionString: databaseUri, application_name: 'storefront site changes' })
    current = client
    let lost = false
    const reconnect = (reason: string) => {
      if (lost) return
      lost = true
      client.end().catch(() => undefined)
      if (stopped || current !== client) return
      current = null
      console.warn(`site changes: ${reason}; listening again in ${retryMs / 1000} s`)
      retry = setTimeout(() => void connect(), retryMs)
      retry.unref()
    }
    client.on('notification', (message) => {
      if (message.channel === SITE_CHANGED_CHANNEL && message.payload) onChange(message.payload)
    })
    client.on('error', (error) => reconnect(`the connection failed (${error.message})`))
    client.on('end', () => reconnect('the connection ended'))
    try {
      await client.connect()
      await client.query(`LISTEN ${SITE_CHANGED_CHANNEL}`)
      onChange(EVERY_SITE)
    } catch (error) {
      reconnect(`could not listen (${error instanceof Error ? error.message : String(error)})`)
    }
  }

  void connect()
  return {
    stop: async () => {
      stopped = true
      if (retry) clearTimeout(retry)
      await current?.end().catch(() => undefined)
    },
  }
}
