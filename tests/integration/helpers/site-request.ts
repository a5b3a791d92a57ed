import http from 'node:http'

/**
 * A request to one site of the storefront. Node's fetch won't send a Host header of our choosing, and Node can't
 * resolve <slug>.localhost, so this connects to the storefront's port and names the site in Host, as a browser would.
 * (`headers.host` names another host; `storefrontUrl` another storefront.)
 */
export function siteRequest(
  slug: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
  storefrontUrl = process.env.STOREFRONT_URL ?? 'http://localhost:3000',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; json<T = Record<string, unknown>>(): T }> {
  const storefront = new URL(storefrontUrl)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: storefront.port,
        path,
        method,
        headers: { host: `${slug}.localhost:${storefront.port}`, ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: <T>() => JSON.parse(text) as T })
        })
      },
    )
    request.on('error', reject)
    if (body) request.write(body)
    request.end()
  })
}
