import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequestHandler, type Credentials } from './protocol/server'
import { IndexStore } from './store/index-store'

export interface SearchServerOptions extends Credentials {
  dataDir: string
}

export interface SearchServer {
  server: http.Server
  /** Listens on `port` (0 for any free port) and resolves with the port it got. */
  listen(port: number, host?: string): Promise<number>
  close(): Promise<void>
}

export function createSearchServer(options: SearchServerOptions): SearchServer {
  const server = http.createServer(createRequestHandler(new IndexStore(options.dataDir), options))
  return {
    server,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export { localHosts } from './hosts'
