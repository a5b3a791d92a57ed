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
