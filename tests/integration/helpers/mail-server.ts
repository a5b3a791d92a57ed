import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface MailServer {
  port: number
  /** Every message it accepted, raw (headers and body), in the order they came. */
  mails: string[]
  /** Refuses a message for which this says true ("451 try again later"), as a mail server that is busy does. */
  refuse: ((mail: string) => boolean) | null
  close(): Promise<void>
}

/** An SMTP server on a free loopback port that accepts every message (unless told to refuse), for the lead workers' SMTP_URL. */
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
        const mail = Buffer.concat(chunks).toString('utf8')
        if (mailServer.refuse?.(mail)) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        mails.push(mail)
        callback()
      })
    },
  })
  // A worker stopped mid-message resets its connection (tests stop workers on purpose). A real mail server shrugs that
  // off and so does this one: the sender retries and the message is counted only once it has been accepted.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const mailServer: MailServer = {
    port: (server.server.address() as AddressInfo).port,
    mails,
    refuse: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  return mailServer
}
