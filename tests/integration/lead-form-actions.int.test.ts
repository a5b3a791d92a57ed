/**
 * Issue 43: the lead forms' route actions as a browser without JavaScript (or an attacker) posts to them: an HTML form's
 * URL-encoded body, the same refusals as the JSON API (cross-site, content type, size, bad input as a 4xx page with the
 * errors and what was typed), one lead for a double press, and a redirect to /success naming it.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { cmsAs, cmsJsonAs, cmsLogin } from './helpers/cms'
import { siteRequest } from './helpers/site-request'

const SITE = 'southern-cross'
const port = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000').port
const ORIGIN = `http://${SITE}.localhost:${port}`
const run = crypto.randomBytes(3).toString('hex')
let shopperCounter = 0
const newShopper = () => `10.43.${parseInt(run.slice(0, 2), 16)}.${++shopperCounter}`

let token: string
const createdLeads = new Set<number>()
beforeAll(async () => {
  token = await cmsLogin(SUPER_ADMIN)
})
afterAll(async () => {
  for (const id of createdLeads) await cmsAs(token, 'DELETE', `/api/leads/${id}`)
})

const contactForm = (lastName: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    category: 'General Enquiry',
    name: 'Ava',
    last_name: lastName,
    phone: '0412 345 678',
    email: `${lastName.toLowerCase()}@example.com`,
    postcode: '2150',
    comments: 'Posted as plain HTML.',
    website: '',
    ...extra,
  })

/** Posts a form as a browser would from the site's own page (Origin; no Sec-Fetch-Site, as older browsers). */
function post(path: string, body: string, { headers = {}, shopper = newShopper() }: { headers?: Record<string, string>; shopper?: string } = {}) {
  return siteRequest(SITE, path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, accept: 'text/html', ...headers },
    shopper,
    body,
  })
}

async function offeredIds(path: string, selectId: string): Promise<string[]> {
  const page = await siteRequest(SITE, path)
  const select = new RegExp(`<select[^>]*id="${selectId}"[^>]*>([\\s\\S]*?)</select>`).exec(page.text)
  return select ? [...select[1].matchAll(/<option value="(\d+)"/g)].map((match) => match[1]) : []
}

/** The lead a redirect to /success names, read back from the CMS. */
async function leadOfRedirect(location: string | undefined): Promise<Record<string, unknown>> {
  const sent = new URL(location ?? '', ORIGIN)
  expect(sent.pathname).toBe('/success')
  const id = Number(sent.searchParams.get('lead'))
  createdLeads.add(id)
  return cmsJsonAs<Record<string, unknown>>(token, 'GET', `/api/leads/${id}?depth=0`)
}

describe('a lead form posted as HTML to its page', () => {
  it('a good form: 302 to /success naming the lead, which the CMS saved with what was typed', async () => {
    const [location] = await offeredIds('/contact', 'contact-location')
    const [dealership] = await offeredIds('/contact', 'contact-dealership')
    const lastName = `Html${run}`
    const answer = await post('/contact', contactForm(lastName, { location, dealership, subscribe: 'on' }).toString())
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toMatch(/^\/success\?lead=\d+&category=General\+Enquiry$/)
    const lead = await leadOfRedirect(answer.headers.location)
    expect(lead).toMatchObject({ lastName, form: 'contact', phone: '0412345678', message: 'Posted as plain HTML.', consent: true })
  })

  it('a double press (the same form twice, no key from a script): one lead', async () => {
    const [location] = await offeredIds('/contact', 'contact-location')
    const [dealership] = await offeredIds('/contact', 'contact-dealership')
    const body = contactForm(`Twice${run}`, { location, dealership }).toString()
    const shopper = newShopper()
    const [first, second] = [await post('/contact', body, { shopper }), await post('/contact', body, { shopper })]
    expect([first.status, second.status]).toEqual([302, 302])
    expect(second.headers.location).toBe(first.headers.location)
    expect(await leadOfRedirect(first.headers.location)).toMatchObject({ consent: false })
  })

  it('bad input: the page again with 400, the errors next to their fields and every value kept; nothing saved', async () => {
    const lastName = `Bad${run}`
    const answer = await post('/contact', contactForm(lastName, { postcode: '21', email: 'ava@' }).toString())
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.text).toContain('Please fix the following errors:')
    expect(answer.text).toContain('Invalid postcode. Please enter a 4-digit number.')
    expect(answer.text).toMatch(/<input[^>]*id="contact-last_name"[^>]*value="Bad/)
    expect(answer.text).toMatch(/<input[^>]*id="contact-postcode"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*id="contact-postcode"/)
    const saved = await cmsJsonAs<{ totalDocs: number }>(token, 'GET', `/api/leads?where[lastName][equals]=${lastName}&depth=0`)
    expect(saved.totalDocs).toBe(0)
  })

  it('refuses a post from another site (400, 403), another content type (415) and a body over 32 kB (413)', async () => {
    const body = contactForm(`Refused${run}`).toString()
    // Another origin: React Router's own check refuses it (400) before the action runs; the action's refuses another site
    // of the same domain (every tenant is one site to a browser).
    const foreign = await post('/contact', body, { headers: { origin: 'http://evil.example' } })
    expect([foreign.status, foreign.headers.location]).toEqual([400, undefined])
    expect((await post('/contact', body, { headers: { 'sec-fetch-site': 'same-site' } })).status).toBe(403)
    expect((await post('/contact', body, { headers: { 'content-type': 'text/plain' } })).status).toBe(415)
    const huge = contactForm(`Huge${run}`, { comments: 'x'.repeat(40_000) }).toString()
    expect((await post('/contact', huge)).status).toBe(413)
  })

  it('a car’s enquiry page takes its enquiry, naming the car from the address, never from the body', async () => {
    const search = await siteRequest(SITE, '/search/used-cars')
    const carPath = /href="(\/cars\/[a-z0-9-]+)"/.exec(search.text)![1]
    const lastName = `Car${run}`
    const body = new URLSearchParams({
      kind: 'photos',
      car: 'some-other-car',
      name: 'Ava',
      last_name: lastName,
      phone: '0412345678',
      email: `car${run}@example.com`,
      postcode: '2150',
      message: 'More photos please.',
    })
    const answer = await post(`${carPath}/enquire?kind=photos`, body.toString())
    expect(answer.status).toBe(302)
    const lead = await leadOfRedirect(answer.headers.location)
    expect(lead).toMatchObject({ form: 'enquiry', subcategory: 'Photo Request' })
    expect((lead.car as { slug?: string } | null)?.slug ?? JSON.stringify(lead.car)).toContain(carPath.slice('/cars/'.length))
  })
})
