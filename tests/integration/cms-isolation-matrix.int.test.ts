import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN, type DemoLogin } from '@dealer/seed/demo-tenants'
import { cmsLogin } from './helpers/cms'

/**
 * The isolation matrix: for every collection, what each kind of caller may do with a document of
 * site A, asserted through the CMS's REST API against the real database. A collection the CMS has
 * but this matrix lacks fails the first test, so a new collection can't ship without its rules.
 */

type Actor = 'superAdmin' | 'siteAdmin' | 'siteEditor' | 'anonymous' | 'otherSiteAdmin'
type Operation = 'create' | 'read' | 'update' | 'delete' | 'readDrafts'
/** true: allowed; false: refused; null: the operation doesn't apply (no drafts). */
type Row = Record<Operation, Record<Actor, boolean> | null>

const ALL: Record<Actor, boolean> = { superAdmin: true, siteAdmin: true, siteEditor: true, anonymous: true, otherSiteAdmin: true }
const SUPER_ADMIN_ONLY: Record<Actor, boolean> = { superAdmin: true, siteAdmin: false, siteEditor: false, anonymous: false, otherSiteAdmin: false }
const SITE_STAFF: Record<Actor, boolean> = { superAdmin: true, siteAdmin: true, siteEditor: true, anonymous: false, otherSiteAdmin: false }
const SITE_ADMINS: Record<Actor, boolean> = { superAdmin: true, siteAdmin: true, siteEditor: false, anonymous: false, otherSiteAdmin: false }
const SITE_STAFF_AND_PUBLIC: Record<Actor, boolean> = { ...SITE_STAFF, anonymous: true }
const NOBODY: Record<Actor, boolean> = { ...SUPER_ADMIN_ONLY, superAdmin: false }

const MATRIX: Record<string, Row> = {
  // Site identity is public (the storefront routes by it), but staff see only their own sites. Only super-admins change sites.
  tenants: { create: SUPER_ADMIN_ONLY, read: { ...ALL, otherSiteAdmin: false }, update: SUPER_ADMIN_ONLY, delete: SUPER_ADMIN_ONLY, readDrafts: null },
  // One per site, made with the site: create and delete are checked in cms-site-settings.int.test.ts.
  // Public (the storefront renders with them); only site admins change them.
  'site-settings': { create: null, read: SITE_STAFF_AND_PUBLIC, update: SITE_ADMINS, delete: null, readDrafts: null },
  // One per site, like the settings, but every member of the site's staff keeps the menus.
  navigation: { create: null, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: null, readDrafts: null },
  // People: staff see their sites' staff, to assign leads; everyone edits only themselves (the target is the site editor).
  users: {
    create: SUPER_ADMIN_ONLY,
    read: { ...SUPER_ADMIN_ONLY, siteAdmin: true, siteEditor: true },
    update: { ...SUPER_ADMIN_ONLY, siteEditor: true },
    delete: SUPER_ADMIN_ONLY,
    readDrafts: null,
  },
  // Published pages are public; drafts only for the site's staff; only site admins delete.
  pages: { create: SITE_STAFF, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: SITE_STAFF },
  'store-pages': { create: SITE_STAFF, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: SITE_STAFF },
  // Blog posts (issue 24): published posts are public; drafts only for the site's staff; only site admins delete.
  posts: { create: SITE_STAFF, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: SITE_STAFF },
  'brand-grids': { create: SITE_STAFF, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: null },
  // Dealerships and (visible) locations are public; the site's staff keep them, site admins remove them.
  dealerships: { create: SITE_STAFF, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: null },
  locations: { create: SITE_STAFF, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: null },
  // Published promo cards are public; drafts and scheduling are the site staff's.
  'promo-cards': { create: SITE_STAFF, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: SITE_STAFF },
  reviews: { create: SITE_STAFF, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: null },
  // A site's review import (one per site, seeded on the demo's Google site): its staff keep it; shoppers never see it.
  'review-sources': { create: null, read: SITE_STAFF, update: SITE_STAFF, delete: null, readDrafts: null },
  faqs: { create: SITE_STAFF, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: null },
  'finance-lenders': { create: SITE_STAFF, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: null },
  'delivery-regions': { create: SITE_STAFF, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: null },
  // The shared list of makes: everyone reads it, only super-admins keep it.
  manufacturers: { create: SUPER_ADMIN_ONLY, read: ALL, update: SUPER_ADMIN_ONLY, delete: SUPER_ADMIN_ONLY, readDrafts: null },
  // Images are public; only the site's staff upload or change them.
  media: { create: SITE_STAFF, read: SITE_STAFF_AND_PUBLIC, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: null },
  // Shopper data: only the storefront's intake writes it (as the server); the site's staff read leads and work them
  // (status), site admins delete them. Deliveries and analytics events are records: staff read them, nobody edits them.
  leads: { create: SUPER_ADMIN_ONLY, read: SITE_STAFF, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: null },
  'lead-deliveries': { create: SUPER_ADMIN_ONLY, read: SITE_STAFF, update: SUPER_ADMIN_ONLY, delete: SUPER_ADMIN_ONLY, readDrafts: null },
  'analytics-events': { create: SUPER_ADMIN_ONLY, read: SITE_STAFF, update: SUPER_ADMIN_ONLY, delete: SUPER_ADMIN_ONLY, readDrafts: null },
  // The record of changes to where a dealership's leads go: written by the dealership's own hook, read by site admins.
  'destination-changes': { create: NOBODY, read: SITE_ADMINS, update: NOBODY, delete: NOBODY, readDrafts: null },
  // Counted by the storefront's own endpoint only; staff of the site read them.
  'car-views': { create: SUPER_ADMIN_ONLY, read: SITE_STAFF, update: SUPER_ADMIN_ONLY, delete: SUPER_ADMIN_ONLY, readDrafts: null },
  // Shopper accounts: made by the sign-in endpoints only; the site's admins (not its editors) read them and may delete a
  // customer. Their fields are locked on every API (customer-accounts-cms.int.test.ts checks the phone).
  customers: { create: SUPER_ADMIN_ONLY, read: SITE_ADMINS, update: SUPER_ADMIN_ONLY, delete: SITE_ADMINS, readDrafts: null },
  verifications: { create: SUPER_ADMIN_ONLY, read: SITE_ADMINS, update: SUPER_ADMIN_ONLY, delete: SUPER_ADMIN_ONLY, readDrafts: null },
  'saved-cars': { create: SUPER_ADMIN_ONLY, read: SITE_ADMINS, update: SUPER_ADMIN_ONLY, delete: SUPER_ADMIN_ONLY, readDrafts: null },
  'finance-applications': { create: SUPER_ADMIN_ONLY, read: SITE_ADMINS, update: SUPER_ADMIN_ONLY, delete: SUPER_ADMIN_ONLY, readDrafts: null },
  // Saved searches: written by the storefront's endpoints for the shopper only; the site's admins read them.
  'saved-searches': { create: SUPER_ADMIN_ONLY, read: SITE_ADMINS, update: SUPER_ADMIN_ONLY, delete: SUPER_ADMIN_ONLY, readDrafts: null },
  // Shopper alerts (price drops, new stock): queued by the stock import, sent by the worker; the site's admins read them.
  'shopper-alerts': { create: SUPER_ADMIN_ONLY, read: SITE_ADMINS, update: SUPER_ADMIN_ONLY, delete: SUPER_ADMIN_ONLY, readDrafts: null },
  // Trade-in valuations: recorded by the storefront's endpoint only; the site's admins read them; nobody edits them.
  'trade-in-valuations': { create: SUPER_ADMIN_ONLY, read: SITE_ADMINS, update: SUPER_ADMIN_ONLY, delete: SUPER_ADMIN_ONLY, readDrafts: null },
  // Reservations: held by the storefront's endpoint only; the site's admins read them and may cancel or refund a paid
  // one (its status), never its editors (reservations.int.test.ts checks the status moves and the locked fields).
  reservations: { create: SUPER_ADMIN_ONLY, read: SITE_ADMINS, update: SITE_ADMINS, delete: SUPER_ADMIN_ONLY, readDrafts: null },
  // Stock (issue 45): the site's staff keep its feed sources and overrides; import runs are made and moved on by the
  // stock endpoints and the worker only (stock-feeds.int.test.ts), read by the site's staff, removed by its admins.
  'stock-feeds': { create: SITE_STAFF, read: SITE_STAFF, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: null },
  'stock-imports': { create: SUPER_ADMIN_ONLY, read: SITE_STAFF, update: SUPER_ADMIN_ONLY, delete: SITE_ADMINS, readDrafts: null },
  'stock-overrides': { create: SITE_STAFF, read: SITE_STAFF, update: SITE_STAFF, delete: SITE_ADMINS, readDrafts: null },
}

const MATRIX_LEAD = {
  form: 'contact',
  category: 'General Enquiry',
  name: 'Matrix',
  lastName: 'Lead',
  email: 'matrix@example.com',
  phone: '0412345678',
  postcode: '4163',
}

const cms = (path: string) => new URL(path, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const [siteA, siteB] = DEMO_TENANTS
const LOGINS: Record<Exclude<Actor, 'anonymous'>, DemoLogin> = {
  superAdmin: SUPER_ADMIN,
  siteAdmin: siteA.staff,
  siteEditor: siteA.editor,
  otherSiteAdmin: siteB.staff,
}
const ACTORS: Actor[] = ['superAdmin', 'siteAdmin', 'siteEditor', 'anonymous', 'otherSiteAdmin']

/** A 1×1 PNG, enough for an upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

let tokens: Record<Actor, string | null>
let siteAId: number
const PAGE_LAYOUT = [{ blockType: 'hero', heading: 'Matrix', tone: 'light' }]
const MATRIX_RICH_TEXT = {
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text: 'Matrix.', format: 0, detail: 0, mode: 'normal', style: '' }],
      },
    ],
  },
}
let counter = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`

function request(actor: Actor, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {}
  const token = tokens[actor]
  if (token) headers.authorization = `JWT ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  return fetch(cms(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T
}

/** Creates a document of site A (a tenant: a new site) as the super-admin, or as the actor when testing create. */
async function createDocument(collection: string, actor: Actor = 'superAdmin'): Promise<Response> {
  switch (collection) {
    case 'tenants':
      return request(actor, 'POST', '/api/tenants', { name: 'Matrix Motors', slug: unique('matrix'), template: 'dealer' })
    case 'users':
      return request(actor, 'POST', '/api/users', {
        email: `${unique('matrix')}@example.com`,
        password: 'matrix-password-1',
        roles: ['staff'],
        tenants: [{ tenant: siteAId, role: 'tenant-editor' }],
      })
    case 'pages':
      return request(actor, 'POST', '/api/pages', { title: 'Matrix page', slug: unique('matrix'), tenant: siteAId, layout: PAGE_LAYOUT, _status: 'published' })
    case 'dealerships':
      return request(actor, 'POST', '/api/dealerships', { name: 'Matrix Dealership', slug: unique('matrix'), tenant: siteAId, makes: ['Toyota'] })
    case 'locations':
      return request(actor, 'POST', '/api/locations', {
        name: 'Matrix Location',
        slug: unique('matrix'),
        tenant: siteAId,
        address: { street: '1 Matrix Street', city: 'Cleveland', state: 'QLD', postcode: '4163' },
        openingHours: [{ weekday: '1', status: 'open', open: '08:30', close: '17:30' }],
      })
    case 'store-pages':
      return request(actor, 'POST', '/api/store-pages', {
        title: 'Matrix store page',
        slug: unique('matrix'),
        tenant: siteAId,
        layout: PAGE_LAYOUT,
        _status: 'published',
      })
    case 'posts':
      return request(actor, 'POST', '/api/posts', {
        title: 'Matrix post',
        slug: unique('matrix'),
        tenant: siteAId,
        publishedAt: '2026-11-01T00:00:00.000Z',
        excerpt: 'Matrix excerpt.',
        body: MATRIX_RICH_TEXT,
        _status: 'published',
      })
    case 'brand-grids':
      return request(actor, 'POST', '/api/brand-grids', { title: 'Matrix Brands', tenant: siteAId, brands: [{ name: 'Matrix Brand', link: '/matrix' }] })
    case 'promo-cards':
      return request(actor, 'POST', '/api/promo-cards', { title: 'Matrix card', tenant: siteAId, displayTypes: ['search'], _status: 'published' })
    case 'reviews':
      return request(actor, 'POST', '/api/reviews', { customerName: 'Matrix Reviewer', rating: 5, reviewDate: '2026-11-01T00:00:00.000Z', tenant: siteAId })
    case 'faqs':
      return request(actor, 'POST', '/api/faqs', { question: 'Matrix question?', answer: 'Matrix answer.', tenant: siteAId })
    case 'finance-lenders':
      return request(actor, 'POST', '/api/finance-lenders', {
        name: 'Matrix Finance',
        tenant: siteAId,
        rates: { advertised: 7.99, comparison: 8.99 },
        disclaimer: 'Matrix disclaimer.',
      })
    case 'delivery-regions':
      return request(actor, 'POST', '/api/delivery-regions', {
        name: 'Matrix region',
        price: 99,
        tenant: siteAId,
        postcodeRanges: [{ from: '4000', to: '4099' }],
      })
    case 'manufacturers':
      return request(actor, 'POST', '/api/manufacturers', { name: 'Matrix Make', slug: unique('matrix'), category: 'car' })
    case 'leads':
      return request(actor, 'POST', '/api/leads', { ...MATRIX_LEAD, tenant: siteAId })
    case 'lead-deliveries': {
      const lead = await createdId(request('superAdmin', 'POST', '/api/leads', { ...MATRIX_LEAD, tenant: siteAId }))
      return request(actor, 'POST', '/api/lead-deliveries', {
        lead,
        destination: 'email',
        target: 'matrix@example.com',
        nextAttemptAt: new Date().toISOString(),
        tenant: siteAId,
      })
    }
    case 'analytics-events':
      return request(actor, 'POST', '/api/analytics-events', { eventId: 22, name: 'Matrix event', tenant: siteAId })
    case 'destination-changes':
      return request(actor, 'POST', '/api/destination-changes', { field: 'email', oldValue: 'a', newValue: 'b', tenant: siteAId })
    case 'car-views':
      return request(actor, 'POST', '/api/car-views', {
        name: 'Matrix car',
        stockId: unique('matrix'),
        slug: unique('matrix-car'),
        views: 1,
        lastViewedAt: new Date().toISOString(),
        make: 'Toyota',
        model: 'HiLux',
        year: 2024,
        price: 50000,
        carType: 'used',
        tenant: siteAId,
      })
    case 'customers':
      return request(actor, 'POST', '/api/customers', { phone: matrixPhone(), tenant: siteAId })
    case 'verifications':
      return request(actor, 'POST', '/api/verifications', { verificationType: 'sms', phone: matrixPhone(), websiteSlug: siteA.slug, tenant: siteAId })
    case 'saved-cars':
      return request(actor, 'POST', '/api/saved-cars', {
        customer: await matrixCustomerId(),
        carId: unique('matrix'),
        slug: unique('matrix-car'),
        name: 'Matrix car',
        priceAtSave: 50000,
        tenant: siteAId,
      })
    case 'finance-applications':
      return request(actor, 'POST', '/api/finance-applications', {
        firstName: 'Matrix',
        lastName: 'Applicant',
        email: 'matrix@example.com',
        phone: matrixPhone(),
        purchasePrice: 30000,
        loanTerm: 5,
        selfAssessedCreditScore: 'GREAT',
        broker: 'simulator',
        // Failed already, so nothing waits on it.
        status: 'failed',
        customer: await matrixCustomerId(),
        tenant: siteAId,
      })
    case 'reservations':
      return request(actor, 'POST', '/api/reservations', {
        car: { title: 'Matrix car', stockId: unique('matrix-car'), slug: unique('matrix-car') },
        name: 'Matrix',
        lastName: 'Reserver',
        email: 'matrix@example.com',
        customer: await matrixCustomerId(),
        depositCents: 20_000,
        provider: 'simulator',
        // Paid, so the site's admins may change it; a car of its own, so it holds no real car.
        status: 'paid',
        tenant: siteAId,
      })
    case 'saved-searches':
      return request(actor, 'POST', '/api/saved-searches', {
        customer: await matrixCustomerId(),
        name: 'Matrix search',
        path: '/search',
        alerts: 'none',
        tenant: siteAId,
      })
    case 'shopper-alerts':
      return request(actor, 'POST', '/api/shopper-alerts', {
        title: 'Matrix car',
        slug: unique('matrix-car'),
        customer: await matrixCustomerId(),
        oldPrice: 50000,
        newPrice: 45000,
        nextAttemptAt: new Date().toISOString(),
        // Sent already, so no worker texts the matrix's customer.
        status: 'sent',
        tenant: siteAId,
      })
    case 'trade-in-valuations':
      return request(actor, 'POST', '/api/trade-in-valuations', {
        make: 'Toyota',
        model: 'HiLux',
        year: 2022,
        km: 45000,
        state: 'QLD',
        outcome: 'inspect',
        inspectReason: 'declined',
        provider: 'built-in',
        publicId: unique('matrix').padEnd(24, '0').slice(0, 24),
        idempotencyKey: unique('matrix'),
        tenant: siteAId,
      })
    case 'stock-feeds':
      // Manual: no worker reads the made-up address.
      return request(actor, 'POST', '/api/stock-feeds', {
        name: 'Matrix feed',
        url: 'https://feeds.example.com/matrix.csv',
        format: 'csv',
        schedule: 'manual',
        tenant: siteAId,
      })
    case 'stock-imports':
      // Cancelled already, so no worker runs it.
      return request(actor, 'POST', '/api/stock-imports', { title: 'Matrix import', origin: 'upload', state: 'cancelled', tenant: siteAId })
    case 'stock-overrides':
      // A stock number of its own: no car of the site changes.
      return request(actor, 'POST', '/api/stock-overrides', { stocknum: unique('MATRIX'), price: 1000, tenant: siteAId })
    case 'media': {
      const form = new FormData()
      form.append('file', new Blob([PNG], { type: 'image/png' }), `${unique('matrix')}.png`)
      form.append('_payload', JSON.stringify({ alt: 'Matrix image', tenant: siteAId }))
      const token = tokens[actor]
      return fetch(cms('/api/media'), { method: 'POST', headers: token ? { authorization: `JWT ${token}` } : {}, body: form })
    }
    default:
      throw new Error(`The matrix has no way to create a ${collection} document`)
  }
}

/** A mobile number of the matrix's own (random, so reruns don't meet the customers' unique phone per site). */
const matrixPhone = () => `04${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`

/** One customer of site A whom the matrix's saved cars belong to; deleted after the matrix. */
let matrixCustomer: number | undefined
async function matrixCustomerId(): Promise<number> {
  matrixCustomer ??= await createdId(request('superAdmin', 'POST', '/api/customers', { phone: matrixPhone(), tenant: siteAId }))
  return matrixCustomer
}

afterAll(async () => {
  if (matrixCustomer !== undefined) await request('superAdmin', 'DELETE', `/api/customers/${matrixCustomer}`)
})

async function createdId(response: Promise<Response>): Promise<number> {
  const answer = await response
  expect(answer.status, await answer.clone().text()).toBe(201)
  return (await json<{ doc: { id: number } }>(answer)).doc.id
}

/** Whether the request succeeded; a refusal must be a clean 4xx, never a 5xx. */
async function allowed(response: Response): Promise<boolean> {
  expect(response.status, `${response.url} answered ${response.status}`).toBeLessThan(500)
  return response.ok
}

beforeAll(async () => {
  tokens = {
    anonymous: null,
    superAdmin: await cmsLogin(LOGINS.superAdmin),
    siteAdmin: await cmsLogin(LOGINS.siteAdmin),
    siteEditor: await cmsLogin(LOGINS.siteEditor),
    otherSiteAdmin: await cmsLogin(LOGINS.otherSiteAdmin),
  }
  const tenants = await json<{ docs: Array<{ id: number; slug: string }> }>(
    await request('superAdmin', 'GET', `/api/tenants?where[slug][equals]=${siteA.slug}&depth=0`),
  )
  siteAId = tenants.docs[0].id
})

describe('CMS isolation matrix', () => {
  it("lets staff's admin offer Create New, and a create without a site lands in the staff member's own site or nowhere", async () => {
    const access = await json<{ collections: Record<string, { create: { permission: boolean } }> }>(await request('siteEditor', 'GET', '/api/access'))
    expect(access.collections.pages.create.permission).toBe(true)
    const tenants = await json<{ docs: Array<{ id: number; slug: string }> }>(await request('superAdmin', 'GET', '/api/tenants?depth=0&limit=100'))
    const siteBId = tenants.docs.find((tenant) => tenant.slug === siteB.slug)!.id

    const slug = unique('no-site')
    const page = { title: 'Where does it land', slug, layout: PAGE_LAYOUT }
    expect((await request('siteEditor', 'POST', '/api/pages', { ...page, tenant: siteBId })).status).toBe(403)
    // No site given, and the admin's site cookie pointing at a site the editor doesn't belong to.
    const withCookie = await fetch(cms('/api/pages'), {
      method: 'POST',
      headers: { authorization: `JWT ${tokens.siteEditor}`, 'content-type': 'application/json', cookie: `payload-tenant=${siteBId}` },
      body: JSON.stringify(page),
    })
    // The plugin doesn't default to a site the editor can't see: the page gets no site and is refused.
    expect([400, 403]).toContain(withCookie.status)
    const landed = await json<{ docs: Array<{ id: number; tenant: number }> }>(
      await request('superAdmin', 'GET', `/api/pages?where[slug][equals]=${slug}&depth=0`),
    )
    expect(landed.docs.map((doc) => doc.tenant).filter((tenant) => tenant !== siteAId)).toEqual([])
    for (const doc of landed.docs) await request('superAdmin', 'DELETE', `/api/pages/${doc.id}`)

    // A collection without autosave has no default site: a create without one is a 400 that says so, and saves nothing.
    const question = unique('Which site?')
    const faq = await request('siteEditor', 'POST', '/api/faqs', { question, answer: 'None given.' })
    expect(faq.status).toBe(400)
    expect(await faq.text()).toMatch(/tenant|site/i)
    expect(
      (await json<{ totalDocs: number }>(await request('superAdmin', 'GET', `/api/faqs?where[question][equals]=${encodeURIComponent(question)}`))).totalDocs,
    ).toBe(0)
  })

  it('judges a create by the site the document lands in, also when the request names none (a site admin elsewhere is an editor here)', async () => {
    const siteC = await json<{ doc: { id: number } }>(
      await request('superAdmin', 'POST', '/api/tenants', { name: 'Matrix Mixed Motors', slug: unique('mixed'), template: 'dealer' }),
    )
    const email = `${unique('mixed')}@example.com`
    const password = 'mixed-password-1'
    const user = await json<{ doc: { id: number } }>(
      await request('superAdmin', 'POST', '/api/users', {
        email,
        password,
        roles: ['staff'],
        tenants: [
          { tenant: siteAId, role: 'tenant-admin' },
          { tenant: siteC.doc.id, role: 'tenant-editor' },
        ],
      }),
    )
    const token = await cmsLogin({ email, password })
    const asMixed = (body: unknown, cookie?: string) =>
      fetch(cms('/api/site-settings'), {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      })

    // Site settings are for site admins: an editor of site C can't create C's, named or not.
    expect((await asMixed({ tenant: siteC.doc.id })).status).toBe(403)
    const unnamed = await asMixed({}, `payload-tenant=${siteAId}; payload-tenant=${siteC.doc.id}`)
    expect(unnamed.status).toBeGreaterThanOrEqual(400)
    expect(unnamed.status).toBeLessThan(500)
    const settingsOfC = await json<{ totalDocs: number }>(
      await request('superAdmin', 'GET', `/api/site-settings?where[tenant][equals]=${siteC.doc.id}&depth=0`),
    )
    expect(settingsOfC.totalDocs).toBe(0)

    await request('superAdmin', 'DELETE', `/api/users/${user.doc.id}`)
    await request('superAdmin', 'DELETE', `/api/tenants/${siteC.doc.id}`)
  })

  it('answers a create with no body, or a body that is not JSON, with a 4xx on every collection, never a 5xx', async () => {
    for (const collection of Object.keys(MATRIX)) {
      for (const actor of ['superAdmin', 'siteEditor'] as const) {
        for (const contentType of [undefined, 'text/plain']) {
          const headers: Record<string, string> = { authorization: `JWT ${tokens[actor]}`, ...(contentType ? { 'content-type': contentType } : {}) }
          const response = await fetch(cms(`/api/${collection}`), { method: 'POST', headers, body: contentType ? 'hello' : undefined })
          expect(response.status, `${actor} POST /api/${collection} (${contentType ?? 'no body'})`).toBeGreaterThanOrEqual(400)
          expect(response.status, `${actor} POST /api/${collection} (${contentType ?? 'no body'})`).toBeLessThan(500)
        }
      }
    }
  })

  it('keeps each site’s document locks its own: another site’s staff neither see, take over, drop nor make them', async () => {
    const page = await createdId(createDocument('pages'))
    const editorId = await siteEditorId()
    const made = await request('superAdmin', 'POST', '/api/payload-locked-documents', {
      document: { relationTo: 'pages', value: page },
      user: { relationTo: 'users', value: editorId },
    })
    const lock = await createdId(Promise.resolve(made))
    try {
      // As the admin asks whether the page is being edited, and by whom.
      const seen = async (actor: Actor) => {
        const response = await request(
          actor,
          'GET',
          `/api/payload-locked-documents?where[document.relationTo][equals]=pages&where[document.value][equals]=${page}&depth=1`,
        )
        return response.ok ? (await json<{ docs: Array<{ id: number }> }>(response)).docs.map((doc) => doc.id) : []
      }
      expect(await seen('siteAdmin')).toEqual([lock])
      expect(await seen('otherSiteAdmin')).toEqual([])
      expect(await seen('anonymous')).toEqual([])
      const otherAdmin = await json<{ user: { id: number } }>(await request('otherSiteAdmin', 'GET', '/api/users/me'))
      const takeOver = { user: { relationTo: 'users', value: otherAdmin.user.id } }
      expect(await allowed(await request('otherSiteAdmin', 'PATCH', `/api/payload-locked-documents/${lock}`, takeOver)), 'take over').toBe(false)
      expect(await allowed(await request('otherSiteAdmin', 'DELETE', `/api/payload-locked-documents/${lock}`)), 'drop').toBe(false)
      const lockIt = { document: { relationTo: 'pages', value: page }, user: takeOver.user }
      expect(await allowed(await request('otherSiteAdmin', 'POST', '/api/payload-locked-documents', lockIt)), 'make').toBe(false)
      // The site's own staff may take it over (the admin's "take over"); only the server makes locks.
      expect(
        await allowed(await request('siteAdmin', 'PATCH', `/api/payload-locked-documents/${lock}`, { user: { relationTo: 'users', value: editorId } })),
      ).toBe(true)
      expect(await allowed(await request('siteAdmin', 'POST', '/api/payload-locked-documents', lockIt)), 'make').toBe(false)
    } finally {
      await request('superAdmin', 'DELETE', `/api/payload-locked-documents/${lock}`)
      await request('superAdmin', 'DELETE', `/api/pages/${page}`)
    }
  })

  it('covers every collection the CMS has', async () => {
    const access = await json<{ collections: Record<string, unknown> }>(await request('superAdmin', 'GET', '/api/access'))
    const collections = Object.keys(access.collections).filter((slug) => !slug.startsWith('payload-'))
    expect(collections.sort()).toEqual(Object.keys(MATRIX).sort())
  })

  for (const [collection, row] of Object.entries(MATRIX)) {
    describe(collection, () => {
      for (const actor of ACTORS) {
        it(`${actor}: ${describeRow(row, actor)}`, async () => {
          if (row.create) {
            const response = await createDocument(collection, actor)
            expect(await allowed(response.clone()), 'create').toBe(row.create[actor])
            if (response.ok) await request('superAdmin', 'DELETE', `/api/${collection}/${(await json<{ doc: { id: number } }>(response)).doc.id}`)
          }

          // Reading and updating a user targets the site editor: a site admin administers them, an editor is them.
          // Site settings and navigation exist once per site: the target is site A's own.
          const target = ONE_PER_SITE.includes(collection)
            ? await onePerSiteId(collection)
            : collection === 'destination-changes'
              ? await recordedChangeId()
              : await createdId(createDocument(collection))
          // A site is read as itself: another site's staff don't see it; shoppers do (it's public).
          const readId = collection === 'users' ? await siteEditorId() : collection === 'tenants' ? siteAId : target
          if (row.read) expect(await allowed(await request(actor, 'GET', `/api/${collection}/${readId}?depth=0`)), 'read').toBe(row.read[actor])

          const update =
            collection === 'users' ? { target: await siteEditorId(), body: { name: 'Matrix Editor' } } : { target, body: await updateBody(collection, target) }
          if (row.update)
            expect(await allowed(await request(actor, 'PATCH', `/api/${collection}/${update.target}`, update.body)), 'update').toBe(row.update[actor])

          if (row.readDrafts) {
            const draftTitle = unique('draft title')
            expect(await allowed(await request('superAdmin', 'PATCH', `/api/${collection}/${target}?draft=true`, { title: draftTitle }))).toBe(true)
            const response = await request(actor, 'GET', `/api/${collection}/${target}?draft=true&depth=0`)
            const sawDraft = (await allowed(response)) && (await json<{ title?: string }>(response)).title === draftTitle
            expect(sawDraft, 'read drafts').toBe(row.readDrafts[actor])
            // Nor through the version history, which Payload opens to any signed-in user unless told otherwise.
            const versions = await request(actor, 'GET', `/api/${collection}/versions?where[parent][equals]=${target}&depth=0&limit=100`)
            const sawVersion =
              (await allowed(versions)) &&
              (await json<{ docs: Array<{ version: { title?: string } }> }>(versions)).docs.some((doc) => doc.version.title === draftTitle)
            expect(sawVersion, 'read drafts through versions').toBe(row.readDrafts[actor])
          }

          if (row.delete) {
            const response = await request(actor, 'DELETE', `/api/${collection}/${target}`)
            expect(await allowed(response), 'delete').toBe(row.delete[actor])
            // Refused means untouched: the document is still there.
            if (!row.delete[actor]) expect((await request('superAdmin', 'GET', `/api/${collection}/${target}?depth=0`)).status).toBe(200)
          }
          // Leave the database as the other suites expect it.
          if (!ONE_PER_SITE.includes(collection)) await request('superAdmin', 'DELETE', `/api/${collection}/${target}`)
        })
      }
    })
  }
})

function describeRow(row: Row, actor: Actor): string {
  return (Object.entries(row) as Array<[Operation, Record<Actor, boolean> | null]>)
    .filter(([, outcomes]) => outcomes !== null)
    .map(([operation, outcomes]) => `${outcomes?.[actor] ? '' : 'no '}${operation}`)
    .join(', ')
}

async function updateBody(collection: string, id: number): Promise<Record<string, unknown>> {
  switch (collection) {
    case 'navigation': {
      // Writes the site's real menus back unchanged: the storefront keeps working for the other suites.
      const current = await json<{ header: unknown[]; footer: unknown[] }>(await request('superAdmin', 'GET', `/api/navigation/${id}?depth=0`))
      return { header: current.header, footer: current.footer }
    }
    case 'tenants':
    case 'dealerships':
    case 'locations':
    case 'manufacturers':
    case 'finance-lenders':
    case 'delivery-regions':
      return { name: 'Changed by the isolation matrix' }
    case 'reviews':
      return { customerName: 'Changed by the isolation matrix' }
    case 'review-sources':
      return { provider: 'simulator' }
    case 'site-settings':
      return { licenceLabel: 'DL' }
    case 'faqs':
      return { question: 'Changed by the isolation matrix?' }
    case 'media':
      return { alt: 'Changed by the isolation matrix' }
    case 'leads':
      return { status: 'contacted' }
    case 'lead-deliveries':
      return { lastError: 'Changed by the isolation matrix' }
    case 'destination-changes':
      return { newValue: 'Changed by the isolation matrix' }
    case 'analytics-events':
    case 'car-views':
    case 'saved-cars':
      return { name: 'Changed by the isolation matrix' }
    case 'customers':
      return { firstName: 'Changed by the isolation matrix' }
    case 'verifications':
      return { dealershipSlug: 'changed-by-the-isolation-matrix' }
    case 'shopper-alerts':
      return { title: 'Changed by the isolation matrix' }
    case 'saved-searches':
      return { name: 'Changed by the isolation matrix' }
    case 'reservations':
      // Paid stays paid: allowed to the site's admins, and it changes nothing.
      return { status: 'paid' }
    case 'stock-feeds':
      return { name: 'Changed by the isolation matrix' }
    case 'stock-overrides':
      return { comments: 'Changed by the isolation matrix' }
    default:
      return { title: 'Changed by the isolation matrix' }
  }
}

const ONE_PER_SITE = ['site-settings', 'navigation', 'review-sources']

async function onePerSiteId(collection: string): Promise<number> {
  const found = await json<{ docs: Array<{ id: number }> }>(await request('superAdmin', 'GET', `/api/${collection}?where[tenant][equals]=${siteAId}&depth=0`))
  return found.docs[0].id
}

/** A record of a change to where site A's leads go, made the only way there is: by changing a dealership. */
async function recordedChangeId(): Promise<number> {
  const { docs } = await json<{ docs: Array<{ id: number; email: string | null }> }>(
    await request('superAdmin', 'GET', `/api/dealerships?where[tenant][equals]=${siteAId}&sort=id&limit=1&depth=0`),
  )
  const [dealership] = docs
  expect((await request('superAdmin', 'PATCH', `/api/dealerships/${dealership.id}`, { email: `${unique('matrix')}@example.com` })).status).toBe(200)
  const changes = await json<{ docs: Array<{ id: number }> }>(
    await request('superAdmin', 'GET', `/api/destination-changes?where[dealership][equals]=${dealership.id}&sort=-id&limit=1&depth=0`),
  )
  // Back as it was (another record, of the way back).
  expect((await request('superAdmin', 'PATCH', `/api/dealerships/${dealership.id}`, { email: dealership.email })).status).toBe(200)
  return changes.docs[0].id
}

let editorId: number | undefined
async function siteEditorId(): Promise<number> {
  if (editorId === undefined) {
    const users = await json<{ docs: Array<{ id: number }> }>(
      await request('superAdmin', 'GET', `/api/users?where[email][equals]=${encodeURIComponent(siteA.editor.email)}&depth=0`),
    )
    editorId = users.docs[0].id
  }
  return editorId
}
