import http from 'node:http'

/**
 * The local stack's stand-in for a load balancer (scripts/lib/stack.ts sets TRUST_PROXY to it): a request sent from this
 * address with X-Forwarded-For speaks for that shopper, as a proxy's would. From any other address the header is ignored.
 */
const STAND_IN_PROXY = '127.0.0.2'

/**
 * A request to one site of the storefront. Node's fetch won't send a Host header of our choosing, and Node can't
 * resolve <slug>.localhost, so this connects to the storefront's port and names the site in Host, as a browser would.
 * (`headers.host` names another host; `port` another storefront instance.)
 */
export function siteRequest(
  slug: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    shopper,
    localAddress,
    port,
  }: {
    method?: string
    headers?: Record<string, string>
    body?: string
    /** The shopper's address, forwarded through the stand-in proxy (each test its own, so rate limits don't mix). */
    shopper?: string
    /** Connect from this loopback address (127.x.y.z): a direct client of its own. */
    localAddress?: string
    /** Another storefront instance's port (default: STOREFRONT_URL's). */
    port?: string
  } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; bytes: Buffer; json<T = Record<string, unknown>>(): T }> {
  const storefrontPort = port ?? new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000').port
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: storefrontPort,
        path,
        method,
        localAddress: shopper ? STAND_IN_PROXY : localAddress,
        headers: {
          host: `${slug}.localhost:${storefrontPort}`,
          ...headers,
          ...(shopper ? { 'x-forwarded-for': shopper } : {}),
          ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const bytes = Buffer.concat(chunks)
          const text = bytes.toString('utf8')
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, bytes, json: <T>() => JSON.parse(text) as T })
        })
      },
    )
    request.on('error', reject)
    if (body) request.write(body)
    request.end()
  })
}
