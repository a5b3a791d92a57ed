import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { cmsLogin } from './helpers/cms'
import { startOutboxWorker, stopOutboxWorkers } from './helpers/processes'
import { parseLoggedLines, serverLinesSince, serverLogMark, type LoggedLine } from './helpers/server-log'
import { siteRequest } from './helpers/site-request'
import { until } from './helpers/until'

/**
 * The servers' JSON lines on the running stack (scripts/test.ts writes them to SERVER_LOG): one line per request, the
 * request's id carried from the storefront to the CMS and search, and a lead's journey (the storefront's form post, the
 * CMS's intake, a worker's delivery) written without the shopper's phone, email or name anywhere.
 */

const SITE = 'bayside-toyota'
const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const run = crypto.randomBytes(4).toString('hex')
/** This run's own mobile number, 04 and eight digits, so no other test's lines can match it. */
const mobileDigits = String(parseInt(run, 16) % 100_000_000).padStart(8, '0')
const shopper = {
  name: `Logcheck${run}`,
  last_name: `Journey${run}`,
  email: `journey-${run}@shopper.example.com`,
  phone: `04${mobileDigits.slice(0, 2)} ${mobileDigits.slice(2, 5)} ${mobileDigits.slice(5)}`,
}
/** Every way the phone could be written: as typed, as stored, international with and without +. */
const phoneForms = [shopper.phone, `04${mobileDigits}`, `+614${mobileDigits}`, `614${mobileDigits}`, `4${mobileDigits.slice(0, 2)} ${mobileDigits.slice(2, 5)}`]

let adminToken: string
let carSlug: string
const workers = new Set<ChildProcess>()
const workerOutput: string[] = []
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logs-test-mail-'))

beforeAll(async () => {
  adminToken = await cmsLogin(SUPER_ADMIN)
  const { client } = adminSearchClient()
  const { hits } = await client.searchSingleIndex<{ slug: string }>({
    indexName: stockIndexName(SITE),
    searchParams: { filters: 'status:in_stock', hitsPerPage: 1 },
  })
  carSlug = hits[0]!.slug
})

afterAll(async () => {
  await stopOutboxWorkers(workers)
  fs.rmSync(mailDir, { recursive: true, force: true })
})

const requestLine = (lines: LoggedLine[], process: string, requestId: string, route: RegExp) =>
  lines.find((line) => line.process === process && line.json?.msg === 'request' && line.json.requestId === requestId && route.test(String(line.json.route)))

describe('structured logs', () => {
  it('carries a request id sent to the storefront to the CMS’s and the search service’s lines for the same request', async () => {
    const mark = serverLogMark()
    const requestId = `logs-test-${run}-search`
    // What the shopper typed: a word of its own, in no request id.
    const typed = `typed${crypto.randomBytes(4).toString('hex')}`
    // A search page asks the CMS for the site's settings and the search service for its cars.
    const page = await siteRequest(SITE, `/search/new-used-and-demo-cars?query=${typed}`, { headers: { 'x-request-id': requestId } })
    expect(page.status).toBe(200)
    expect(page.headers['x-request-id']).toBe(requestId)

    const lines = await until(
      'the request’s lines',
      () => {
        const written = serverLinesSince(mark)
        return requestLine(written, 'storefront', requestId, /^\/search/) ? written : null
      },
      { timeoutMs: 10_000 },
    )
    expect(requestLine(lines, 'storefront', requestId, /^\/search/)?.json).toMatchObject({ level: 'info', method: 'GET', status: 200, site: SITE })
    expect(requestLine(lines, 'search', requestId, /^\/1\/indexes/)?.json).toMatchObject({ method: 'POST', status: 200, site: SITE })
    // The line names the route, never the address: the query the shopper typed is in no line.
    expect(lines.filter((line) => line.text.includes(typed))).toEqual([])
  })

  it(
    'writes a lead’s journey, form to CMS to delivery, its request id on the storefront’s and the CMS’s lines, and never the shopper’s phone, email or name',
    { timeout: 90_000 },
    async () => {
      const mark = serverLogMark()
      const requestId = `logs-test-${run}-lead`
      const answer = await siteRequest(SITE, '/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': requestId },
        body: JSON.stringify({
          form: 'enquiry',
          kind: 'enquire',
          car: carSlug,
          idempotencyKey: crypto.randomUUID(),
          values: { ...shopper, postcode: '2150', message: 'Still there?' },
        }),
        shopper: `10.77.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2, 4), 16)}`,
      })
      expect(answer.status, answer.text).toBe(201)
      const leadId = answer.json<{ lead_id: number }>().lead_id

      // A worker delivers it (its email written to a capture folder; `npm test` runs no other worker).
      await startOutboxWorker({ WORKER_OUTBOXES: 'leads', MAIL_CAPTURE_DIR: mailDir, LEAD_WORKER_INTERVAL_MS: '300' }, workerOutput, workers)
      await until(
        'the lead to be delivered',
        async () => {
          const lead = (await (await fetch(cms(`/api/leads/${leadId}?depth=0`), { headers: { authorization: `JWT ${adminToken}` } })).json()) as {
            deliveryStatus: string
          }
          return lead.deliveryStatus === 'delivered'
        },
        { timeoutMs: 60_000 },
      )
      await stopOutboxWorkers(workers)

      const lines = [...serverLinesSince(mark), ...parseLoggedLines(workerOutput.map((line) => `[lead-worker] ${line}`).join('\n'))]
      expect(requestLine(lines, 'storefront', requestId, /^\/api\/leads$/)?.json).toMatchObject({ method: 'POST', status: 201, site: SITE })
      expect(requestLine(lines, 'cms', requestId, /^\/api\/leads/)?.json).toMatchObject({ method: 'POST', status: 201 })
      expect(lines.filter((line) => line.process === 'lead-worker' && line.json).length, 'the worker’s JSON lines').toBeGreaterThan(0)

      const personal = [shopper.email, `journey-${run}`, shopper.name, shopper.last_name, ...phoneForms]
      const leaks = lines.filter((line) => personal.some((value) => line.text.includes(value)))
      expect(leaks.map((line) => `[${line.process}] ${line.text}`)).toEqual([])
    },
  )

  it('puts the request id on what the CMS logs while answering it, a failed text’s warning among them, without the phone', async () => {
    const mark = serverLogMark()
    const requestId = `logs-test-${run}-text`
    // The number the stack's capture sender refuses (scripts/lib/stack.ts SMS_FAILING_PHONE): the CMS warns in the log.
    const failingPhone = '0491570159'
    const answer = await fetch(cms('/api/customers/send-code'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.STOREFRONT_API_SECRET}`, 'x-request-id': requestId },
      body: JSON.stringify({ site: SITE, phone: failingPhone, dealershipSlug: null }),
    })
    expect(answer.status).toBe(502)
    const warning = await until(
      'the CMS’s warning',
      () => serverLinesSince(mark).find((line) => line.process === 'cms' && line.json?.level === 'warn' && line.json.requestId === requestId),
      { timeoutMs: 10_000 },
    )
    expect(String(warning.json?.msg)).toContain(`sign-in code for site ${SITE} not sent`)
    expect(serverLinesSince(mark).filter((line) => line.text.includes(failingPhone) || line.text.includes('491 570 159'))).toEqual([])
  })
})
