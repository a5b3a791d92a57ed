import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { stockIndexName } from '@dealer/stock/index-schema'
import { simpleParser } from 'mailparser'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { startMailServer, type MailServer } from './helpers/mail-server'
import { startOutboxWorker, WORKER_READY_MS } from './helpers/processes'
import { siteRequest } from './helpers/site-request'
import { until as waitUntil } from './helpers/until'

/**
 * The lead pipeline end to end on the running stack: the storefront's POST /api/leads, the CMS's intake (the lead and
 * its outbox in one transaction), and delivery workers this file starts and kills (`npm test` starts none), sending to
 * a real SMTP server and a CRM webhook run here.
 */

const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const SITE = 'southern-cross'
const run = crypto.randomBytes(3).toString('hex')
let addressCounter = 0
/** Each test is its own shopper (forwarded through the stack's stand-in proxy), so rate limits don't mix. */
const newAddress = () => `10.${parseInt(run.slice(0, 2), 16)}.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`
/**
 * The CRM stand-ins listen on the two loopback ports the stack lets its lead worker post to (OUTBOUND_ALLOW, set by
 * scripts/lib/stack.ts: the storefront's port + 90 and + 91). Any other local address is refused, as in production.
 */
const allowList =
  process.env.OUTBOUND_ALLOW ??
  [90, 91].map((offset) => `127.0.0.1:${Number(new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000').port) + offset}`).join(',')
const [webhookPort, slowWebhookPort] = allowList.split(',').flatMap((entry) => /^127\.0\.0\.1:(\d+)$/.exec(entry.trim())?.slice(1).map(Number) ?? [])
const MAX_ATTEMPTS = 3

interface Car {
  objectID: string
  slug: string
  name: string
  stocknum: string
  car_type: string
  dealership_slug: string
}

let adminToken: string
let car: Car
let dealership: { id: number; leadDelivery?: { emails?: string[] | null; adfWebhookUrl?: string | null } }
/** Every request the CRM webhook got: its body and what it answered. */
const webhookCalls: Array<{ body: string; answer: 'ok' | 'fail' | 'hang' }> = []
let webhookAnswer: (body: string, earlierCalls: number) => 'ok' | 'fail' | 'hang' = () => 'ok'
let onHang: () => void = () => {}
let smtp: MailServer
let webhook: http.Server
let smtpPort: number
/** A CRM that takes its time: each request is answered 200 after SLOW_CRM_MS. */
let slowWebhook: http.Server
const SLOW_CRM_MS = 9000
const slowCalls: Array<{ body: string; answered: boolean }> = []
const workers = new Set<ChildProcess>()
/** The last lines the workers printed, shown when a wait times out (a worker that died at start says why here). */
const workerOutput: string[] = []

async function cmsJson<T>(route: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(cms(route), { ...init, headers: { authorization: `JWT ${adminToken}`, 'content-type': 'application/json', ...init.headers } })
  expect(response.status, `${route}: ${await response.clone().text()}`).toBeLessThan(300)
  return (await response.json()) as T
}

function enquiry(marker: string, overrides: Record<string, unknown> = {}) {
  return {
    form: 'enquiry',
    kind: 'enquire',
    car: car.slug,
    idempotencyKey: crypto.randomUUID(),
    values: {
      name: 'Pipeline',
      last_name: marker,
      email: `${marker}@example.com`,
      phone: '+61 412 345 678',
      postcode: '2150',
      message: 'Is it still available?',
    },
    ...overrides,
  }
}

function submit(site: string, body: unknown, address = newAddress()) {
  return siteRequest(site, '/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    shopper: address,
  })
}

async function leadOf(id: number) {
  return cmsJson<{
    id: number
    deliveryStatus: string
    category: string
    subcategory: string
    eventId: number
    phone: string
    car: { stocknum: string; stockId: string }
  }>(`/api/leads/${id}?depth=0`)
}

async function deliveriesOf(id: number) {
  return (
    await cmsJson<{ docs: Array<{ destination: string; status: string; attempts: number; lastError: string | null }> }>(
      `/api/lead-deliveries?where[lead][equals]=${id}&depth=0`,
    )
  ).docs
}

const until = <T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 40_000) => waitUntil(what, check, { timeoutMs })

/** A lead worker that has said it runs, sending to this file's SMTP server and CRM stand-ins. */
const startWorker = () =>
  startOutboxWorker(
    {
      // The stock-imports worker is stock-feeds.int.test.ts's own.
      WORKER_OUTBOXES: 'leads,alerts',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEAD_WORKER_INTERVAL_MS: '300',
      LEAD_RETRY_BASE_MS: '400',
      LEAD_LEASE_MS: '4000',
      LEAD_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      LEAD_WEBHOOK_TIMEOUT_MS: '15000',
      OUTBOUND_ALLOW: allowList,
    },
    workerOutput,
    workers,
  )

function stopWorker(worker: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    worker.once('exit', () => resolve())
    worker.kill(signal)
  })
}

const mailsFor = (marker: string) => smtp.mails.filter((mail) => mail.includes(marker))
const webhookCallsFor = (marker: string) => webhookCalls.filter((call) => call.body.includes(marker))

beforeAll(async () => {
  const login = await fetch(cms('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }),
  })
  adminToken = ((await login.json()) as { token: string }).token

  smtp = await startMailServer()
  smtpPort = smtp.port

  webhook = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const answer = webhookAnswer(body, webhookCalls.filter((call) => call.body === body).length)
      webhookCalls.push({ body, answer })
      if (answer === 'hang') return onHang()
      response.statusCode = answer === 'ok' ? 200 : 503
      response.end()
    })
  })
  if (!webhookPort || !slowWebhookPort) throw new Error(`OUTBOUND_ALLOW (${allowList}) must name two 127.0.0.1 ports for the CRM stand-ins`)
  await new Promise<void>((resolve) => webhook.listen(webhookPort, '127.0.0.1', resolve))
  slowWebhook = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const call = { body: Buffer.concat(chunks).toString('utf8'), answered: false }
      slowCalls.push(call)
      setTimeout(() => {
        call.answered = true
        response.end()
      }, SLOW_CRM_MS)
    })
  })
  await new Promise<void>((resolve) => slowWebhook.listen(slowWebhookPort, '127.0.0.1', resolve))

  const { client } = adminSearchClient()
  const { hits } = await client.searchSingleIndex<Car>({
    indexName: stockIndexName(SITE),
    searchParams: { filters: 'status:in_stock AND car_type:used', hitsPerPage: 1 },
  })
  car = hits[0]
  const site = await cmsJson<{ docs: Array<{ id: number }> }>(`/api/tenants?where[slug][equals]=${SITE}&depth=0`)
  const found = await cmsJson<{ docs: Array<typeof dealership> }>(
    `/api/dealerships?where[and][0][tenant][equals]=${site.docs[0].id}&where[and][1][slug][equals]=${car.dealership_slug}&depth=0`,
  )
  dealership = found.docs[0]
  await cmsJson(`/api/dealerships/${dealership.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ leadDelivery: { emails: ['sales@pipeline.example.com'], adfWebhookUrl: `http://127.0.0.1:${webhookPort}/adf` } }),
  })
})

afterEach(({ task }) => {
  if (task.result?.state === 'fail') console.error(`the lead workers' last output:\n${workerOutput.slice(-40).join('\n') || '(none)'}`)
})

afterAll(async () => {
  await Promise.all([...workers].map((worker) => stopWorker(worker, 'SIGKILL')))
  if (dealership)
    await cmsJson(`/api/dealerships/${dealership.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ leadDelivery: dealership.leadDelivery ?? { emails: [], adfWebhookUrl: '' } }),
    })
  await smtp?.close()
  for (const server of [webhook, slowWebhook]) {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  }
})

// A test that starts a worker may wait WORKER_READY_MS for it to run.
describe('the lead pipeline', { timeout: WORKER_READY_MS + 90_000 }, () => {
  let firstLead: number
  let worker: ChildProcess

  it('saves a lead with its outbox before answering, then a worker emails it and posts its ADF to the CRM', async () => {
    const marker = `sent-${run}`
    const answer = await submit(SITE, enquiry(marker))
    expect(answer.status, answer.text).toBe(201)
    firstLead = answer.json<{ lead_id: number }>().lead_id
    // No worker runs yet: the lead and one delivery per destination were committed together.
    const lead = await leadOf(firstLead)
    expect(lead).toMatchObject({
      deliveryStatus: 'pending',
      category: 'Used Car Enquiry',
      subcategory: 'Enquire Now',
      eventId: 15,
      phone: '0412345678',
      car: { stocknum: car.stocknum, stockId: car.objectID },
    })
    expect((await deliveriesOf(firstLead)).map((delivery) => `${delivery.destination}:${delivery.status}`).sort()).toEqual([
      'adf-webhook:pending',
      'email:pending',
    ])

    worker = await startWorker()
    await until('the lead to be delivered', async () => (await leadOf(firstLead)).deliveryStatus === 'delivered')
    const mail = await simpleParser(mailsFor(marker)[0])
    expect(mail.to).toMatchObject({ text: 'sales@pipeline.example.com' })
    expect(mail.subject).toBe(`Used Car Enquiry – Enquire Now: Pipeline ${marker} – ${car.name}`)
    expect(mail.text).toContain('Mobile: 0412345678')
    const [adf] = mail.attachments
    expect(adf).toMatchObject({ filename: 'lead.adf.xml', contentType: 'application/xml' })
    expect(adf.content.toString('utf8')).toContain(`<stock>${car.stocknum}</stock>`)
    const [crm] = webhookCallsFor(marker)
    expect(crm.body).toContain('<?ADF VERSION="1.0"?>')
    expect(crm.body).toContain(`<stock>${car.stocknum}</stock>`)
    expect(crm.body).toContain('<phone type="cellphone">+61412345678</phone>')
    // The analytics event was recorded first-party, with the lead.
    const events = await cmsJson<{ docs: Array<{ eventId: number }> }>(`/api/analytics-events?where[lead][equals]=${firstLead}&depth=0`)
    expect(events.docs.map((event) => event.eventId)).toEqual([15])
  })

  it('files Request More Photos and Find Me Something Similar under their own subcategories', async () => {
    for (const [kind, subcategory] of [
      ['photos', 'Photo Request'],
      ['similar', 'Find Me Something Similar'],
    ]) {
      const answer = await submit(SITE, enquiry(`${kind}-${run}`, { kind }))
      expect(answer.status, answer.text).toBe(201)
      expect(await leadOf(answer.json<{ lead_id: number }>().lead_id)).toMatchObject({ category: 'Used Car Enquiry', subcategory, eventId: 15 })
    }
  })

  it('makes one lead of a double-clicked or retried submit (the same idempotency key)', async () => {
    const marker = `twice-${run}`
    const body = enquiry(marker)
    const [first, second] = await Promise.all([submit(SITE, body), submit(SITE, body)])
    const retried = await submit(SITE, body)
    expect([first.status, second.status, retried.status]).toEqual([201, 201, 201])
    const ids = new Set([first, second, retried].map((answer) => answer.json<{ lead_id: number }>().lead_id))
    expect(ids.size).toBe(1)
    const leads = await cmsJson<{ totalDocs: number }>(`/api/leads?where[email][equals]=${marker}@example.com&depth=0`)
    expect(leads.totalDocs).toBe(1)
    await until('the one lead to be delivered', async () => mailsFor(marker).length === 1 && webhookCallsFor(marker).length === 1)
  })

  it('retries a CRM that is down, with backoff, and delivers once it is back', async () => {
    const marker = `down-${run}`
    webhookAnswer = (body, earlier) => (body.includes(marker) && earlier < 2 ? 'fail' : 'ok')
    const answer = await submit(SITE, enquiry(marker))
    const id = answer.json<{ lead_id: number }>().lead_id
    const failing = await until('a failed attempt to show on the lead', async () =>
      (await deliveriesOf(id)).find((delivery) => delivery.destination === 'adf-webhook' && delivery.lastError),
    )
    expect(failing).toMatchObject({ status: 'pending', lastError: 'The CRM answered HTTP 503.' })
    await until('the lead to be delivered', async () => (await leadOf(id)).deliveryStatus === 'delivered')
    const crm = (await deliveriesOf(id)).find((delivery) => delivery.destination === 'adf-webhook')
    expect(crm).toMatchObject({ status: 'delivered', attempts: 3, lastError: null })
    expect(webhookCallsFor(marker).map((call) => call.answer)).toEqual(['fail', 'fail', 'ok'])
    expect(mailsFor(marker)).toHaveLength(1)
  })

  it('delivers a lead whose worker died mid-send once another worker starts, and sends nothing twice', async () => {
    const marker = `crash-${run}`
    const dying = worker
    webhookAnswer = (body, earlier) => (body.includes(marker) && earlier === 0 ? 'hang' : 'ok')
    const hung = new Promise<void>((resolve) => (onHang = resolve))
    const answer = await submit(SITE, enquiry(marker))
    const id = answer.json<{ lead_id: number }>().lead_id
    await hung
    await stopWorker(dying, 'SIGKILL')
    expect((await leadOf(id)).deliveryStatus).toBe('pending')

    worker = await startWorker()
    await until('the lead to be delivered after the restart', async () => (await leadOf(id)).deliveryStatus === 'delivered')
    expect(webhookCallsFor(marker).map((call) => call.answer)).toEqual(['hang', 'ok'])
    expect(mailsFor(marker)).toHaveLength(1)
  })

  it('refuses a CRM address that resolves to loopback when it sends, tells staff only that, and after the last attempt flags the lead and emails the site admins, though the mail server refuses that notice at first', async () => {
    const marker = `loopback-${run}`
    // A local server that is not on the allow list: not even a connection may reach it.
    const trap = http.createServer((_request, response) => response.end())
    let trapConnections = 0
    trap.on('connection', () => trapConnections++)
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve))
    const trapPort = (trap.address() as AddressInfo).port
    try {
      // A host name passes the save-time check (only address literals are refused then); what it resolves to is
      // checked each time a lead is sent, which is where a name that later points inside is caught.
      await cmsJson(`/api/dealerships/${dealership.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ leadDelivery: { emails: ['sales@pipeline.example.com'], adfWebhookUrl: `https://localhost:${trapPort}/adf` } }),
      })
      // The notice is queued with the lead's failure and retried: sent after it instead, one refusal lost it for good.
      let noticesOffered = 0
      smtp.refuse = (mail) => mail.includes('Lead not delivered') && mail.includes(marker) && ++noticesOffered === 1
      const answer = await submit(SITE, enquiry(marker))
      expect(answer.status, answer.text).toBe(201)
      const id = answer.json<{ lead_id: number }>().lead_id
      await until('the lead to be flagged failed', async () => (await leadOf(id)).deliveryStatus === 'failed')
      const deliveries = await deliveriesOf(id)
      expect(deliveries.find((delivery) => delivery.destination === 'adf-webhook')).toMatchObject({
        status: 'failed',
        attempts: MAX_ATTEMPTS,
        lastError: 'The CRM address was refused: it is not a public address.',
      })
      expect(deliveries.find((delivery) => delivery.destination === 'email')).toMatchObject({ status: 'delivered' })
      expect(trapConnections).toBe(0)

      const southern = DEMO_TENANTS.find((tenant) => tenant.slug === SITE)!
      const notice = await until('the site admins to be told', async () => {
        const raw = smtp.mails.find((mail) => mail.includes('Lead not delivered') && mail.includes(marker))
        return raw ? simpleParser(raw) : null
      })
      expect(notice.subject).toBe(`Lead not delivered: Pipeline ${marker} (${southern.name})`)
      // The site's admins, not its editors (nor another site's staff).
      expect(notice.to).toMatchObject({ text: southern.staff.email })
      expect(notice.text).toContain(`Lead #${id}`)
      expect(notice.text).toContain(`CRM webhook https://localhost:${trapPort}/adf: The CRM address was refused: it is not a public address.`)
      expect(smtp.mails.filter((mail) => mail.includes('Lead not delivered') && mail.includes(marker))).toHaveLength(1)
      // Offered twice: refused, then taken.
      expect(noticesOffered).toBe(2)
      // The notice is the lead's outbox row, sent on its second attempt; it is no destination, so the lead stays failed.
      const noticeRow = await until('the notice recorded as sent', async () =>
        (await deliveriesOf(id)).find((delivery) => delivery.destination === 'admin-notice' && delivery.status === 'delivered'),
      )
      expect(noticeRow).toMatchObject({ attempts: 2, lastError: null })
      expect((await leadOf(id)).deliveryStatus).toBe('failed')
    } finally {
      smtp.refuse = null
      await cmsJson(`/api/dealerships/${dealership.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ leadDelivery: { emails: ['sales@pipeline.example.com'], adfWebhookUrl: `http://127.0.0.1:${webhookPort}/adf` } }),
      })
      trap.closeAllConnections()
      await new Promise((resolve) => trap.close(resolve))
    }
  })

  // The suite's time, not a shorter one: it covers a second worker's start besides the deliveries.
  it('sends each delivery once with two workers and a CRM slower than the lease, and a fast CRM is not held up by it', async () => {
    const [slowMarker, fastMarker] = [`slow-${run}`, `fast-${run}`]
    const { client } = adminSearchClient()
    const { hits } = await client.searchSingleIndex<Car>({ indexName: stockIndexName(SITE), searchParams: { filters: 'status:in_stock', hitsPerPage: 500 } })
    // Another dealership's car: its lead goes to that dealership's (slow) CRM.
    const slowCar = hits.find((hit) => hit.dealership_slug !== car.dealership_slug)!
    const site = await cmsJson<{ docs: Array<{ id: number }> }>(`/api/tenants?where[slug][equals]=${SITE}&depth=0`)
    const found = await cmsJson<{ docs: Array<typeof dealership> }>(
      `/api/dealerships?where[and][0][tenant][equals]=${site.docs[0].id}&where[and][1][slug][equals]=${slowCar.dealership_slug}&depth=0`,
    )
    const slowDealership = found.docs[0]
    await cmsJson(`/api/dealerships/${slowDealership.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ leadDelivery: { emails: ['slow@pipeline.example.com'], adfWebhookUrl: `http://127.0.0.1:${slowWebhookPort}/adf` } }),
    })
    const second = await startWorker()
    try {
      const slow = await submit(SITE, { ...enquiry(slowMarker), car: slowCar.slug })
      expect(slow.status, slow.text).toBe(201)
      const slowId = slow.json<{ lead_id: number }>().lead_id
      await until('the slow CRM to be called', async () => slowCalls.some((call) => call.body.includes(slowMarker)))

      const fast = await submit(SITE, enquiry(fastMarker))
      const fastId = fast.json<{ lead_id: number }>().lead_id
      await until('the fast lead to be delivered', async () => (await leadOf(fastId)).deliveryStatus === 'delivered')
      // Delivered while the slow CRM still holds its request.
      expect(slowCalls.filter((call) => call.body.includes(slowMarker)).map((call) => call.answered)).toEqual([false])

      await until('the slow lead to be delivered', async () => (await leadOf(slowId)).deliveryStatus === 'delivered', 40_000)
      // The slow send outlived two leases; the other worker never took it over.
      expect(slowCalls.filter((call) => call.body.includes(slowMarker))).toHaveLength(1)
      expect((await deliveriesOf(slowId)).map((delivery) => delivery.attempts)).toEqual([1, 1])
      expect(webhookCallsFor(fastMarker)).toHaveLength(1)
      expect(mailsFor(slowMarker)).toHaveLength(1)
      expect(mailsFor(fastMarker)).toHaveLength(1)
    } finally {
      await stopWorker(second)
      await cmsJson(`/api/dealerships/${slowDealership.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ leadDelivery: slowDealership.leadDelivery ?? { emails: [], adfWebhookUrl: '' } }),
      })
    }
  })

  it('answers 100 malformed submissions with a 4xx and a message, and saves none of them', async () => {
    const marker = `fuzz-${run}`
    const good = enquiry(marker)
    const values = good.values
    const wrongValues: unknown[] = [null, 'text', 42, [], true]
    const fieldBreakers: Array<[string, unknown]> = [
      ['name', ''],
      ['name', ' '],
      ['name', 'x'.repeat(61)],
      ['name', 7],
      ['name', null],
      ['name', { $gt: '' }],
      ['last_name', ''],
      ['last_name', ['a']],
      ['email', 'not-an-email'],
      ['email', `${marker}@`],
      ['email', ''],
      ['email', 1],
      ['phone', '07 3821 5000'],
      ['phone', '0412'],
      ['phone', '+64 21 123 4567'],
      ['phone', ''],
      ['phone', 412345678],
      ['phone', '04123456789'],
      ['postcode', '123'],
      ['postcode', '12345'],
      ['postcode', 'abcd'],
      ['postcode', 2150],
      ['postcode', ''],
      ['postcode', null],
      ['message', 'x'.repeat(2001)],
      ['message', 5],
      ['message', { text: 'hi' }],
    ]
    const payloads: Array<string | unknown> = [
      '',
      'not json',
      '{',
      '[]',
      'null',
      '"text"',
      '42',
      'true',
      '{"form":',
      '\u0000',
      ...wrongValues.map((value) => ({ ...good, values: value })),
      ...fieldBreakers.map(([field, value]) => ({ ...good, idempotencyKey: crypto.randomUUID(), values: { ...values, [field]: value } })),
      // Every required field left out (the message is optional).
      ...['name', 'last_name', 'email', 'phone', 'postcode'].map((field) => ({
        ...good,
        idempotencyKey: crypto.randomUUID(),
        values: Object.fromEntries(Object.entries(values).filter(([key]) => key !== field)),
      })),
      { ...good, form: 'newsletter' },
      { ...good, form: null },
      { ...good, form: undefined },
      { ...good, kind: 'spam' },
      { ...good, car: '' },
      { ...good, car: 'no-such-car-at-all' },
      { ...good, car: 12 },
      { ...good, idempotencyKey: 'short' },
      { ...good, idempotencyKey: '../../etc/passwd' },
      { ...good, idempotencyKey: null },
      { ...good, website: 'http://spam.example.com' },
      { ...good, visitedPages: 'everything' },
      { ...good, visitedPages: new Array(51).fill('/') },
      { form: 'contact', idempotencyKey: crypto.randomUUID(), values: { ...values, category: 'Spam' } },
      { form: 'contact', idempotencyKey: crypto.randomUUID(), values: { ...values, comments: '' } },
      { form: 'test-drive', car: car.slug, idempotencyKey: crypto.randomUUID(), values: { ...values, bookingDate: 'tomorrow-ish' } },
      { form: 'test-drive', car: car.slug, idempotencyKey: crypto.randomUUID(), values: { ...values, bookingDate: '2001-01-01T00:00:00.000Z' } },
      { form: 'test-drive', idempotencyKey: crypto.randomUUID(), values },
    ]
    while (payloads.length < 100)
      payloads.push({ ...good, idempotencyKey: crypto.randomUUID(), values: { ...values, postcode: String(payloads.length).padStart(5, '9') } })
    expect(payloads).toHaveLength(100)
    for (const payload of payloads) {
      const answer = await submit(SITE, typeof payload === 'string' ? payload : JSON.stringify(payload))
      const label = typeof payload === 'string' ? JSON.stringify(payload) : JSON.stringify(payload).slice(0, 160)
      expect(answer.status, `${label} → ${answer.status} ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
      expect(answer.status, label).toBeLessThan(500)
      expect(typeof answer.json<{ error: unknown }>().error, label).toBe('string')
    }
    const saved = await cmsJson<{ totalDocs: number }>(`/api/leads?where[email][like]=${marker}&depth=0`)
    expect(saved.totalDocs).toBe(0)
  })

  it('refuses a visitor who sends more enquiries in an hour than the site allows, with a 429 that says so', async () => {
    const outback = DEMO_TENANTS.find((tenant) => tenant.template === 'accessories')!.slug
    const { client } = adminSearchClient()
    const { hits } = await client.searchSingleIndex<Car>({ indexName: stockIndexName(outback), searchParams: { filters: 'status:in_stock', hitsPerPage: 1 } })
    const site = await cmsJson<{ docs: Array<{ id: number }> }>(`/api/tenants?where[slug][equals]=${outback}&depth=0`)
    const settings = await cmsJson<{ docs: Array<{ id: number }> }>(`/api/site-settings?where[tenant][equals]=${site.docs[0].id}&depth=0`)
    const settingsId = settings.docs[0].id
    await cmsJson(`/api/site-settings/${settingsId}`, { method: 'PATCH', body: JSON.stringify({ forms: { rateLimitPerHour: 2 } }) })
    try {
      const address = newAddress()
      const send = () => submit(outback, { ...enquiry(`limit-${run}`), car: hits[0].slug }, address)
      expect((await send()).status).toBe(201)
      expect((await send()).status).toBe(201)
      const refused = await send()
      expect(refused.status).toBe(429)
      expect(refused.json<{ error: string }>().error).toMatch(
        /^You have sent several enquiries in a short time\. Please try again in \d+ minutes, or give us a call\.$/,
      )
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // Refused before anything is looked up (issue 44): a car that doesn't exist is a 429 too, not "no longer listed".
      const unknownCar = await submit(outback, { ...enquiry(`limit-${run}`), car: `no-such-car-${run}` }, address)
      expect(unknownCar.status).toBe(429)
      // Another visitor is not held up by this one.
      expect((await submit(outback, { ...enquiry(`limit-other-${run}`), car: hits[0].slug })).status).toBe(201)
    } finally {
      await cmsJson(`/api/site-settings/${settingsId}`, { method: 'PATCH', body: JSON.stringify({ forms: { rateLimitPerHour: 10 } }) })
    }
  })

  it("keeps a site's leads from other sites' staff and from the public, and only the storefront may submit them", async () => {
    const [bayside, southern] = [DEMO_TENANTS.find((tenant) => tenant.slug === 'bayside-toyota')!, DEMO_TENANTS.find((tenant) => tenant.slug === SITE)!]
    const tokenOf = async (login: { email: string; password: string }) =>
      (
        (await (
          await fetch(cms('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) })
        ).json()) as { token: string }
      ).token
    const asUser = (token: string | null, route: string, init: RequestInit = {}) =>
      fetch(cms(route), { ...init, headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) } })
    const own = await tokenOf(southern.editor)
    const other = await tokenOf(bayside.staff)
    expect((await asUser(own, `/api/leads/${firstLead}`)).status).toBe(200)
    expect([403, 404]).toContain((await asUser(other, `/api/leads/${firstLead}`)).status)
    const otherList = (await (await asUser(other, `/api/leads?where[id][equals]=${firstLead}`)).json()) as { totalDocs: number }
    expect(otherList.totalDocs).toBe(0)
    expect([401, 403]).toContain((await asUser(null, `/api/leads/${firstLead}`)).status)
    expect([401, 403]).toContain((await asUser(null, '/api/leads')).status)
    expect([401, 403]).toContain((await asUser(null, `/api/lead-deliveries?where[lead][equals]=${firstLead}`)).status)
    // Nobody writes leads through the CMS's REST: not the public, not the intake without the storefront's credential.
    expect((await asUser(null, '/api/leads', { method: 'POST', body: JSON.stringify({ name: 'x' }) })).status).toBe(403)
    expect((await asUser(own, '/api/leads', { method: 'POST', body: JSON.stringify({ name: 'x' }) })).status).toBe(403)
    const intake = await asUser(null, '/api/leads/intake', { method: 'POST', body: JSON.stringify({ site: SITE }) })
    expect(intake.status).toBe(401)
  })
})
