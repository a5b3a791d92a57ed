import net from 'node:net'

/** A TCP stand-in for a dependency's address that a test can cut off and bring back, as a stopped Postgres would be. */
export interface TcpProxy {
  port: number
  /** Drops every connection and refuses new ones, as a stopped server does. */
  cut(): void
  /** Passes connections through again. */
  restore(): void
  close(): Promise<void>
}

/** Listens on a free loopback port and passes each connection on to `target`'s port. */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let cutOff = false
  const open = new Set<net.Socket>()
  const server = net.createServer((client) => {
    if (cutOff) return client.destroy()
    const upstream = net.connect(targetPort, targetHost)
    for (const socket of [client, upstream]) {
      open.add(socket)
      socket.on('close', () => open.delete(socket))
      socket.on('error', () => [client, upstream].forEach((each) => each.destroy()))
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    port,
    cut() {
      cutOff = true
      for (const socket of open) socket.destroy()
    },
    restore() {
      cutOff = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
