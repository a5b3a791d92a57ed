import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { setReservedFlag } from './stock-flag'

let server: Server | undefined
afterEach(() => server?.close())

/** A search service stand-in that answers every write 200 and keeps each request's path and body. */
async function searchService(): Promise<{ url: string; requests: Array<{ path: string; body: unknown }> }> {
  const requests: Array<{ path: string; body: unknown }> = []
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      requests.push({ path: request.url ?? '', body: JSON.parse(body) as unknown })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"taskID":1}')
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }
}

describe('setReservedFlag', () => {
  it('marks the car in the site’s index, under the deployment’s index prefix', async () => {
    const { url, requests } = await searchService()
    const env = { DEALER_ENV: 'development', SEARCH_URL: url, SEARCH_INDEX_PREFIX: 'drill_' }
    await setReservedFlag('bayside-toyota', '123456', true, env)
    await setReservedFlag('bayside-toyota', '123456', false, { ...env, SEARCH_INDEX_PREFIX: undefined })
    expect(requests.map((request) => request.path)).toEqual(['/1/indexes/drill_bayside-toyota/batch', '/1/indexes/stock_bayside-toyota/batch'])
    expect(requests[0]!.body).toEqual({ requests: [{ action: 'partialUpdateObjectNoCreate', body: { objectID: '123456', reserved: true } }] })
  })
})
