import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { paragraph, richText } from '@dealer/seed/lexical'
import { cmsLogin } from './helpers/cms'
import { stackDatabase } from './helpers/customer-accounts'
import { schedulePublish, unschedulePublish } from './helpers/processes'

const cms = (pathname: string) => new URL(pathname, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const storefrontPort = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000').port
const [bayside, southernCross] = DEMO_TENANTS

interface PageDoc {
  id: number
  title: string
  _status: 'draft' | 'published'
}

async function call(token: string | null, method: string, pathname: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `JWT ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  return fetch(cms(pathname), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

/** A storefront page of a demo site: Node can't resolve <slug>.localhost, so the Host header names the site. */
async function storefrontHtml(slug: string, pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`http://127.0.0.1:${storefrontPort}${pathname}`, { headers: { host: `${slug}.localhost:${storefrontPort}` } })
  return { status: response.status, html: await response.text() }
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== null) return value
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

// Each scheduling test loads Payload in a child process (up to half a minute on a busy machine), then waits for the
// 10-second runner and the storefront's cache.
const SCHEDULING_TEST_MS = 120_000

let editor: string
let superAdmin: string
let baysideId: number
let counter = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`

beforeAll(async () => {
  ;[editor, superAdmin] = await Promise.all([cmsLogin(bayside.editor), cmsLogin(SUPER_ADMIN)])
  const tenants = (await (await call(superAdmin, 'GET', `/api/tenants?where[slug][equals]=${bayside.slug}&depth=0`)).json()) as { docs: Array<{ id: number }> }
  baysideId = tenants.docs[0].id
})

async function createPage(token: string, status: 'draft' | 'published', title: string): Promise<{ id: number; slug: string }> {
  const slug = unique('drafts')
  const response = await call(token, 'POST', `/api/pages${status === 'draft' ? '?draft=true' : ''}`, {
    title,
    slug,
    tenant: baysideId,
    hero: [{ blockType: 'hero', heading: title, tone: 'light' }],
    layout: [{ blockType: 'richText', content: richText(paragraph('Details in store.')) }],
    _status: status,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return { id: ((await response.json()) as { doc: { id: number } }).doc.id, slug }
}

describe('drafts', () => {
  it('an autosaved draft of a published page stays with staff: shoppers, the REST API and the storefront show the published page', async () => {
    const { id, slug } = await createPage(editor, 'published', 'Spring service offer')
    const autosave = await call(editor, 'PATCH', `/api/pages/${id}?draft=true&autosave=true`, {
      title: 'Unannounced price rise',
      hero: [{ blockType: 'hero', heading: 'Unannounced price rise', tone: 'light' }],
    })
    expect(autosave.status).toBe(200)

    // Staff see the draft…
    expect(((await (await call(editor, 'GET', `/api/pages/${id}?draft=true&depth=0`)).json()) as PageDoc).title).toBe('Unannounced price rise')
    // …shoppers the published page, however they ask.
    for (const query of ['', '?draft=true']) {
      const anonymous = (await (await call(null, 'GET', `/api/pages/${id}${query}`)).json()) as PageDoc
      expect(anonymous.title, query).toBe('Spring service offer')
    }
    const search = (await (await call(null, 'GET', `/api/pages?where[title][equals]=${encodeURIComponent('Unannounced price rise')}&draft=true`)).json()) as {
      docs: unknown[]
    }
    expect(search.docs).toHaveLength(0)
    expect((await call(null, 'GET', `/api/pages/versions?where[parent][equals]=${id}`)).status).toBe(403)
    const page = await storefrontHtml(bayside.slug, `/${slug}`)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Spring service offer')
    expect(page.html).not.toContain('Unannounced price rise')

    await call(superAdmin, 'DELETE', `/api/pages/${id}`)
  })

  it('a draft-only page is a 404 on the storefront and invisible to shoppers through the API', async () => {
    const { id, slug } = await createPage(editor, 'draft', 'Coming soon: EV hub')
    expect((await call(null, 'GET', `/api/pages/${id}`)).status).toBe(404)
    expect((await storefrontHtml(bayside.slug, `/${slug}`)).status).toBe(404)
    await call(superAdmin, 'DELETE', `/api/pages/${id}`)
  })
})

describe('preview links', () => {
  it('refuse a wrong or missing token with a 403 that says what to do, at the CMS and on the storefront', async () => {
    const { id } = await createPage(editor, 'draft', 'Preview token check')
    const cmsAnswer = await call(null, 'GET', `/api/pages/preview/${id}?expires=9999999999&token=forged`)
    expect(cmsAnswer.status).toBe(403)
    expect(((await cmsAnswer.json()) as { message: string }).message).toBe('This preview link is not valid or has expired: open the page in the CMS again.')
    const storefront = await storefrontHtml(bayside.slug, `/preview/pages/${id}`)
    expect(storefront.status).toBe(403)
    expect(storefront.html).toContain('This preview link is not valid or has expired')
    expect(storefront.html).not.toContain('Preview token check')
    expect((await storefrontHtml(bayside.slug, `/preview/users/${id}?expires=1&token=x`)).status).toBe(404)
    await call(superAdmin, 'DELETE', `/api/pages/${id}`)
  })
})

describe('scheduled publishing', { timeout: SCHEDULING_TEST_MS }, () => {
  it('publishes a draft page at the time its editor chose, and the storefront shows it', async () => {
    const { id, slug } = await createPage(editor, 'draft', 'Boxing Day sale')
    expect((await storefrontHtml(bayside.slug, `/${slug}`)).status).toBe(404)
    expect(await schedulePublish('pages', id, bayside.editor.email, new Date(Date.now() + 3000))).toBe(0)

    await until('the scheduled publish', async () => {
      const doc = (await (await call(null, 'GET', `/api/pages/${id}`)).json()) as Partial<PageDoc>
      return doc._status === 'published' ? doc : null
    })
    const page = await until('the storefront to show the page', async () => {
      const answer = await storefrontHtml(bayside.slug, `/${slug}`)
      return answer.status === 200 ? answer : null
    })
    expect(page.html).toContain('Boxing Day sale')
    await call(superAdmin, 'DELETE', `/api/pages/${id}`)
  })

  it('keeps the job queue closed: nobody lists jobs over REST, and only super-admins may trigger a run', async () => {
    for (const token of [null, editor]) expect((await call(token, 'GET', '/api/payload-jobs')).status).toBe(403)
    // Payload answers a refused run with a 401.
    expect((await call(editor, 'GET', '/api/payload-jobs/run')).status).toBe(401)
    expect((await call(null, 'GET', '/api/payload-jobs/run')).status).toBe(401)
    expect((await call(superAdmin, 'GET', '/api/payload-jobs/run')).status).toBe(200)
  })

  it("lets no other site's editor cancel this site's scheduled publish, as the admin's drawer would (issue 44)", async () => {
    const { id } = await createPage(editor, 'draft', 'Scheduled, not theirs to cancel')
    expect(await schedulePublish('pages', id, bayside.editor.email, new Date(Date.now() + 10 * 60_000))).toBe(0)
    const jobOf = async () => {
      const db = await stackDatabase()
      try {
        const { rows } = await db.query<{ id: number }>(`SELECT id FROM payload_jobs WHERE task_slug = 'schedulePublish' AND input->'doc'->>'value' = $1`, [
          String(id),
        ])
        return rows[0]?.id ?? null
      } finally {
        await db.end()
      }
    }
    const job = await jobOf()
    expect(job).not.toBeNull()
    expect(await unschedulePublish(job!, southernCross.editor.email)).toBe(3)
    expect(await jobOf()).toBe(job)
    expect(await unschedulePublish(job!, bayside.editor.email)).toBe(0)
    expect(await jobOf()).toBeNull()
    await call(superAdmin, 'DELETE', `/api/pages/${id}`)
  })

  it("does nothing when another site's editor schedules this site's page: the job runs with their access", async () => {
    const { id } = await createPage(editor, 'draft', 'Not theirs to publish')
    const marker = await createPage(editor, 'draft', 'Published on schedule')
    expect(await schedulePublish('pages', id, southernCross.editor.email, new Date(Date.now() + 2000))).toBe(0)
    // A page scheduled just after by its own editor shows when the runner has been through both.
    expect(await schedulePublish('pages', marker.id, bayside.editor.email, new Date(Date.now() + 2500))).toBe(0)
    await until('the runner', async () => {
      const doc = (await (await call(null, 'GET', `/api/pages/${marker.id}`)).json()) as Partial<PageDoc>
      return doc._status === 'published' ? doc : null
    })
    const untouched = (await (await call(superAdmin, 'GET', `/api/pages/${id}?draft=true&depth=0`)).json()) as PageDoc
    expect(untouched._status).toBe('draft')
    expect((await call(null, 'GET', `/api/pages/${id}`)).status).toBe(404)
    for (const doc of [id, marker.id]) await call(superAdmin, 'DELETE', `/api/pages/${doc}`)
  })
})
