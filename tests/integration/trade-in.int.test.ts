import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { comparableFilters } from '@dealer/stock/comparables'
import { allOf } from '@dealer/stock/filters'
import { stockIndexName } from '@dealer/stock/index-schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { cmsLogin } from './helpers/cms'
import { startOutboxWorker, WORKER_READY_MS } from './helpers/processes'
import { siteRequest } from './helpers/site-request'

/**
 * The trade-in's server side over real HTTP (issue 22): the registration lookup (the simulator's sample plates and the
 * demo stock's own), the manufacturer list, the valuation record (once per key, recorded in the CMS, read by the site's
 * admins only) and the trade-in and offer-accepted leads (the CMS's copy of the valuation, delivered once by a lead
 * worker this file starts, to the mail capture folder). Site settings switched here are restored afterwards.
 */

const SITE = 'bayside-toyota'
const OTHER_SITE = 'southern-cross'
const TEXTS = {
  regoNotFound: "We couldn't find that registration. Check the plate and state, or choose the make and model instead.",
  lookupUnavailable: "Registration lookup isn't available right now. Choose the make and model instead.",
  valuationUnavailable: "We couldn't value your car right now. Please try again in a minute.",
}
const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const mailDir = process.env.MAIL_CAPTURE_DIR ?? path.resolve(import.meta.dirname, '../../.data/mail')
const run = crypto.randomBytes(2).toString('hex')
let addressCounter = 0
/** A shopper address no other test or run uses (rate limits are per address). */
const newShopper = () => `10.${60 + (parseInt(run, 16) % 100)}.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`
const newKey = () => crypto.randomUUID()

function postJson(site: string, route: string, body: unknown, { shopper = newShopper(), fetchSite = 'same-origin' } = {}) {
  return siteRequest(site, route, {
    method: 'POST',
    shopper,
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': fetchSite,
      'user-agent': `trade-in-test/${run}`,
      referer: `http://${site}.localhost/sell-my-car`,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

interface Valuation {
  valuationId: string
  valuation:
    | { kind: 'estimate'; estimate: number; low: number; high: number; confidence: number; provider: string }
    | { kind: 'inspect'; reason: string; provider: string }
}

/** A valuation of `stockCar` (a car the demo stock has comparables for) unless told otherwise. */
function valuationRequest(vehicle: Record<string, unknown> = {}, condition: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    column_name: 'valuation',
    vehicle: {
      make: stockCar.make,
      model: stockCar.model,
      year: stockCar.year,
      badge: stockCar.badge,
      state: stockCar.state,
      plate: stockCar.regplate,
      ...vehicle,
    },
    condition: { km: stockCar.km, serviceHistory: 'full', damage: 'none', tyres: 'good', accessories: true, financeOwing: false, ...condition },
    carId: null,
    idempotencyKey: newKey(),
    ...extra,
  }
}

async function valued(site: string, body: ReturnType<typeof valuationRequest>, shopper?: string): Promise<Valuation> {
  const answer = await postJson(site, '/api/miscellaneous', body, { shopper })
  expect(answer.status, answer.text).toBe(200)
  return answer.json<Valuation>()
}

function lead(form: 'trade-in' | 'offer-accepted', marker: string, references: Record<string, unknown>) {
  return {
    form,
    idempotencyKey: newKey(),
    website: '',
    visitedPages: ['/', '/sell-my-car'],
    values: { name: 'Trade', last_name: marker, email: `${marker}@example.com`, phone: '0412 345 678', postcode: '4163', subscribe: true },
    carId: null,
    ...references,
  }
}

let superAdmin: string
let siteAdmin: string
let siteEditor: string
let otherSiteAdmin: string
let settingsId: number
let savedTradeIn: Record<string, unknown>
/** A used or demo car of the site with a plate, young and short-driven enough to be valued, with comparables in stock. */
let stockCar: { objectID: string; regplate: string; state: string; make: string; model: string; year: number; km: number; badge: string | null }
const workers = new Set<ChildProcess>()
const workerOutput: string[] = []

async function as(token: string, route: string, init: RequestInit = {}) {
  return fetch(cms(route), { ...init, headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', ...init.headers } })
}

async function recordOf(valuationId: string) {
  const found = (await (await as(superAdmin, `/api/trade-in-valuations?where[publicId][equals]=${valuationId}&depth=0`)).json()) as {
    docs: Array<Record<string, unknown> & { id: number }>
  }
  return found.docs
}

/** Switches the site's Trade-in valuation settings, then waits until the storefront has dropped its cached copy. */
async function setTradeIn(tradeIn: Record<string, unknown>, storefrontSees: () => Promise<boolean>) {
  const patched = await as(superAdmin, `/api/site-settings/${settingsId}`, { method: 'PATCH', body: JSON.stringify({ tradeIn }) })
  expect(patched.status, await patched.clone().text()).toBe(200)
  const deadline = Date.now() + 15_000
  while (!(await storefrontSees())) {
    if (Date.now() > deadline) throw new Error(`the storefront did not see trade-in settings ${JSON.stringify(tradeIn)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
const lookupStatus = async () => (await postJson(SITE, '/api/trade-in/rego-lookup', { plate: 'TRADE1', state: 'QLD' })).status

beforeAll(async () => {
  const tenant = DEMO_TENANTS.find((candidate) => candidate.slug === SITE)!
  superAdmin = await cmsLogin(SUPER_ADMIN)
  siteAdmin = await cmsLogin(tenant.staff)
  siteEditor = await cmsLogin(tenant.editor)
  otherSiteAdmin = await cmsLogin(DEMO_TENANTS.find((candidate) => candidate.slug === OTHER_SITE)!.staff)
  const tenants = (await (await as(superAdmin, `/api/tenants?where[slug][equals]=${SITE}&depth=0`)).json()) as { docs: Array<{ id: number }> }
  const settings = (await (await as(superAdmin, `/api/site-settings?where[tenant][equals]=${tenants.docs[0].id}&depth=0`)).json()) as {
    docs: Array<{ id: number; tradeIn?: Record<string, unknown> }>
  }
  settingsId = settings.docs[0].id
  savedTradeIn = { valuer: 'built-in', regoLookup: 'simulator', simulatorFailure: 'none', ...settings.docs[0].tradeIn }
  await setTradeIn({ valuer: 'built-in', regoLookup: 'simulator', simulatorFailure: 'none' }, async () => (await lookupStatus()) === 200)

  const { client } = adminSearchClient()
  const thisYear = new Date().getUTCFullYear()
  const { hits } = await client.searchSingleIndex<typeof stockCar>({
    indexName: stockIndexName(SITE),
    searchParams: { filters: `status:in_stock AND year:${thisYear - 5} TO ${thisYear} AND km:1000 TO 80000`, hitsPerPage: 500 },
  })
  for (const hit of hits.filter((candidate) => candidate.regplate && candidate.state)) {
    const comparables = await client.searchSingleIndex({
      indexName: stockIndexName(SITE),
      searchParams: { filters: allOf(comparableFilters(hit)), hitsPerPage: 0 },
    })
    if ((comparables.nbHits ?? 0) >= 4) {
      stockCar = hit
      break
    }
  }
  expect(stockCar, 'a car with a plate and comparables in the demo stock').toBeDefined()
})

afterAll(async () => {
  if (settingsId) await as(superAdmin, `/api/site-settings/${settingsId}`, { method: 'PATCH', body: JSON.stringify({ tradeIn: savedTradeIn }) })
  for (const worker of workers) worker.kill('SIGTERM')
})

describe('POST /api/trade-in/rego-lookup', () => {
  it('resolves a sample plate in any state, typed as shoppers type it', async () => {
    const found = await postJson(SITE, '/api/trade-in/rego-lookup', { plate: 'trade 1', state: 'WA' })
    expect(found.status, found.text).toBe(200)
    expect(found.json()).toEqual({ vehicle: { make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5', colour: null, vin: null } })
  })

  it('resolves a demo stock plate in the state of its car, and not in another', async () => {
    const found = await postJson(SITE, '/api/trade-in/rego-lookup', { plate: stockCar.regplate, state: stockCar.state })
    expect(found.status, found.text).toBe(200)
    expect(found.json<{ vehicle: Record<string, unknown> }>().vehicle).toMatchObject({ make: stockCar.make, model: stockCar.model, year: stockCar.year })
    const elsewhere = await postJson(SITE, '/api/trade-in/rego-lookup', { plate: stockCar.regplate, state: stockCar.state === 'WA' ? 'TAS' : 'WA' })
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.json()).toEqual({ error: TEXTS.regoNotFound })
  })

  it('refuses bad input with a 400 naming the field, other methods with 405, cross-site posts with 403', async () => {
    const bad = await postJson(SITE, '/api/trade-in/rego-lookup', { plate: '!!!', state: 'NZ' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.json<{ errors: Record<string, string> }>().errors).sort()).toEqual(['plate', 'state'])
    expect((await postJson(SITE, '/api/trade-in/rego-lookup', '{not json')).status).toBe(400)
    expect((await postJson(SITE, '/api/trade-in/rego-lookup', 'null')).status).toBe(400)
    expect((await siteRequest(SITE, '/api/trade-in/rego-lookup')).status).toBe(405)
    expect((await postJson(SITE, '/api/trade-in/rego-lookup', { plate: 'TRADE1', state: 'QLD' }, { fetchSite: 'cross-site' })).status).toBe(403)
  })
})

describe('the allowances per address (Postgres, 10 minutes)', () => {
  it('30 registration lookups, then 429 with when to try again; another address is unaffected', async () => {
    const shopper = newShopper()
    for (let lookup = 0; lookup < 30; lookup++)
      expect((await postJson(SITE, '/api/trade-in/rego-lookup', { plate: 'TRADE1', state: 'QLD' }, { shopper })).status).toBe(200)
    const refused = await postJson(SITE, '/api/trade-in/rego-lookup', { plate: 'TRADE1', state: 'QLD' }, { shopper })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json<{ error: string }>().error).toMatch(/try again in \d+ minutes/)
    expect((await postJson(SITE, '/api/trade-in/rego-lookup', { plate: 'TRADE1', state: 'QLD' })).status).toBe(200)
  })
})

describe('GET /api/trade-in/catalogue', () => {
  it('answers makes, a make’s models, a model’s years newest first and a year’s badges, cacheable', async () => {
    const options = async (query: string) => {
      const answer = await siteRequest(SITE, `/api/trade-in/catalogue${query}`)
      expect(answer.status, answer.text).toBe(200)
      expect(answer.headers['cache-control']).toMatch(/public/)
      return answer.json<{ options: string[] }>().options
    }
    expect(await options('')).toEqual(expect.arrayContaining(['Toyota', 'Mazda', 'Ford']))
    expect(await options('?make=Toyota')).toEqual(expect.arrayContaining(['HiLux', 'RAV4', stockCar.make === 'Toyota' ? stockCar.model : 'Corolla']))
    const years = await options('?make=Toyota&model=HiLux')
    expect(years).toContain('2022')
    expect(years.map(Number)).toEqual([...years.map(Number)].sort((a, b) => b - a))
    expect(await options('?make=Toyota&model=HiLux&year=2022')).toEqual(expect.arrayContaining(['SR5', 'Workmate']))
  })

  it('refuses a bad level with a 400', async () => {
    expect((await siteRequest(SITE, '/api/trade-in/catalogue?model=HiLux')).status).toBe(400)
    expect((await siteRequest(SITE, '/api/trade-in/catalogue?make=Toyota&model=HiLux&year=1800')).status).toBe(400)
    expect((await siteRequest(SITE, '/api/trade-in/catalogue?make=Toyota&model=HiLux&year=soon')).status).toBe(400)
  })

  it('takes only a make, model and year the level above offered: a made-up one is a 400, as an attacker’s random string would be', async () => {
    const refused = async (query: string, field: string) => {
      const answer = await siteRequest(SITE, `/api/trade-in/catalogue${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.json<{ error: string; errors: Record<string, string> }>()).toMatchObject({
        error: `Please choose the ${field} from the list.`,
        errors: { [field]: `Please choose the ${field} from the list.` },
      })
    }
    await refused(`?make=${crypto.randomUUID()}`, 'make')
    await refused(`?make=Toyota&model=${crypto.randomUUID()}`, 'model')
    await refused('?make=Toyota&model=HiLux&year=1961', 'year')
    // The list's own spelling, whatever case was typed.
    const models = await siteRequest(SITE, '/api/trade-in/catalogue?make=toyota')
    expect(models.status).toBe(200)
    expect(models.json<{ options: string[] }>().options).toContain('HiLux')
  })
})

describe('POST /api/miscellaneous (the valuation record)', () => {
  it('values the car with the site’s model and records it once per key, however often it is sent', async () => {
    const body = valuationRequest({ km: stockCar.km }, {}, { carId: stockCar.objectID })
    const shopper = newShopper()
    const [first, second] = await Promise.all([valued(SITE, body, shopper), valued(SITE, body, shopper)])
    expect(second.valuationId).toBe(first.valuationId)
    expect(first.valuation).toMatchObject({ kind: 'estimate', provider: 'built-in' })
    if (first.valuation.kind !== 'estimate') throw new Error('no estimate')
    expect(first.valuation.low).toBeLessThanOrEqual(first.valuation.estimate)
    expect(first.valuation.estimate).toBeLessThanOrEqual(first.valuation.high)
    const again = await valued(SITE, body, shopper)
    expect(again).toEqual(first)

    const records = await recordOf(first.valuationId)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      make: stockCar.make,
      model: stockCar.model,
      year: stockCar.year,
      km: stockCar.km,
      plate: stockCar.regplate,
      state: stockCar.state,
      accessories: true,
      outcome: 'estimate',
      estimate: first.valuation.estimate,
      provider: 'built-in',
      carId: stockCar.objectID,
    })
    // The key is the server's: nobody reads it back.
    expect(records[0].idempotencyKey).toBeUndefined()
  })

  it('gives no number over 7 years or 100,000 km (spec 001 §5)', async () => {
    expect((await valued(SITE, valuationRequest({ plate: 'OLDCAR', make: 'Toyota', model: 'Corolla', year: 2015, badge: 'Ascent Sport' }))).valuation).toEqual({
      kind: 'inspect',
      reason: 'over-age',
      provider: 'built-in',
    })
    expect((await valued(SITE, valuationRequest({ plate: null, km: undefined }, { km: 150_000 }))).valuation).toEqual({
      kind: 'inspect',
      reason: 'over-km',
      provider: 'built-in',
    })
  })

  it('refuses bad input with a 400 (never a 5xx), cross-site posts with 403', async () => {
    const cases = [
      valuationRequest({ year: 1949 }),
      valuationRequest({}, { km: -1 }),
      valuationRequest({}, { km: 1_500_001 }),
      valuationRequest({ plate: 'NOT A PLATE!' }),
      valuationRequest({}, { damage: 'some' }),
      { ...valuationRequest(), column_name: 'price' },
      { ...valuationRequest(), idempotencyKey: 'x' },
    ]
    for (const body of cases) {
      const refused = await postJson(SITE, '/api/miscellaneous', body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.json<{ errors: Record<string, string> }>().errors).toBeDefined()
    }
    expect((await postJson(SITE, '/api/miscellaneous', '{not json')).status).toBe(400)
    expect((await postJson(SITE, '/api/miscellaneous', '[]')).status).toBe(400)
    expect((await siteRequest(SITE, '/api/miscellaneous')).status).toBe(405)
    expect((await postJson(SITE, '/api/miscellaneous', valuationRequest(), { fetchSite: 'cross-site' })).status).toBe(403)
  })

  it('is read by the site’s admins only: not its editors, another site’s admin or anyone signed out', async () => {
    const { valuationId } = await valued(SITE, valuationRequest())
    const [record] = await recordOf(valuationId)
    expect((await as(siteAdmin, `/api/trade-in-valuations/${record.id}?depth=0`)).status).toBe(200)
    for (const token of [siteEditor, otherSiteAdmin]) {
      expect([403, 404]).toContain((await as(token, `/api/trade-in-valuations/${record.id}?depth=0`)).status)
      const listed = (await (await as(token, `/api/trade-in-valuations?where[publicId][equals]=${valuationId}`)).json()) as { docs?: unknown[] }
      expect(listed.docs ?? []).toHaveLength(0)
    }
    expect([401, 403]).toContain((await fetch(cms(`/api/trade-in-valuations/${record.id}`))).status)
    // Nobody edits one, the site's admin included; the storefront's own endpoint refuses anyone without its credential.
    const edited = await as(siteAdmin, `/api/trade-in-valuations/${record.id}`, { method: 'PATCH', body: JSON.stringify({ estimate: 1 }) })
    expect([403, 404]).toContain(edited.status)
    const forged = await fetch(cms('/api/trade-in-valuations/record'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(forged.status).toBe(401)
  })
})

describe('the trade-in and offer-accepted leads', () => {
  it(
    'make a lead per valuation and per accepted offer, each carrying the CMS’s copy of the valuation, and deliver each once',
    async () => {
      const marker = `tradein${run}`
      const shopper = newShopper()
      const valuation = await valued(SITE, valuationRequest({}, {}, { carId: stockCar.objectID }), shopper)
      if (valuation.valuation.kind !== 'estimate') throw new Error(`expected an estimate for ${JSON.stringify(stockCar)}`)

      const tradeInBody = lead('trade-in', marker, { valuationId: valuation.valuationId, carId: stockCar.objectID })
      const [first, replay] = await Promise.all([
        postJson(SITE, '/api/leads', tradeInBody, { shopper }),
        postJson(SITE, '/api/leads', tradeInBody, { shopper }),
      ])
      expect(first.status, first.text).toBe(201)
      const { leadId } = first.json<{ ok: boolean; leadId: number }>()
      expect(first.json()).toMatchObject({ ok: true, leadId: expect.any(Number) })
      expect(replay.json<{ leadId: number }>().leadId).toBe(leadId)

      const accepted = await postJson(
        SITE,
        '/api/leads',
        lead('offer-accepted', `${marker}ok`, { valuationId: valuation.valuationId, leadId, carId: stockCar.objectID }),
        {
          shopper,
        },
      )
      expect(accepted.status, accepted.text).toBe(201)
      const acceptedId = accepted.json<{ leadId: number }>().leadId
      expect(acceptedId).not.toBe(leadId)

      const read = async (id: number) =>
        (await (await as(siteAdmin, `/api/leads/${id}?depth=0`)).json()) as Record<string, unknown> & { tradeIn: Record<string, unknown> }
      const tradeInLead = await read(leadId)
      expect(tradeInLead).toMatchObject({
        form: 'trade-in',
        category: 'Trade-in',
        subcategory: '2. Valuation',
        source: 'Website',
        userAgent: `trade-in-test/${run}`,
        visitedPages: ['/', '/sell-my-car'],
        consent: true,
        car: { stockId: stockCar.objectID },
      })
      expect(tradeInLead.dealership).toEqual(expect.any(Number))
      expect(tradeInLead.tradeIn).toMatchObject({
        make: stockCar.make,
        model: stockCar.model,
        km: stockCar.km,
        plate: stockCar.regplate,
        state: stockCar.state,
        outcome: 'estimate',
        estimate: valuation.valuation.estimate,
        low: valuation.valuation.low,
        high: valuation.valuation.high,
        provider: 'built-in',
      })
      const acceptedLead = await read(acceptedId)
      expect(acceptedLead).toMatchObject({
        form: 'offer-accepted',
        category: 'Trade-in',
        subcategory: '3. Offer Accepted',
        eventId: 18,
        tradeInLead: leadId,
        formCompleted: true,
        offerAccepted: true,
        tradeIn: { estimate: valuation.valuation.estimate },
      })
      const [record] = await recordOf(valuation.valuationId)
      expect(record).toMatchObject({ lead: leadId, offerAcceptedLead: acceptedId })
      const events = (await (await as(superAdmin, `/api/analytics-events?where[lead][equals]=${acceptedId}&depth=0`)).json()) as {
        docs: Array<{ eventId: number }>
      }
      expect(events.docs.map((event) => event.eventId)).toEqual([18])

      // Delivered like every lead: a worker (this file's, beside any the stack runs) sends each once.
      await startOutboxWorker({ WORKER_OUTBOXES: 'leads,alerts', LEAD_WORKER_INTERVAL_MS: '300' }, workerOutput, workers)
      const deadline = Date.now() + 60_000
      for (const [id, lastName] of [
        [leadId, marker],
        [acceptedId, `${marker}ok`],
      ] as const) {
        for (;;) {
          const { deliveryStatus } = await read(id)
          if (deliveryStatus === 'delivered') break
          if (Date.now() > deadline) throw new Error(`lead ${id} is ${deliveryStatus}, not delivered:\n${workerOutput.slice(-20).join('\n')}`)
          await new Promise((resolve) => setTimeout(resolve, 300))
        }
        const deliveries = (await (await as(superAdmin, `/api/lead-deliveries?where[lead][equals]=${id}&depth=0`)).json()) as {
          docs: Array<{ destination: string; status: string; attempts: number }>
        }
        expect(deliveries.docs.length).toBeGreaterThan(0)
        // Once means one mail, not one claim: a claim that stalls past its lease is taken over, and the first stands down.
        for (const delivery of deliveries.docs) expect(delivery.status).toBe('delivered')
        const mails = fs
          .readdirSync(mailDir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => fs.readFileSync(path.join(mailDir, name), 'utf8').replace(/=\r?\n/g, ''))
          .filter((text) => text.includes(`${lastName}@example.com`))
        expect(mails).toHaveLength(deliveries.docs.filter((delivery) => delivery.destination === 'email').length)
        const car = [stockCar.year, stockCar.make, stockCar.model, stockCar.badge].filter(Boolean).join(' ')
        expect(mails[0]).toContain(`Trade-in: ${car}, ${stockCar.km.toLocaleString('en-AU')} km`)
        expect(mails[0]).toMatch(/Trade-in valuation: \$[\d,]+ \(range \$[\d,]+ to \$[\d,]+\)/)
      }
    },
    WORKER_READY_MS + 90_000,
  )

  it('refuses a valuation of another site, an offer on a lead that isn’t its valuation’s, and an offer on no number', async () => {
    const elsewhere = await valued(OTHER_SITE, valuationRequest({ make: 'Mazda', model: 'CX-5', badge: 'Touring', year: 2021, plate: 'TRADE2' }))
    const foreign = await postJson(SITE, '/api/leads', lead('trade-in', `foreign${run}`, { valuationId: elsewhere.valuationId }))
    expect(foreign.status).toBe(400)
    expect(foreign.json<{ error: string }>().error).toMatch(/valuation/)

    const mine = await valued(SITE, valuationRequest())
    const made = await postJson(SITE, '/api/leads', lead('trade-in', `mine${run}`, { valuationId: mine.valuationId }))
    expect(made.status, made.text).toBe(201)
    const otherValuation = await valued(SITE, valuationRequest({}, { damage: 'minor' }))
    const mismatched = await postJson(
      SITE,
      '/api/leads',
      lead('offer-accepted', `mismatch${run}`, { valuationId: otherValuation.valuationId, leadId: made.json().leadId }),
    )
    expect(mismatched.status).toBe(400)
    const foreignLead = await postJson(
      SITE,
      '/api/leads',
      lead('offer-accepted', `foreignlead${run}`, { valuationId: elsewhere.valuationId, leadId: made.json().leadId }),
    )
    expect(foreignLead.status).toBe(400)

    const inspect = await valued(SITE, valuationRequest({ plate: 'OLDCAR', make: 'Toyota', model: 'Corolla', year: 2015 }))
    const inspectLead = await postJson(SITE, '/api/leads', lead('trade-in', `inspect${run}`, { valuationId: inspect.valuationId }))
    expect(inspectLead.status, inspectLead.text).toBe(201)
    const nothing = await postJson(
      SITE,
      '/api/leads',
      lead('offer-accepted', `nothing${run}`, { valuationId: inspect.valuationId, leadId: inspectLead.json().leadId }),
    )
    expect(nothing.status).toBe(400)
    expect(nothing.json<{ error: string }>().error).toMatch(/inspect/)
  })

  it('refuses a malformed trade-in lead with a 400', async () => {
    const bad = await postJson(SITE, '/api/leads', lead('trade-in', `bad${run}`, { valuationId: 'short' }))
    expect(bad.status).toBe(400)
    const badContact = lead('trade-in', `bad${run}`, { valuationId: 'A'.repeat(24) })
    badContact.values.email = 'not-an-email'
    expect((await postJson(SITE, '/api/leads', badContact)).status).toBe(400)
  })
})

describe('a site’s provider settings', () => {
  afterAll(async () => {
    await setTradeIn({ valuer: 'built-in', regoLookup: 'simulator', simulatorFailure: 'none' }, async () => (await lookupStatus()) === 200)
  })

  it('the simulator’s "rego-unavailable" mode answers 503 with the contract’s text', async () => {
    await setTradeIn({ regoLookup: 'simulator', simulatorFailure: 'rego-unavailable' }, async () => (await lookupStatus()) === 503)
    const unavailable = await postJson(SITE, '/api/trade-in/rego-lookup', { plate: 'TRADE1', state: 'QLD' })
    expect(unavailable.json()).toEqual({ error: TEXTS.lookupUnavailable })
  })

  it('an API this deployment hasn’t configured answers 503 with the contract’s text, never a crash', async () => {
    const valuationStatus = async () => (await postJson(SITE, '/api/miscellaneous', valuationRequest())).status
    await setTradeIn({ valuer: 'http', regoLookup: 'http', simulatorFailure: 'none' }, async () => (await valuationStatus()) === 503)
    const valuation = await postJson(SITE, '/api/miscellaneous', valuationRequest())
    expect(valuation.json()).toEqual({ error: TEXTS.valuationUnavailable })
    const lookup = await postJson(SITE, '/api/trade-in/rego-lookup', { plate: 'TRADE1', state: 'QLD' })
    expect(lookup.status).toBe(503)
    expect(lookup.json()).toEqual({ error: TEXTS.lookupUnavailable })
  })
})
