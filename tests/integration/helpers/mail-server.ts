import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface MailServer {
  port: number
  /** Every message it accepted, raw (headers and body), in the order they came. */
  mails: string[]
  close(): Promise<void>
}

/** An SMTP server on a free loopback port that accepts every message, for the lead workers' SMTP_URL. */
export async function startMailServer(): Promise<MailServer> {
  const mails: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
