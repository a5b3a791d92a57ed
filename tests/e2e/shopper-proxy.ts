import http from 'node:http'
import net from 'node:net'

/**
 * The browser's way in, as a load balancer's would be: every request of the end-to-end tests goes through this proxy,
 * which connects from the local stack's stand-in proxy address (scripts/lib/stack.ts trusts it) and names the test's
 * shopper in X-Forwarded-For. So each test is a shopper of its own address (tests/e2e/test.ts), as in production,
 * and the per-address limits (ten enquiries an hour per site, say) count each test alone rather than the whole suite.
 */
const STAND_IN_PROXY = '127.0.0.2'

/** The header a test's browser context names its shopper's address in; the proxy turns it into X-Forwarded-For. */
export const SHOPPER_HEADER = 'x-e2e-shopper'

/** Where the proxy listens: beside the storefront's port, unless E2E_PROXY_PORT says. */
export function shopperProxyPort(): number {
  const storefrontPort = Number(new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000').port || 80)
  return Number(process.env.E2E_PROXY_PORT ?? storefrontPort + 97)
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade']

/** Node can't resolve <site>.localhost: loopback names go to 127.0.0.1, as the browser's own resolver sends them. */
const addressOf = (hostname: string) => (hostname === 'localhost' || hostname.endsWith('.localhost') ? '127.0.0.1' : hostname)

/** Playwright's global setup: starts the proxy and returns its teardown. */
export default async function startShopperProxy(): Promise<() => Promise<void>> {
  const agent = new http.Agent({ keepAlive: true, localAddress: STAND_IN_PROXY })
  const server = http.createServer((request, response) => {
    // A proxied request names the whole address.
    const target = new URL(request.url ?? '/', `http://${request.headers.host}`)
    const headers: http.OutgoingHttpHeaders = { ...request.headers }
    for (const name of [...HOP_BY_HOP, SHOPPER_HEADER]) delete headers[name]
    const shopper = request.headers[SHOPPER_HEADER]
    if (typeof shopper === 'string') headers['x-forwarded-for'] = shopper
    const upstream = http.request(
      {
        host: addressOf(target.hostname),
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers,
        agent,
      },
      (answer) => {
        const answerHeaders = { ...answer.headers }
        for (const name of HOP_BY_HOP) delete answerHeaders[name]
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders)
        answer.pipe(response)
      },
    )
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(`shopper proxy: ${error.message}`)
    })
    request.pipe(upstream)
  })
  // A tunnel (Playwright's own API requests of a page ask for one): the bytes as they are, from the same address, so
  // they come from the stand-in proxy itself, naming no shopper.
  server.on('connect', (request, socket, head) => {
    const [hostname = '', port = '80'] = (request.url ?? '').split(':')
    const upstream = net.connect({ host: addressOf(hostname), port: Number(port), localAddress: STAND_IN_PROXY }, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', () => socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'))
    socket.on('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(shopperProxyPort(), STAND_IN_PROXY, resolve)
  })
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    agent.destroy()
  }
}
