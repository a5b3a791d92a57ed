/**
 * Issue 26: two of every process behind the repository's nginx configuration (deploy/nginx), on the stack's database
 * and search service: two storefronts, two CMS instances keeping media in an S3-compatible bucket (s3rver), two lead
 * workers. A publish shows through both storefronts within 2 s; an image uploaded through one CMS is served by every
 * storefront; 100 leads through the balancer are 100 leads, each delivered once; and kill -9 of a storefront, a CMS and
 * a lead worker while shoppers send enquiries and browse fails no shopper's request, and loses or doubles no lead.
 */
import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { stockIndexName } from '@dealer/stock/index-schema'
import { startMailServer, type MailServer } from './helpers/mail-server'
import { startBalancer, type Balancer } from './helpers/nginx'
import {
  bin,
  environment,
  freePort,
  repoRoot,
  schedulePublish,
  start,
  startOutboxWorker,
  startStorefrontInstance,
  WORKER_READY_MS,
  type Started,
} from './helpers/processes'
import { siteRequest } from './helpers/site-request'
import { until as waitUntil } from './helpers/until'

const run = crypto.randomBytes(3).toString('hex')
const SITE = 'southern-cross'
const BUCKET = 'dealer-media'
/** The bar the issue sets for a publish to show on every storefront. */
const PUBLISH_WITHIN_MS = 2_000
const SALES_INBOX = `sales@scale-out-${run}.example.com`
/** The lead worker sends at most this many at once to one destination: what a killed worker can leave sent but unrecorded. */
const IN_FLIGHT_PER_DESTINATION = 2

let balancer: Balancer
let bucketDir: string
let bucket: S3rver
let smtp: MailServer
const cmsInstances: Array<{ port: number; process: Started }> = []
const storefronts: Array<{ port: number; process: Started }> = []
const workers = new Set<ChildProcess>()
const workerList: ChildProcess[] = []
const workerOutput: string[] = []
let adminToken: string
let siteId: number
let carSlug: string
let dealership: { id: number; leadDelivery?: unknown }
let shopperCount = 0
const RUN_OCTET = crypto.randomInt(0, 256)
/** Each request its own shopper, as the balancer forwards them, so no per-address limit mixes them up. */
const nextShopper = () => `10.${RUN_OCTET}.${Math.floor(++shopperCount / 250)}.${shopperCount % 250}`

/** A CMS REST call through the balancer (or straight to one instance's port), as the super admin. */
async function cmsCall(method: string, route: string, body?: unknown, port = balancer.cmsPort): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${route}`, {
    method,
    headers: { authorization: `JWT ${adminToken}`, ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  })
}

async function cmsJson<T>(method: string, route: string, body?: unknown, port?: number): Promise<T> {
  const response = await cmsCall(method, route, body, port)
  expect([200, 201], `${method} ${route}: ${response.status} ${await response.clone().text()}`).toContain(response.status)
  return (await response.json()) as T
}

const until = <T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 60_000) => waitUntil(what, check, { timeoutMs, everyMs: 200 })

/** A CMS instance (Next, the production build) on the stack's database, its media in the bucket. */
async function startCms(port: number, bucketPort: number): Promise<Started> {
  const cms = start(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: path.join(repoRoot, 'cms'),
    env: environment({
      NODE_ENV: 'production',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${bucketPort}`,
      S3_FORCE_PATH_STYLE: '1',
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      STOREFRONT_INTERNAL_URL: `http://127.0.0.1:${balancer.storefrontPort}`,
    }),
  })
  await until(
    `the CMS on port ${port} to answer`,
    async () => {
      if (cms.child.exitCode !== null) throw new Error(`the CMS on port ${port} exited with ${cms.child.exitCode}`)
      return fetch(`http://127.0.0.1:${port}/api/tenants?limit=1`).then(
        (answer) => answer.ok,
        () => false,
      )
    },
    120_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}:\n${cms.output().slice(-3000)}`)
  })
  return cms
}

function killGroup(process_: Started): void {
  try {
    process.kill(-process_.child.pid!, 'SIGKILL')
  } catch {
    // already gone
  }
}

beforeAll(
  async () => {
    const [storefrontListen, cmsListen, bucketPort, ...instancePorts] = await Promise.all(Array.from({ length: 7 }, () => freePort()))
    const [storefrontA, storefrontB, cmsA, cmsB] = instancePorts
    bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-bucket-'))
    bucket = new S3rver({ address: '127.0.0.1', port: bucketPort, silent: true, directory: bucketDir, configureBuckets: [{ name: BUCKET }] })
    await bucket.run()
    balancer = await startBalancer({ storefrontPort: storefrontListen, cmsPort: cmsListen, storefronts: [storefrontA, storefrontB], cms: [cmsA, cmsB] })

    smtp = await startMailServer()
    const smtpPort = smtp.port

    // The CMS instances start one after the other: two Next servers loading at once on two cores take longer than both.
    for (const port of [cmsA, cmsB]) cmsInstances.push({ port, process: await startCms(port, bucketPort) })
    for (const port of [storefrontA, storefrontB])
      storefronts.push({
        port,
        process: await startStorefrontInstance(port, {
          // The CMS through the balancer, as in production: either instance answers.
          CMS_INTERNAL_URL: `http://127.0.0.1:${cmsListen}`,
          // nginx connects from 127.0.0.1; the tests' stand-in for a CDN in front of it, from 127.0.0.2.
          TRUST_PROXY: '127.0.0.1,127.0.0.2',
          STOREFRONT_WORKERS: '1',
        }),
      })
    for (let i = 0; i < 2; i++)
      workerList.push(
        await startOutboxWorker(
          {
            WORKER_OUTBOXES: 'leads,alerts',
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            LEAD_WORKER_INTERVAL_MS: '300',
            LEAD_RETRY_BASE_MS: '400',
            LEAD_LEASE_MS: '4000',
          },
          workerOutput,
          workers,
        ),
      )

    const login = await fetch(`http://127.0.0.1:${cmsListen}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }),
    })
    adminToken = ((await login.json()) as { token: string }).token
    siteId = (await cmsJson<{ docs: Array<{ id: number }> }>('GET', `/api/tenants?where[slug][equals]=${SITE}&depth=0`)).docs[0].id
    const { hits } = await adminSearchClient().client.searchSingleIndex<{ slug: string; dealership_slug: string }>({
      indexName: stockIndexName(SITE),
      searchParams: { filters: 'status:in_stock', hitsPerPage: 1 },
    })
    carSlug = hits[0].slug
    dealership = (
      await cmsJson<{ docs: Array<typeof dealership> }>(
        'GET',
        `/api/dealerships?where[and][0][tenant][equals]=${siteId}&where[and][1][slug][equals]=${hits[0].dealership_slug}&depth=0`,
      )
    ).docs[0]
    // This file's leads go to this file's mail server only.
    await cmsJson('PATCH', `/api/dealerships/${dealership.id}`, { leadDelivery: { emails: [SALES_INBOX], adfWebhookUrl: '' } })
  },
  2 * WORKER_READY_MS + 240_000,
)

afterAll(async () => {
  if (dealership) await cmsCall('PATCH', `/api/dealerships/${dealership.id}`, { leadDelivery: dealership.leadDelivery ?? { emails: [], adfWebhookUrl: '' } })
  for (const worker of workers) worker.kill('SIGKILL')
  await Promise.all([...storefronts, ...cmsInstances].map(({ process }) => process.stop()))
  await balancer?.stop()
  await bucket?.close()
  await smtp?.close()
  fs.rmSync(bucketDir, { recursive: true, force: true })
}, 60_000)

/** What the balancer and the storefronts said about the CMS, for a failed request's message. */
function topologyLog(): string {
  const storefrontLines = storefronts.flatMap(({ port, process }) =>
    process
      .output()
      .split('\n')
      .filter((line) => /CMS|error/i.test(line))
      .slice(-15)
      .map((line) => `storefront ${port}: ${line}`),
  )
  return ['nginx:', balancer.errors().slice(-3000), ...storefrontLines].join('\n')
}

/** Asks the storefront instance on `port` for `pathname` until `done`; the milliseconds that took. */
async function untilShown(port: number, pathname: string, done: (text: string) => boolean, timeoutMs = 10_000): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    if (done((await siteRequest(SITE, pathname, { port: String(port) })).text)) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${pathname} on port ${port} did not show the change in ${timeoutMs} ms`)
}

describe('two of every process behind nginx', { timeout: 180_000 }, () => {
  it('shows a publish through both storefronts within 2 s, whichever CMS instance took it', async () => {
    const hero = (heading: string) => [{ blockType: 'hero', heading, tone: 'light' }]
    const pathname = `/scale-out-${run}`
    const { doc: page } = await cmsJson<{ doc: { id: number } }>('POST', '/api/pages', {
      title: 'Two of everything',
      slug: pathname.slice(1),
      tenant: siteId,
      _status: 'published',
      layout: hero('Two of everything'),
    })
    try {
      for (const { port } of storefronts) await untilShown(port, pathname, (text) => text.includes('Two of everything'))
      for (const [index, cms] of cmsInstances.entries()) {
        const heading = `Published through CMS ${index + 1}`
        const sent = performance.now()
        await cmsJson('PATCH', `/api/pages/${page.id}`, { layout: hero(heading), _status: 'published' }, cms.port)
        const answered = performance.now()
        const shown = await Promise.all(storefronts.map(({ port }) => untilShown(port, pathname, (text) => text.includes(heading))))
        console.log(
          `a publish through CMS ${index + 1} showed on both storefronts ${shown.map(Math.round).join(' and ')} ms after the CMS answered (${Math.round(answered - sent)} ms to answer)`,
        )
        for (const ms of shown) expect(ms).toBeLessThan(PUBLISH_WITHIN_MS)
      }
      const throughBalancer = await siteRequest(SITE, pathname, { port: String(balancer.storefrontPort), headers: { 'x-request-id': 'chosen-by-the-shopper' } })
      expect(throughBalancer.status).toBe(200)
      expect(throughBalancer.text).toContain(`Published through CMS 2`)
      // nginx named the request (its 32-hex $request_id, never one a shopper sends), and the storefront answered with it.
      expect(throughBalancer.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
    } finally {
      await cmsCall('DELETE', `/api/pages/${page.id}`)
    }
  })

  it('keeps an image uploaded through one CMS in the bucket, served by every storefront, and removed through the other', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1b5e20' } })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `scale-out-${run}.jpg`)
    form.append('_payload', JSON.stringify({ alt: 'A green showroom wall', tenant: siteId }))
    const { doc } = await cmsJson<{ doc: { id: number; filename: string; sizes: { card: { filename: string } } } }>(
      'POST',
      '/api/media',
      form,
      cmsInstances[0].port,
    )

    const objects = () => fs.readdirSync(path.join(bucketDir, BUCKET))
    expect(objects().some((name) => name.startsWith(doc.filename))).toBe(true)
    expect(objects().some((name) => name.startsWith(doc.sizes.card.filename))).toBe(true)
    expect(fs.existsSync(path.join(process.env.MEDIA_DIR ?? '', doc.filename)), 'nothing written to the local media folder').toBe(false)

    for (const { port } of [...storefronts, { port: balancer.storefrontPort }]) {
      const original = await siteRequest(SITE, `/media/${encodeURIComponent(doc.filename)}`, { port: String(port) })
      expect(original.status).toBe(200)
      expect(original.bytes.equals(photo), `the original, byte for byte, from port ${port}`).toBe(true)
      const card = await siteRequest(SITE, `/media/${encodeURIComponent(doc.sizes.card.filename)}`, { port: String(port) })
      expect(card.headers['content-type']).toBe('image/webp')
      expect((await sharp(card.bytes).metadata()).width).toBe(768)
    }

    expect((await cmsCall('DELETE', `/api/media/${doc.id}`, undefined, cmsInstances[1].port)).status).toBe(200)
    expect(objects().some((name) => name.startsWith(doc.filename))).toBe(false)
    expect((await siteRequest(SITE, `/media/${encodeURIComponent(doc.filename)}`, { port: String(balancer.storefrontPort) })).status).toBe(404)
  })

  it('publishes each scheduled change once, though every CMS instance runs the job queue', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const { doc } = await cmsJson<{ doc: { id: number } }>('POST', '/api/pages', {
          title: `Scheduled ${n}`,
          slug: `scheduled-${run}-${n}`,
          tenant: siteId,
          _status: 'draft',
          layout: [{ blockType: 'hero', heading: `Scheduled ${n}`, tone: 'light' }],
        })
        return doc.id
      }),
    )
    const versions = async (id: number) =>
      (await cmsJson<{ totalDocs: number }>('GET', `/api/pages/versions?where[parent][equals]=${id}&limit=1&depth=0`)).totalDocs
    try {
      const before = await Promise.all(pages.map(versions))
      // Due together: each instance's runner (every 10 s, on the same seconds) finds them due at the same moment.
      expect(await schedulePublish('pages', pages, SUPER_ADMIN.email, new Date(Date.now() + 3000))).toBe(0)
      await until(
        'the scheduled publishes',
        async () => {
          const statuses = await Promise.all(pages.map((id) => cmsJson<{ _status: string }>('GET', `/api/pages/${id}?depth=0`)))
          return statuses.every((page) => page._status === 'published')
        },
        60_000,
      )
      // Time for a second runner that had taken the same jobs to finish its publish too.
      await new Promise((resolve) => setTimeout(resolve, 3000))
      expect(await Promise.all(pages.map(versions))).toEqual(before.map((count) => count + 1))
    } finally {
      for (const id of pages) await cmsCall('DELETE', `/api/pages/${id}`)
    }
  })

  it('takes 100 leads through the balancer as 100 leads, each delivered once', async () => {
    const marker = `once-${run}`
    const { answers } = await sendEnquiries(marker, 100)
    expect(answers.filter((answer) => answer.status !== 201)).toEqual([])
    const leadIds = new Set(answers.map((answer) => answer.leadId))
    expect(leadIds.size).toBe(100)
    await expectEachDeliveredOnce(marker, leadIds, 0)
  })

  it('loses and doubles no lead and fails no request while a storefront, a CMS and a lead worker are killed with kill -9', async () => {
    const marker = `killed-${run}`
    const kills = new Map<number, { what: string; kill: () => void }>([
      [15, { what: 'storefront 2', kill: () => killGroup(storefronts[1].process) }],
      [40, { what: 'CMS 1', kill: () => killGroup(cmsInstances[0].process) }],
      [65, { what: 'lead worker 1', kill: () => workerList[0].kill('SIGKILL') }],
    ])
    const browsing = browseUntil()
    const { answers } = await sendEnquiries(marker, 90, (answered) => {
      const due = kills.get(answered)
      if (due) {
        console.log(`kill -9 of ${due.what} after ${answered} answered enquiries`)
        due.kill()
      }
    })
    const pages = await browsing.stop()
    const triedAgain = storefronts.flatMap(({ process }) => process.output().split('\n')).filter((line) => line.includes('trying once more'))
    console.log(
      `${answers.length} enquiries and ${pages.length} page views while three processes were killed; the storefronts sent ${triedAgain.length} CMS request(s) again`,
    )
    expect(
      answers.filter((answer) => answer.status !== 201),
      topologyLog(),
    ).toEqual([])
    expect(
      pages.filter((page) => page.status !== 200),
      topologyLog(),
    ).toEqual([])
    expect(storefronts[1].process.child.exitCode ?? storefronts[1].process.child.signalCode, 'storefront 2 was killed').not.toBeNull()

    const leadIds = new Set(answers.map((answer) => answer.leadId))
    expect(leadIds.size).toBe(90)
    const stored = await cmsJson<{ docs: Array<{ id: number }> }>('GET', `/api/leads?where[lastName][equals]=${marker}&limit=200&depth=0`)
    expect(new Set(stored.docs.map((lead) => lead.id))).toEqual(leadIds)
    await expectEachDeliveredOnce(marker, leadIds, IN_FLIGHT_PER_DESTINATION)
  })
})

interface Answer {
  status: number
  text: string
  leadId: number
}

/** `count` enquiries through the balancer, six at a time, each its own shopper; `onAnswered` hears each answer's count. */
async function sendEnquiries(marker: string, count: number, onAnswered: (answered: number) => void = () => {}): Promise<{ answers: Answer[] }> {
  const answers: Answer[] = []
  let next = 0
  const sender = async () => {
    while (next < count) {
      const n = ++next
      const answer = await siteRequest(SITE, '/api/leads', {
        method: 'POST',
        port: String(balancer.storefrontPort),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          form: 'enquiry',
          kind: 'enquire',
          car: carSlug,
          idempotencyKey: crypto.randomUUID(),
          values: {
            name: `Shopper ${n}`,
            last_name: marker,
            email: `${marker}-${n}@example.com`,
            phone: '0412 345 678',
            postcode: '2150',
            message: 'Is it still available?',
          },
        }),
        shopper: nextShopper(),
      })
      const leadId = answer.status === 201 ? answer.json<{ lead_id: number }>().lead_id : 0
      answers.push({ status: answer.status, text: answer.status === 201 ? '' : answer.text.slice(0, 300), leadId })
      onAnswered(answers.length)
    }
  }
  await Promise.all(Array.from({ length: 6 }, sender))
  return { answers }
}

/** Shoppers browsing through the balancer, two at a time, until stopped: every page's status and address. */
function browseUntil() {
  const pages: Array<{ status: number; path: string }> = []
  const paths = ['/', '/search/new-used-and-demo-cars', `/cars/${carSlug}`, '/contact']
  let browsing = true
  let n = 0
  const browser = async () => {
    while (browsing) {
      // A query of its own: rendered, not the page cache's copy.
      const pathname = `${paths[n % paths.length]}?visit=${run}-${++n}`
      const page = await siteRequest(SITE, pathname, { port: String(balancer.storefrontPort), shopper: nextShopper() })
      pages.push({ status: page.status, path: pathname })
    }
  }
  const running = Promise.all([browser(), browser()])
  return {
    async stop() {
      browsing = false
      await running
      return pages
    },
  }
}

/** Each lead's email reaches the inbox under one Message-ID; at most `resends` copies are sent again (a killed worker's). */
async function expectEachDeliveredOnce(marker: string, leadIds: Set<number>, resends: number): Promise<void> {
  const messageIdOf = (mail: string) => /^Message-ID:\s*<([^>]+)>/im.exec(mail)?.[1] ?? ''
  const leadOf = (messageId: string) => Number(/^lead-(\d+)\./.exec(messageId)?.[1] ?? 0)
  const ours = () => smtp.mails.filter((mail) => mail.includes(marker) && mail.includes(SALES_INBOX))
  await until(
    `an email for each of the ${leadIds.size} leads (${new Set(ours().map(messageIdOf)).size} so far)`,
    async () => [...leadIds].every((id) => ours().some((mail) => leadOf(messageIdOf(mail)) === id)),
    90_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\nthe workers' last output:\n${workerOutput.slice(-30).join('\n')}`)
  })
  // Every delivery recorded as sent: nothing is left for a worker to send again.
  await until('every lead recorded as delivered', async () => {
    const { docs } = await cmsJson<{ docs: Array<{ deliveryStatus: string }> }>('GET', `/api/leads?where[lastName][equals]=${marker}&limit=200&depth=0`)
    return docs.length === leadIds.size && docs.every((lead) => lead.deliveryStatus === 'delivered')
  })
  const byLead = new Map<number, Set<string>>()
  for (const mail of ours()) {
    const messageId = messageIdOf(mail)
    byLead.set(leadOf(messageId), (byLead.get(leadOf(messageId)) ?? new Set()).add(messageId))
  }
  expect([...byLead.keys()].sort()).toEqual([...leadIds].sort())
  expect([...byLead.values()].filter((ids) => ids.size !== 1)).toEqual([])
  const copies = ours().length - leadIds.size
  console.log(`${leadIds.size} leads: ${ours().length} emails, ${copies} sent again under the same Message-ID`)
  expect(copies).toBeLessThanOrEqual(resends)
}
