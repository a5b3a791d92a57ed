/**
 * A site's documents point only at that site's documents (issue 19, item 8). A Bayside editor who knows, or guesses,
 * the id of a Southern Cross image or brand grid can't put it on a Bayside page, in a draft (autosave included: Payload
 * skips relationship validation there) or published, nor on a Bayside promo card; and the live preview of a Bayside
 * draft shows nothing of another site even when such a reference reached the database by some other path.
 */
import crypto from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { paragraph, richText } from '@dealer/seed/lexical'
import { siteRequest } from './helpers/site-request'
import { cmsLogin } from './helpers/cms'

const cms = (pathname: string) => new URL(pathname, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const [bayside, southernCross] = DEMO_TENANTS

async function call(token: string | null, method: string, pathname: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `JWT ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  return fetch(cms(pathname), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

async function firstId(token: string | null, pathname: string): Promise<number> {
  const answer = (await (await call(token, 'GET', pathname)).json()) as { docs: Array<{ id: number }> }
  expect(answer.docs.length, pathname).toBeGreaterThan(0)
  return answer.docs[0].id
}

interface MediaDoc {
  id: number
  filename: string
  alt: string
}

/** Every message of a refused save (Payload's ValidationError: one per field). */
async function refusal(response: Response): Promise<string> {
  expect(response.status, 'the save should be refused').toBe(400)
  const body = (await response.json()) as { errors: Array<{ message: string; data?: { errors?: Array<{ path: string; message: string }> } }> }
  return body.errors.flatMap((error) => [error.message, ...(error.data?.errors ?? []).map((field) => `${field.path}: ${field.message}`)]).join('\n')
}

let editor: string
let superAdmin: string
let baysideId: number
let southernCrossId: number
let baysideMedia: MediaDoc
let foreignMedia: MediaDoc
let foreignGrid: number
const created: number[] = []
let counter = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`

beforeAll(async () => {
  ;[editor, superAdmin] = await Promise.all([cmsLogin(bayside.editor), cmsLogin(SUPER_ADMIN)])
  baysideId = await firstId(superAdmin, `/api/tenants?where[slug][equals]=${bayside.slug}&depth=0`)
  southernCrossId = await firstId(superAdmin, `/api/tenants?where[slug][equals]=${southernCross.slug}&depth=0`)
  // Images are public: anyone can learn another site's media ids.
  const media = async (tenant: number) =>
    ((await (await call(null, 'GET', `/api/media?where[tenant][equals]=${tenant}&limit=1&depth=0`)).json()) as { docs: MediaDoc[] }).docs[0]
  baysideMedia = await media(baysideId)
  foreignMedia = await media(southernCrossId)
  foreignGrid = await firstId(superAdmin, `/api/brand-grids?where[tenant][equals]=${southernCrossId}&limit=1&depth=0`)
})

afterAll(async () => {
  for (const id of created) await call(superAdmin, 'DELETE', `/api/pages/${id}`)
})

function page(title: string, layout: unknown[]) {
  return { title, slug: unique('references'), tenant: baysideId, layout, _status: 'draft' }
}

const slider = (image: number) => ({ blockType: 'imageSlider', slides: [{ image, name: 'Our range' }] })

async function pagesTitled(title: string): Promise<number> {
  return (
    (await (await call(superAdmin, 'GET', `/api/pages?where[title][equals]=${encodeURIComponent(title)}&draft=true&depth=0`)).json()) as { totalDocs: number }
  ).totalDocs
}

describe("a Bayside editor can't use Southern Cross's documents", () => {
  it("refuses a draft page whose image slider shows Southern Cross's image, naming the field, and saves nothing", async () => {
    const title = unique('Foreign image')
    const message = await refusal(await call(editor, 'POST', '/api/pages?draft=true', page(title, [slider(foreignMedia.id)])))
    expect(message).toContain('layout.0.slides.0.image')
    expect(message).toContain(`media ${foreignMedia.id} belongs to another site`)
    expect(await pagesTitled(title)).toBe(0)
  })

  it("refuses Southern Cross's brand grid in a block, and its image inside rich text", async () => {
    expect(
      await refusal(await call(editor, 'POST', '/api/pages?draft=true', page(unique('Foreign grid'), [{ blockType: 'brandGrid', grid: foreignGrid }]))),
    ).toContain(`brand-grids ${foreignGrid} belongs to another site`)
    const content = richText(paragraph('Our partners.'))
    content.root.children.push({ type: 'upload', version: 3, format: '', relationTo: 'media', value: foreignMedia.id, fields: null } as never)
    expect(
      await refusal(await call(editor, 'POST', '/api/pages?draft=true', page(unique('Foreign rich text'), [{ blockType: 'richText', content }]))),
    ).toContain('layout.0.content')
  })

  it("refuses an autosave that swaps in Southern Cross's image, keeping the draft as it was; its own image is fine", async () => {
    const response = await call(editor, 'POST', '/api/pages?draft=true', page(unique('Own image'), [slider(baysideMedia.id)]))
    expect(response.status, await response.clone().text()).toBe(201)
    const { id } = ((await response.json()) as { doc: { id: number } }).doc
    created.push(id)
    await refusal(await call(editor, 'PATCH', `/api/pages/${id}?draft=true&autosave=true`, { layout: [slider(foreignMedia.id)] }))
    const draft = (await (await call(editor, 'GET', `/api/pages/${id}?draft=true&depth=0`)).json()) as { layout: Array<{ slides: Array<{ image: number }> }> }
    expect(draft.layout[0].slides[0].image).toBe(baysideMedia.id)
  })

  it("refuses Southern Cross's image on a Bayside promo card, published or not (uploads had no site filter at all)", async () => {
    for (const query of ['', '?draft=true']) {
      const message = await refusal(
        await call(editor, 'POST', `/api/promo-cards${query}`, {
          title: unique('Card'),
          image: foreignMedia.id,
          alt: 'A car',
          tenant: baysideId,
          _status: 'published',
        }),
      )
      expect(message).toContain(`media ${foreignMedia.id} belongs to another site`)
    }
  })

  it('refuses it for a super-admin too: a Bayside document never points at another site', async () => {
    expect(await refusal(await call(superAdmin, 'POST', '/api/pages?draft=true', page(unique('Admin foreign image'), [slider(foreignMedia.id)])))).toContain(
      'belongs to another site',
    )
  })
})

describe('the live preview of a Bayside draft', () => {
  // The link's query the admin's Live Preview opens (cms/src/lib/preview.ts), signed with the CMS's secret.
  function previewQuery(id: number): string {
    const expires = Math.floor(Date.now() / 1000) + 3600
    // Payload signs with a key it derives from PAYLOAD_SECRET (payload.secret), as the admin's link does.
    const key = crypto
      .createHash('sha256')
      .update(process.env.PAYLOAD_SECRET ?? '')
      .digest('hex')
      .slice(0, 32)
    const token = crypto.createHmac('sha256', key).update(`preview:pages:${id}:${expires}`).digest('base64url')
    return `expires=${expires}&token=${token}`
  }

  it("shows nothing of another site even when the draft in the database points at Southern Cross's image", async () => {
    if (!process.env.PAYLOAD_SECRET || !process.env.DATABASE_URI) throw new Error('needs the stack environment: PAYLOAD_SECRET and DATABASE_URI')
    const title = unique('Preview isolation')
    const response = await call(editor, 'POST', '/api/pages?draft=true', page(title, [slider(baysideMedia.id)]))
    expect(response.status, await response.clone().text()).toBe(201)
    const { id } = ((await response.json()) as { doc: { id: number } }).doc
    created.push(id)

    // A reference that got past the saves (written before the rule, or by a path it misses): straight into the draft.
    const db = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await db.connect()
    try {
      const changed = await db.query(
        `UPDATE _pages_v_blocks_image_slider_slides SET image_id = $1
           WHERE _parent_id IN (SELECT b.id FROM _pages_v_blocks_image_slider b JOIN _pages_v v ON v.id = b._parent_id WHERE v.parent_id = $2 AND v.latest)`,
        [foreignMedia.id, id],
      )
      expect(changed.rowCount).toBe(1)
    } finally {
      await db.end()
    }

    // The draft now holds Southern Cross's image: read with access, it is populated like any other.
    expect(await (await call(superAdmin, 'GET', `/api/pages/${id}?draft=true&depth=1`)).text()).toContain(foreignMedia.filename)

    const query = previewQuery(id)
    const draft = await call(null, 'GET', `/api/pages/preview/${id}?${query}`)
    expect(draft.status).toBe(200)
    const draftText = await draft.text()
    expect(draftText).toContain(title)
    expect(draftText).not.toContain(foreignMedia.filename)

    const shown = await siteRequest(bayside.slug, `/preview/pages/${id}?${query}`)
    expect(shown.status).toBe(200)
    expect(shown.text).toContain('Our range')
    expect(shown.text).not.toContain(foreignMedia.filename)
    expect(shown.text).not.toContain(foreignMedia.alt)
  })
})
