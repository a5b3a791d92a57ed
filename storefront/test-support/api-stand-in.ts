import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGuardedFetch } from '@dealer/outbound/guarded-fetch'

export interface SeenRequest {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: unknown
}

/** What the stand-in answers: a status and a JSON body (a string is sent as it is), or null to never answer. */
type Reply = { status: number; body: unknown } | null

/** A stand-in for a partner's JSON API on loopback: answers with `answer`, records every request. */
export async function apiStandIn(answer: (request: SeenRequest) => Reply) {
  const seen: SeenRequest[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const record = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: text ? JSON.parse(text) : null }
      seen.push(record)
      const reply = answer(record)
      if (!reply) return
      response.writeHead(reply.status, { 'content-type': 'application/json' })
      response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    seen,
    /** The options an adapter is made with: its base URL, a key, a short time-out, and the guarded client allowing this stand-in only. */
    options: (timeoutMs = 2_000) => ({
      baseUrl: `http://127.0.0.1:${port}/v1/`,
      apiKey: 'partner-key',
      timeoutMs,
      guardedFetch: createGuardedFetch({ policy: { requireHttps: true, allow: new Set([`127.0.0.1:${port}`]) }, log: () => {} }),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type ApiStandIn = Awaited<ReturnType<typeof apiStandIn>>
