import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { GuardedFetch } from '@dealer/outbound/guarded-fetch'
import { leadSenders, type OutgoingLead } from './senders'

const lead: OutgoingLead = {
  deliveryId: 'lead-41.delivery-97',
  subject: 'Used Car Enquiry – Enquire Now: Sam Citizen',
  text: 'Name: Sam Citizen',
  adf: '<?xml version="1.0"?><adf/>',
  replyTo: 'sam@example.com',
}

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

describe('a delivery sent again (a worker died before recording it)', () => {
  it('is the same email to the mail server: one Message-ID for every attempt, in the sender’s domain', async () => {
    const captureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'senders-'))
    folders.push(captureDir)
    const senders = leadSenders({ captureDir, from: 'Website leads <leads@bayside-toyota.com.au>' })
    await senders.email('sales@example.com', lead)
    await senders.email('sales@example.com', lead)
    const ids = fs.readdirSync(captureDir).map((file) => /^Message-ID: (.+)$/m.exec(fs.readFileSync(path.join(captureDir, file), 'utf8'))?.[1])
    expect(ids).toEqual(['<lead-41.delivery-97@bayside-toyota.com.au>', '<lead-41.delivery-97@bayside-toyota.com.au>'])
  })

  it('is the same request to the CRM: one Idempotency-Key for every attempt', async () => {
    const keys: Array<string | null> = []
    const guardedFetch = (async (_url: string, init: { headers?: Record<string, string> }) => {
      keys.push(new Headers(init.headers).get('idempotency-key'))
      return { status: 200 }
    }) as unknown as GuardedFetch
    const senders = leadSenders({ captureDir: os.tmpdir(), from: 'leads@example.com', guardedFetch })
    await senders.adfWebhook('https://crm.example.com/adf', lead)
    await senders.adfWebhook('https://crm.example.com/adf', lead)
    expect(keys).toEqual(['lead-41.delivery-97', 'lead-41.delivery-97'])
  })
})
