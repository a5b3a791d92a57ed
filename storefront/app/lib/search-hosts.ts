/** The algoliasearch `hosts` option for a self-hosted search service URL such as http://127.0.0.1:3002. */
export function searchHosts(url: string): Array<{ url: string; protocol: 'http' | 'https'; accept: 'read' }> {
  const parsed = new URL(url)
  return [{ url: parsed.host, protocol: parsed.protocol === 'https:' ? 'https' : 'http', accept: 'read' }]
}
