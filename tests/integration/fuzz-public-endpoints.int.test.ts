import crypto from 'node:crypto'
import fc from 'fast-check'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { CAR_SUMMARY_ATTRIBUTES } from '@dealer/stock/car-summary'
import { stockIndexName } from '@dealer/stock/index-schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteRequest } from './helpers/site-request'
import { siteSearchKey } from './helpers/search-keys'

// Property-based fuzzing of every public write and read the storefront answers, and of the CMS's intake (issue 19): any
// body, any content type, any size, from this site or another → an answer below 500, and a 4xx says what was wrong in
// JSON. Leads the fuzzer manages to get accepted are whole (saved with their outbox), and refused ones leave no row.
// Each case is a shopper of its own (through the stack's stand-in proxy), so the rate limits don't decide the answers.
const SITE = 'bayside-toyota'
const RUNS = Number(process.env.FUZZ_RUNS ?? 150)
const run = crypto.randomBytes(3).toString('hex')
const MARKER = `fuzz${run}`
const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const appId = process.env.ALGOLIA_APP_ID ?? 'local'
let shopperCount = 0
const newShopper = () => `10.${100 + (parseInt(run.slice(0, 2), 16) % 100)}.${Math.floor(++shopperCount / 250) % 250}.${shopperCount % 250}`

let car: StockCar
let adminToken: string
let casesRun = 0

beforeAll(async () => {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(SITE),
    searchParams: { filters: 'status:in_stock', hitsPerPage: 1 },
  })
  car = hits[0]
  const login = await fetch(cms('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }),
  })
  adminToken = ((await login.json()) as { token: string }).token
})

// The leads the fuzzer got accepted are deleted afterwards (their outbox rows go with them), so the tests after this
// one don't find a backlog of its deliveries in the outbox.
afterAll(async () => {
  for (const lastName of [MARKER, `${MARKER}-intake`]) {
    const response = await fetch(cms(`/api/leads?where[lastName][equals]=${lastName}&limit=0`), {
      method: 'DELETE',
      headers: { authorization: `JWT ${adminToken}` },
    })
    expect(response.status, `deleting the fuzzer's leads (${lastName})`).toBe(200)
  }
})

const contact = () => ({ name: 'Fuzz', last_name: MARKER, email: `${MARKER}@example.com`, phone: '0412 345 678', postcode: '4000' })

/** A body each endpoint accepts, which the fuzzer then breaks a piece at a time. */
const validBodies: Record<string, () => unknown> = {
  lead: () => ({ form: 'enquiry', kind: 'enquire', car: car.slug, idempotencyKey: crypto.randomUUID(), values: { ...contact(), message: 'Is it available?' } }),
  contactLead: () => ({
    form: 'contact',
    idempotencyKey: crypto.randomUUID(),
    values: { ...contact(), category: 'General Enquiry', comments: 'Hello', subscribe: false },
  }),
  event: () => ({ event: 'call-clicked', path: `/cars/${car.slug}`, carId: car.objectID }),
  view: () => ({}),
  regoLookup: () => ({ plate: 'TRADE1', state: 'QLD' }),
  valuation: () => ({
    column_name: 'valuation',
    vehicle: { make: 'Toyota', model: 'Corolla', year: 2024, badge: 'SX', km: 20_000, state: 'QLD', plate: 'ABC123' },
    condition: { km: 20_000, serviceHistory: 'full', damage: 'none', tyres: 'good', accessories: false, financeOwing: false },
    carId: car.objectID,
    idempotencyKey: crypto.randomUUID(),
  }),
  checkout: () => ({ carId: car.objectID, name: 'Fuzz', lastName: MARKER, email: `${MARKER}@example.com`, idempotencyKey: crypto.randomUUID() }),
  paymentCallback: () => ({
    id: `simevt_${crypto.randomUUID()}`,
    type: 'payment.paid',
    created: Math.floor(Date.now() / 1000),
    data: { paymentId: `simpay_${'x'.repeat(32)}`, siteId: 1, reservationId: '1', amountCents: 20_000 },
  }),
  refund: () => ({ site: SITE, reservationId: 1, provider: 'simulator', paymentId: `simpay_${'x'.repeat(32)}` }),
  search: () => ({ requests: [{ indexName: stockIndexName(SITE), params: `hitsPerPage=12&attributesToRetrieve=${CAR_SUMMARY_ATTRIBUTES.join(',')}` }] }),
}

/** Every path of an object's leaves and branches, e.g. `values.email`. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return [prefix, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...prefix, key]))]
}

function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value
  const copy = structuredClone(base) as Record<string, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>
  if (value === undefined) delete node[path[path.length - 1]]
  else node[path[path.length - 1]] = value
  return copy
}

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.constant(undefined),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.integer({ min: 1, max: 40 }).map((kb) => 'x'.repeat(kb * 1024)),
  fc.constantFrom('', ' ', '\u0000', '../../etc/passwd', '<script>alert(1)</script>', "'; DROP TABLE leads; --", 'NaN', '-1', '1e309'),
)

/** A body: the endpoint's own with one piece broken, or anything at all, as text. */
function bodies(base: () => unknown): fc.Arbitrary<string> {
  const sample = base()
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.tuple(fc.constantFrom(...pathsOf(sample)), oddValue).map(([path, value]) => JSON.stringify(withValueAt(base(), path, value)) ?? ''),
    },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 2000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }).map((kb) => `{"x":"${'y'.repeat(kb * 1024)}"}`) },
  )
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  '',
)
const fetchSites = fc.constantFrom('same-origin', 'same-origin', 'same-origin', 'cross-site', 'same-site', 'none', undefined)

interface Answer {
  status: number
  text: string
}

/** Below 500, and a refusal says why in JSON. */
function expectHandled(label: string, answer: Answer): void {
  expect(answer.status, `${label} → ${answer.status} ${answer.text.slice(0, 300)}`).toBeLessThan(500)
  if (answer.status >= 400) {
    const parsed = (() => {
      try {
        return JSON.parse(answer.text) as { error?: unknown; message?: unknown }
      } catch {
        return null
      }
    })()
    expect(typeof (parsed?.error ?? parsed?.message), `${label} → ${answer.status} without a message: ${answer.text.slice(0, 300)}`).toBe('string')
  }
}

function fuzzPost(
  name: string,
  path: () => string,
  body: () => unknown,
  extraHeaders: () => Record<string, string> = () => ({}),
  onAnswer?: (answer: Answer) => void,
) {
  it(`${name}: any body, type, size or origin → a handled answer`, { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(bodies(body), contentTypes, fetchSites, async (text, contentType, fetchSite) => {
        casesRun++
        const headers: Record<string, string> = { ...extraHeaders() }
        if (contentType) headers['content-type'] = contentType
        if (fetchSite) headers['sec-fetch-site'] = fetchSite
        const answer = await siteRequest(SITE, path(), { method: 'POST', headers, body: text, shopper: newShopper() })
        expectHandled(`POST ${path()} (${contentType}, ${fetchSite}) ${text.slice(0, 200)}`, answer)
        onAnswer?.(answer)
      }),
      { numRuns: RUNS },
    )
  })
}

const acceptedLeads: number[] = []

describe('the storefront’s public endpoints', () => {
  fuzzPost(
    'POST /api/leads (a car enquiry)',
    () => '/api/leads',
    validBodies.lead,
    undefined,
    (answer) => {
      if (answer.status === 201) acceptedLeads.push((JSON.parse(answer.text) as { lead_id: number }).lead_id)
    },
  )
  fuzzPost(
    'POST /api/leads (the contact form)',
    () => '/api/leads',
    validBodies.contactLead,
    undefined,
    (answer) => {
      if (answer.status === 201) acceptedLeads.push((JSON.parse(answer.text) as { lead_id: number }).lead_id)
    },
  )
  fuzzPost('POST /api/events', () => '/api/events', validBodies.event)
  fuzzPost('POST /api/trade-in/rego-lookup', () => '/api/trade-in/rego-lookup', validBodies.regoLookup)
  fuzzPost('POST /api/miscellaneous (the trade-in valuation record)', () => '/api/miscellaneous', validBodies.valuation)
  fuzzPost('POST /cars/{slug}/view.json', () => `/cars/${car.slug}/view.json`, validBodies.view)
  // Signed out (401 at best), unsigned (400), without the CMS's credential (401): never a 5xx, whatever arrives.
  fuzzPost('POST /api/checkout/start', () => '/api/checkout/start', validBodies.checkout)
  fuzzPost(
    'POST /api/payments/simulator',
    () => '/api/payments/simulator',
    validBodies.paymentCallback,
    () => ({ 'x-payment-simulator-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }),
  )
  fuzzPost(
    'POST /api/payments/stripe',
    () => '/api/payments/stripe',
    validBodies.paymentCallback,
    () => ({ 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }),
  )
  fuzzPost('POST /api/payments/refund', () => '/api/payments/refund', validBodies.refund)
  fuzzPost(
    'POST /search-api',
    () => '/search-api/1/indexes/*/queries',
    validBodies.search,
    () => ({ 'x-algolia-api-key': siteSearchKey(SITE), 'x-algolia-application-id': appId }),
  )

  it('GET endpoints with any query string → a handled answer', { timeout: 300_000 }, async () => {
    const paths = fc.constantFrom(
      '/api/test-drive-slots',
      '/api/delivery-estimate',
      `/cars/${car.slug}/view.json`,
      '/api/leads',
      '/api/events',
      '/search-api/1/indexes/*/queries',
      '/api/trade-in/catalogue',
      '/api/trade-in/catalogue?make=Toyota&model=Corolla',
    )
    const queryValue = fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('', car.slug, '4000', '0000', '%', '%00', 'a'.repeat(5000)))
    await fc.assert(
      fc.asyncProperty(paths, fc.constantFrom('car', 'postcode', 'x', 'make', 'year'), queryValue, async (path, name, value) => {
        casesRun++
        const answer = await siteRequest(SITE, `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`, { shopper: newShopper() })
        expectHandled(`GET ${path}?${name}=${value.slice(0, 100)}`, answer)
      }),
      { numRuns: RUNS },
    )
  })

  it('saved only whole leads: each accepted one has its outbox, and no refused one left a row', async () => {
    const saved = await fetch(cms(`/api/leads?where[lastName][equals]=${MARKER}&depth=0&limit=1000`), { headers: { authorization: `JWT ${adminToken}` } })
    const { docs } = (await saved.json()) as { docs: Array<{ id: number; deliveryStatus: string; deliveries?: { docs?: unknown[] } }> }
    expect(docs.map((lead) => lead.id).every((id) => acceptedLeads.includes(id))).toBe(true)
    for (const lead of docs) if (lead.deliveryStatus === 'pending') expect(lead.deliveries?.docs?.length ?? 0, `lead ${lead.id}`).toBeGreaterThan(0)
  })
})

describe('the CMS’s storefront intake', () => {
  const secret = process.env.STOREFRONT_API_SECRET ?? ''
  const intakeBase = () => ({
    site: SITE,
    idempotencyKey: crypto.randomUUID(),
    lead: {
      form: 'contact',
      category: 'General Enquiry',
      subcategory: null,
      eventId: 50,
      eventName: 'General Enquiry',
      name: 'Fuzz',
      lastName: `${MARKER}-intake`,
      email: `${MARKER}@example.com`,
      phone: '0412345678',
      postcode: '4000',
      message: null,
      rego: null,
      bookingDate: null,
      consent: false,
      dealershipId: null,
      locationId: null,
      car: null,
      url: 'https://example.com/contact',
      userAgent: 'fuzz',
      visitedPages: [],
      linkedQueryParams: {},
    },
  })

  const valuationBase = () => ({
    site: SITE,
    idempotencyKey: crypto.randomUUID(),
    vehicle: { make: 'Toyota', model: 'Corolla', badge: null, year: 2024, km: 20_000, state: 'QLD', plate: null },
    condition: { serviceHistory: 'full', damage: 'none', tyres: 'good', accessories: false, financeOwing: false },
    carId: null,
    outcome: { kind: 'inspect', reason: 'declined', provider: 'built-in' },
  })

  for (const [route, base] of [
    ['/api/leads/intake', intakeBase],
    ['/api/analytics-events/intake', intakeBase],
    ['/api/car-views/record', intakeBase],
    ['/api/trade-in-valuations/record', valuationBase],
  ] as const) {
    it(`POST ${route}: any body → a handled answer`, { timeout: 300_000 }, async () => {
      expect(secret, 'STOREFRONT_API_SECRET (the stack sets it)').not.toBe('')
      await fc.assert(
        fc.asyncProperty(bodies(base), contentTypes, fc.boolean(), async (text, contentType, credential) => {
          casesRun++
          const response = await fetch(cms(route), {
            method: 'POST',
            headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(credential ? { authorization: `Bearer ${secret}` } : {}) },
            body: text,
          })
          expectHandled(`POST ${route} (${contentType}, credential ${credential}) ${text.slice(0, 200)}`, {
            status: response.status,
            text: await response.text(),
          })
        }),
        { numRuns: RUNS },
      )
    })
  }

  it('reports how many cases ran', () => {
    console.log(`fuzz: ${casesRun} cases across the public endpoints and the CMS intake`)
    expect(casesRun).toBeGreaterThan(0)
  })
})
