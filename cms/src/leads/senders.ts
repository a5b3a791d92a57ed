import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'

export interface OutgoingLead {
  subject: string
  text: string
  adf: string
  replyTo: string
}

export interface LeadSenders {
  email(to: string, lead: OutgoingLead): Promise<void>
  adfWebhook(url: string, lead: OutgoingLead): Promise<void>
}

export interface SenderOptions {
  /** smtp://user:pass@host:port; unset: messages are written as .eml files to `captureDir` (development). */
  smtpUrl?: string
  captureDir: string
  from: string
  webhookTimeoutMs?: number
}

/** Email over SMTP (or into a folder in development) and ADF/XML POSTed to a CRM. Each throws when the destination refuses. */
export function leadSenders({ smtpUrl, captureDir, from, webhookTimeoutMs = 15_000 }: SenderOptions): LeadSenders {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async email(to, lead) {
      const info = await transport.sendMail({
        from,
        to,
        replyTo: lead.replyTo,
        subject: lead.subject,
        text: lead.text,
        attachments: [{ filename: 'lead.adf.xml', content: lead.adf, contentType: 'application/xml' }],
      })
      if (!smtpUrl) {
        await fs.mkdir(captureDir, { recursive: true })
        const file = path.join(captureDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
        await fs.writeFile(file, info.message as Buffer)
      }
    },
    async adfWebhook(url, lead) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/xml; charset=utf-8' },
        body: lead.adf,
        signal: AbortSignal.timeout(webhookTimeoutMs),
      })
      if (!response.ok) throw new Error(`The CRM answered ${response.status} ${response.statusText}`.trim())
    },
  }
}
