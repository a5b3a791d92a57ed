import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHttpRequester } from '@algolia/requester-node-http'
import { afterEach, describe, expect, it } from 'vitest'
import { withRequestContext } from '@dealer/ops/log'
import { nodeSearchRequester } from './requester'

let server: Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
})

/** A server that keeps idle connections for a minute, and resolves `closed` when the first one ends. */
async function serverKeepingConnections(): Promise<{ url: string; closed: Promise<void> }> {
  let onClosed = () => {}
  const closed = new Promise<void>((resolve) => (onClosed = resolve))
  server = createServer((_request, response) => response.end('{"ok":true}'))
  server.keepAliveTimeout = 60_000
  server.once('connection', (socket) => socket.once('close', onClosed))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/1/indexes/cars/query`, closed }
}

const request = (url: string) => ({ url, method: 'GET' as const, headers: {}, connectTimeout: 1_000, responseTimeout: 1_000 })
const settled = (promise: Promise<void>, ms: number) => Promise.race([promise.then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, ms, 'open'))])

describe('the search clients’ requester', () => {
  it('closes an idle connection itself, before a server would, and opens a new one for the next request', async () => {
    const { url, closed } = await serverKeepingConnections()
    const requester = nodeSearchRequester(100)
    expect((await requester.send(request(url))).status).toBe(200)
    expect(await settled(closed, 2_000)).toBe('closed')
    expect((await requester.send(request(url))).status).toBe(200)
  })

  it("where algoliasearch's own keeps it until the server closes it", async () => {
    const { url, closed } = await serverKeepingConnections()
    expect((await createHttpRequester().send(request(url))).status).toBe(200)
    expect(await settled(closed, 500)).toBe('open')
  })

  it('sends the id and site of the request being answered, and none outside one', async () => {
    const received: Array<Record<string, unknown>> = []
    server = createServer((incoming, response) => {
      received.push({ id: incoming.headers['x-request-id'], site: incoming.headers['x-dealer-site'] })
      response.end('{"ok":true}')
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/1/indexes/cars/query`
    const requester = nodeSearchRequester(100)
    await withRequestContext({ requestId: 'b3c1d2e4-request', site: 'bayside-toyota' }, () => requester.send(request(url)))
    await requester.send(request(url))
    expect(received).toEqual([
      { id: 'b3c1d2e4-request', site: 'bayside-toyota' },
      { id: undefined, site: undefined },
    ])
  })
})
