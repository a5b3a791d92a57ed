/** One entry of the algoliasearch `hosts` option. */
export interface LocalHost {
  url: string
  protocol: 'http' | 'https'
  accept: 'read' | 'write' | 'readWrite'
}

/**
 * The algoliasearch `hosts` option that sends every request to the search service at `url`, e.g.
 * `algoliasearch(appId, key, { hosts: localHosts('http://127.0.0.1:3002') })`. Without this option
 * the client goes to Algolia's own hosts for the app id.
 */
export function localHosts(url: string, accept: LocalHost['accept'] = 'readWrite'): LocalHost[] {
  const parsed = new URL(url)
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`The search service URL must be http or https: ${url}`)
  return [{ url: parsed.host, protocol: parsed.protocol === 'https:' ? 'https' : 'http', accept }]
}

/**
 * The origin a server's own requests go to (those not made through an algoliasearch client): the local service at
 * `url` when there is one, else Algolia's host for the application, its DSN host for reads.
 */
export function searchOrigin(appId: string, url: string | null | undefined, kind: 'read' | 'write'): string {
  return url ?? `https://${appId}${kind === 'read' ? '-dsn' : ''}.algolia.net`
}
