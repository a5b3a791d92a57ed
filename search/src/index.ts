import fs from 'node:fs/promises'
import http from 'node:http'
import { answerHealth, type ReadinessCheck } from '@dealer/ops/readiness'
import type { Credentials } from './protocol/auth'
import { createRequestHandler } from './protocol/server'
import { IndexStore } from './store/index-store'

export interface SearchServerOptions extends Credentials {
  /** Where the indices are kept; created if missing. */
  dataDir: string
}

export interface SearchServer {
  server: http.Server
  /** Listens on `port` (0 for any free port) and resolves with the port it got. */
  listen(port: number, host?: string): Promise<number>
  /** Stops accepting requests, lets those in flight finish, then saves and closes the store. */
  close(): Promise<void>
  /** What its /readyz asks: its store. */
  readiness: readonly ReadinessCheck[]
}

/** How long in-flight requests get to finish on close before their connections are cut. */
const CLOSE_GRACE_MS = 2_000

/** A local search service speaking the Algolia REST protocol, over the indices in `dataDir`. */
export function createSearchServer(options: SearchServerOptions): SearchServer {
  const { dataDir, ...credentials } = options
  const store = IndexStore.open(dataDir)
  const api = createRequestHandler(store, credentials)
  let closing: Promise<void> | undefined
  // Its one dependency is its disk: the indices are read from and written to `dataDir`. Closing, it takes no more work.
  const readiness: ReadinessCheck[] = [
    {
      name: 'store',
      check: async () => {
        if (closing) throw new Error('closing')
        await fs.access(dataDir, fs.constants.R_OK | fs.constants.W_OK)
        return store.list().length
      },
    },
  ]
  const server = http.createServer((request, response) => {
    if (!answerHealth(request, response, readiness)) api(request, response)
  })

  return {
    server,
    readiness,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          const address = server.address()
          resolve(typeof address === 'object' && address ? address.port : port)
        })
      }),
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        const forceClose = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref()
        // The callback also runs, with an error, when the server never listened; either way it has stopped.
        server.close(() => {
          clearTimeout(forceClose)
          store.close()
          resolve()
        })
        server.closeIdleConnections()
      })
      return closing
    },
  }
}

export { localHosts } from '../client/hosts'
