import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import { createGuardedFetch, OutboundRequestError, type GuardedFetch, type OutboundFailure } from '@dealer/outbound/guarded-fetch'

export interface OutgoingLead {
  /**
   * The same for every attempt of one delivery: the email's Message-ID and the CRM request's Idempotency-Key. A worker
   * that dies after sending but before recording it leaves the delivery to be sent again; the receiver can tell it is
   * the one it has.
   */
  deliveryId: string
  subject: string
  text: string
  adf: string
  replyTo: string
}

export interface StaffNotice {
  subject: string
  text: string
}

export interface LeadSenders {
  email(to: string, lead: OutgoingLead): Promise<void>
  adfWebhook(url: string, lead: OutgoingLead): Promise<void>
  /** A message to the site's own staff (a lead that could not be delivered), through the same mailer. */
  staffNotice(to: string[], notice: StaffNotice): Promise<void>
}

/**
 * A destination that didn't take the lead. `message` is what staff see on the delivery (no internal address,
 * no error from our own network); `detail` goes to the worker's log only.
 */
export class DeliveryError extends Error {
  readonly detail: string
  constructor(message: string, detail: string) {
    super(message)
    this.name = 'DeliveryError'
    this.detail = detail
  }
}

const CRM_MESSAGES: Record<OutboundFailure, string> = {
  'invalid-url': 'The CRM address is not a valid web address.',
  'insecure-scheme': 'The CRM address was refused: it must start with https://.',
  'not-public-address': 'The CRM address was refused: it is not a public address.',
  'not-found': 'The CRM address could not be found.',
  timeout: 'The CRM did not answer in time.',
  unreachable: 'The CRM could not be reached.',
  'response-too-large': "The CRM's answer was too large.",
}

/** What staff see when the CRM answered but didn't accept: its status (a public destination's own answer). */
function crmRefusal(status: number): string {
  if (status >= 300 && status < 400)
    return `The CRM answered HTTP ${status}, a redirect. Leads are not sent on to another address: give the CRM's final address.`
  return `The CRM answered HTTP ${status}.`
}

export interface SenderOptions {
  /** smtp://user:pass@host:port; unset: messages are written as .eml files to `captureDir` (development). */
  smtpUrl?: string
  captureDir: string
  from: string
  /** The whole request to a CRM, connecting included. */
  webhookTimeoutMs?: number
  /** The guarded client (cms never sends to a staff-given address any other way); tests may pass their own. */
  guardedFetch?: GuardedFetch
}

/** The domain of a From address ("Name <user@domain>"), for Message-IDs of our own. */
function mailDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'dealer-platform.local'
}

/** Sends one email; throws DeliveryError when the mail server refuses it. */
export type Mailer = (message: SendMailOptions) => Promise<void>

/**
 * Email over SMTP, or into a folder in development (each message a .eml file, how a developer or a test reads it): the
 * one way the CMS sends email, to staff (leads) and to shoppers (alerts).
 */
export function createMailer({ smtpUrl, captureDir, from }: Pick<SenderOptions, 'smtpUrl' | 'captureDir' | 'from'>): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return async (message) => {
    let info
    try {
      info = await transport.sendMail({ from, ...message })
    } catch (error) {
      // The mail server's own error names our relay's host and port: for the log, not for staff.
      throw new DeliveryError('The mail server did not accept the email.', error instanceof Error ? error.message : String(error))
    }
    if (!smtpUrl) {
      await fs.mkdir(captureDir, { recursive: true })
      const file = path.join(captureDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
      await fs.writeFile(file, info.message as Buffer)
    }
  }
}

/** Email (createMailer) and ADF/XML POSTed to a CRM. Each throws when the destination refuses. */
export function leadSenders({ smtpUrl, captureDir, from, webhookTimeoutMs = 10_000, guardedFetch = createGuardedFetch() }: SenderOptions): LeadSenders {
  const send = createMailer({ smtpUrl, captureDir, from })
  return {
    email: (to, lead) =>
      send({
        to,
        messageId: `<${lead.deliveryId}@${mailDomain(from)}>`,
        replyTo: lead.replyTo,
        subject: lead.subject,
        text: lead.text,
        attachments: [{ filename: 'lead.adf.xml', content: lead.adf, contentType: 'application/xml' }],
      }),
    staffNotice: (to, notice) => send({ to, subject: notice.subject, text: notice.text }),
    async adfWebhook(url, lead) {
      let status: number
      try {
        ;({ status } = await guardedFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/xml; charset=utf-8', 'idempotency-key': lead.deliveryId },
          body: lead.adf,
          timeoutMs: webhookTimeoutMs,
        }))
      } catch (error) {
        if (error instanceof OutboundRequestError) throw new DeliveryError(CRM_MESSAGES[error.failure], `${error.failure}: ${error.detail}`)
        throw error
      }
      if (status < 200 || status >= 300) throw new DeliveryError(crmRefusal(status), `HTTP ${status}`)
    },
  }
}
