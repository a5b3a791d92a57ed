/** The algoliasearch `hosts` option for this service at `url`, e.g. http://127.0.0.1:3002. */
export function localHosts(url: string, accept: 'read' | 'write' | 'readWrite' = 'readWrite') {
  const parsed = new URL(url)
  return [{ url: parsed.host, protocol: parsed.protocol === 'https:' ? ('https' as const) : ('http' as const), accept }]
}
