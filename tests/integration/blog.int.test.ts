import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { paragraph, richText } from '@dealer/seed/lexical'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { stockIndexName } from '@dealer/stock/index-schema'
import { cmsLogin } from './helpers/cms'
import { siteRequest } from './helpers/site-request'
import { sitemapAddresses } from './helpers/sitemap'

/**
 * Issue 24's blog: /blog and /blog/{slug} per site, drafts never public (but previewable by link), posts in the sitemap,
 * and a car's page listing the newest posts about its make. Against the seeded demo posts (seed/src/posts.ts).
 */

const cms = (pathname: string) => new URL(pathname, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const [bayside, southernCross] = DEMO_TENANTS
/** Canonical addresses are the site's published origin: its first domain. */
const ORIGIN = `https://${bayside.domains[0]}`
/** Bayside's seeded posts, newest first. */
const BAYSIDE_POSTS = ['towing-with-a-toyota-hilux', 'servicing-your-toyota-rav4-hybrid', 'buying-a-used-car-checklist']

let superAdmin: string
let editor: string
let baysideId: number
let southernCrossId: number
let toyotaId: number
const created: number[] = []
let counter = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`

async function call(token: string | null, method: string, pathname: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `JWT ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  return fetch(cms(pathname), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

async function createPost(status: 'draft' | 'published', title: string, extra: Record<string, unknown> = {}): Promise<{ id: number; slug: string }> {
  const slug = unique('blog-test')
  const response = await call(editor, 'POST', `/api/posts${status === 'draft' ? '?draft=true' : ''}`, {
    title,
    slug,
    tenant: baysideId,
    publishedAt: new Date().toISOString(),
    excerpt: `${title}: the excerpt.`,
    makes: [toyotaId],
    body: richText(paragraph(`${title}: the body.`)),
    _status: status,
    ...extra,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  const { id } = ((await response.json()) as { doc: { id: number } }).doc
  created.push(id)
  return { id, slug }
}

/** Retries a storefront read until `ready` says so (publishing drops the storefront's cache, a moment later). */
async function eventually(slug: string, pathname: string, ready: (answer: { status: number; text: string }) => boolean) {
  let answer = await siteRequest(slug, pathname)
  for (let attempt = 0; attempt < 20 && !ready(answer); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    answer = await siteRequest(slug, pathname)
  }
  return answer
}

/** The `href`s of the post cards' title links in an HTML fragment. */
const postLinks = (html: string) => [...html.matchAll(/class="post-card__title"><a href="(\/blog\/[^"]+)"/g)].map((match) => match[1])

/** One listed car of a site whose make is `make` (or, with `not`, any other). */
async function carOf(site: string, filters: string): Promise<StockCar> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(site),
    searchParams: { filters: `status:in_stock AND ${filters}`, hitsPerPage: 1 },
  })
  expect(hits[0], `a car of ${site} with ${filters}`).toBeDefined()
  return hits[0]
}

beforeAll(async () => {
  superAdmin = await cmsLogin(SUPER_ADMIN)
  editor = await cmsLogin(bayside.editor)
  const tenants = (await (await call(superAdmin, 'GET', `/api/tenants?where[slug][equals]=${bayside.slug}&depth=0`)).json()) as { docs: Array<{ id: number }> }
  baysideId = tenants.docs[0].id
  const others = (await (await call(superAdmin, 'GET', `/api/tenants?where[slug][equals]=${southernCross.slug}&depth=0`)).json()) as {
    docs: Array<{ id: number }>
  }
  southernCrossId = others.docs[0].id
  const makes = (await (await call(null, 'GET', '/api/manufacturers?where[name][equals]=Toyota&depth=0')).json()) as { docs: Array<{ id: number }> }
  toyotaId = makes.docs[0].id
})

afterAll(async () => {
  for (const id of created) await call(superAdmin, 'DELETE', `/api/posts/${id}`)
})

describe('/blog', () => {
  it("lists the site's published posts newest first, with dd/mm/yyyy dates and a canonical address", async () => {
    const page = await siteRequest(bayside.slug, '/blog')
    expect(page.status).toBe(200)
    expect(postLinks(page.text).filter((href) => BAYSIDE_POSTS.includes(href.slice('/blog/'.length)))).toEqual(BAYSIDE_POSTS.map((slug) => `/blog/${slug}`))
    expect(page.text).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT[^"]+">\d\d\/\d\d\/\d{4}<\/time>/)
    expect(page.text).toContain(`<link rel="canonical" href="${ORIGIN}/blog"/>`)
    expect(page.text).toContain('<h1 class="page-heading">Blog</h1>')
  })

  it("shows only the site's own posts", async () => {
    const page = await siteRequest(southernCross.slug, '/blog')
    expect(page.status).toBe(200)
    const links = postLinks(page.text)
    expect(links).toContain('/blog/mazda-cx-5-or-cx-60')
    for (const slug of BAYSIDE_POSTS) expect(links).not.toContain(`/blog/${slug}`)
  })

  it('answers a page number that is not a whole number from 1 with a 400 that says so, and a page past the last with a 404', async () => {
    for (const bad of ['abc', '0', '-2', '1.5']) {
      const answer = await siteRequest(bayside.slug, `/blog?page=${bad}`)
      expect(answer.status, bad).toBe(400)
      expect(answer.text).toContain('The page number must be a whole number from 1.')
    }
    expect((await siteRequest(bayside.slug, '/blog?page=999')).status).toBe(404)
  })
})

describe('/blog/{slug}', () => {
  it('shows the post: its title, date, hero image with a srcset from our media, body, makes linking to their stock, canonical and BlogPosting JSON-LD', async () => {
    const page = await siteRequest(bayside.slug, '/blog/towing-with-a-toyota-hilux')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<h1 class="page-heading">Towing with a Toyota HiLux: what the numbers mean</h1>')
    expect(page.text).toMatch(/Published <time dateTime="[^"]+">\d\d\/\d\d\/\d{4}<\/time>/)
    expect(page.text).toMatch(/<img class="blog-post__hero" src="\/media\/[^"]+" srcSet="\/media\/[^"]+ 400w, [^"]+"/)
    expect(page.text).toContain('A HiLux 4x4 is rated to tow up to 3500 kg braked')
    expect(page.text).toMatch(/<a href="\/search\/toyota"[^>]*>Toyota stock<\/a>/)
    expect(page.text).toContain(`<link rel="canonical" href="${ORIGIN}/blog/towing-with-a-toyota-hilux"/>`)
    const scripts = [...page.text.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (match) => JSON.parse(match[1]) as Record<string, unknown>,
    )
    const posting = scripts.find((script) => script['@type'] === 'BlogPosting') ?? {}
    expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: 'Towing with a Toyota HiLux: what the numbers mean', about: [{ name: 'Toyota' }] })
    expect(posting.url).toBe(`${ORIGIN}/blog/towing-with-a-toyota-hilux`)
  })

  it("is a 404 for an unknown slug, a malformed one, and another site's post", async () => {
    expect((await siteRequest(bayside.slug, '/blog/no-such-post')).status).toBe(404)
    expect((await siteRequest(bayside.slug, '/blog/Not_A_Slug')).status).toBe(404)
    expect((await siteRequest(southernCross.slug, '/blog/towing-with-a-toyota-hilux')).status).toBe(404)
  })
})

describe('drafts', () => {
  it('a draft post is a 404 and not listed, for shoppers through the API too; published, it shows', async () => {
    const title = unique('Draft post')
    const { id, slug } = await createPost('draft', title)
    expect((await call(null, 'GET', `/api/posts/${id}`)).status).toBe(404)
    expect((await siteRequest(bayside.slug, `/blog/${slug}`)).status).toBe(404)
    expect((await siteRequest(bayside.slug, '/blog')).text).not.toContain(title)

    expect((await call(editor, 'PATCH', `/api/posts/${id}`, { _status: 'published' })).status).toBe(200)
    const published = await eventually(bayside.slug, `/blog/${slug}`, (answer) => answer.status === 200)
    expect(published.status).toBe(200)
    expect(published.text).toContain(title)
  })

  it("a published post's newer draft stays unpublished: the storefront shows the published words", async () => {
    const title = unique('Published words')
    const { id, slug } = await createPost('published', title)
    const draftTitle = unique('Unpublished words')
    expect((await call(editor, 'PATCH', `/api/posts/${id}?draft=true`, { title: draftTitle })).status).toBe(200)
    const page = await eventually(bayside.slug, `/blog/${slug}`, (answer) => answer.status === 200 && answer.text.includes(title))
    expect(page.text).toContain(title)
    expect(page.text).not.toContain(draftTitle)
  })

  it('a draft opens in the preview with its link, only on its own site, and never with a forged token', async () => {
    if (!process.env.PAYLOAD_SECRET) throw new Error('needs the stack environment: PAYLOAD_SECRET')
    const title = unique('Preview post')
    const { id } = await createPost('draft', title)
    const expires = Math.floor(Date.now() / 1000) + 3600
    // Payload signs with a key it derives from PAYLOAD_SECRET (payload.secret), as the admin's link does.
    const key = crypto.createHash('sha256').update(process.env.PAYLOAD_SECRET).digest('hex').slice(0, 32)
    const token = crypto.createHmac('sha256', key).update(`preview:posts:${id}:${expires}`).digest('base64url')
    const preview = await siteRequest(bayside.slug, `/preview/posts/${id}?expires=${expires}&token=${token}`)
    expect(preview.status).toBe(200)
    expect(preview.text).toContain(`<h1 class="page-heading">${title}</h1>`)
    expect(preview.headers['x-robots-tag']).toBe('noindex')
    expect((await siteRequest(southernCross.slug, `/preview/posts/${id}?expires=${expires}&token=${token}`)).status).toBe(404)
    const forged = await siteRequest(bayside.slug, `/preview/posts/${id}?expires=${expires}&token=forged`)
    expect(forged.status).toBe(403)
    expect(forged.text).not.toContain(title)
  })
})

describe("a site's posts use only the site's own documents", () => {
  it("refuses a Bayside post whose hero image is Southern Cross's, naming it, and saves nothing", async () => {
    const media = (await (await call(null, 'GET', `/api/media?where[tenant][equals]=${southernCrossId}&limit=1&depth=0`)).json()) as {
      docs: Array<{ id: number }>
    }
    const foreign = media.docs[0].id
    const slug = unique('foreign-hero')
    const response = await call(editor, 'POST', '/api/posts?draft=true', {
      title: 'Foreign hero',
      slug,
      tenant: baysideId,
      publishedAt: new Date().toISOString(),
      excerpt: 'Foreign hero.',
      body: richText(paragraph('Foreign hero.')),
      heroImage: foreign,
      _status: 'draft',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(`media ${foreign} belongs to another site`)
    const saved = (await (await call(superAdmin, 'GET', `/api/posts?where[slug][equals]=${slug}&draft=true&depth=0`)).json()) as { totalDocs: number }
    expect(saved.totalDocs).toBe(0)
  })

  it('refuses a second post with a slug the site already has, and lets another site use it', async () => {
    const { slug } = await createPost('published', unique('Slug owner'))
    const clash = await call(editor, 'POST', '/api/posts', {
      title: 'Same slug',
      slug,
      tenant: baysideId,
      publishedAt: new Date().toISOString(),
      excerpt: 'Same slug.',
      body: richText(paragraph('Same slug.')),
      _status: 'published',
    })
    expect(clash.status).toBe(400)
    const { errors } = (await clash.json()) as { errors: Array<{ data?: { errors?: Array<{ message: string }> } }> }
    expect(errors[0].data?.errors?.map((error) => error.message)).toContain(`This site already has a post with the slug "${slug}".`)
    // Slugs are unique per site, not across sites.
    const elsewhere = await call(superAdmin, 'POST', '/api/posts', {
      title: 'Same slug elsewhere',
      slug,
      tenant: southernCrossId,
      publishedAt: new Date().toISOString(),
      excerpt: 'Same slug elsewhere.',
      body: richText(paragraph('Same slug elsewhere.')),
      _status: 'published',
    })
    expect(elsewhere.status, await elsewhere.clone().text()).toBe(201)
    created.push(((await elsewhere.json()) as { doc: { id: number } }).doc.id)
  })
})

describe('the sitemap', () => {
  it("names /blog and each of the site's published posts, and no other site's", async () => {
    const { addresses } = await sitemapAddresses(bayside.slug)
    expect(addresses).toContain(`${ORIGIN}/blog`)
    for (const slug of BAYSIDE_POSTS) expect(addresses).toContain(`${ORIGIN}/blog/${slug}`)
    expect(addresses.filter((address) => address.endsWith('/blog/mazda-cx-5-or-cx-60'))).toEqual([])
  })
})

describe("a car's page", () => {
  it("lists the site's newest posts about the car's make (at most three), each opening the post", async () => {
    const car = await carOf(bayside.slug, 'make:Toyota')
    const page = await siteRequest(bayside.slug, `/cars/${car.slug}`)
    expect(page.status).toBe(200)
    const block = /<section class="vehicle-section car-posts"[\s\S]*?<\/section>/.exec(page.text)?.[0] ?? ''
    expect(block).toContain('Toyota news from our blog')
    const links = postLinks(block)
    // The site's three newest published posts about Toyota (other tests here may have added newer ones).
    const newest = (await (
      await call(
        null,
        'GET',
        `/api/posts?where[tenant][equals]=${baysideId}&where[makes][in]=${toyotaId}&where[_status][equals]=published&sort=-publishedAt&limit=3&depth=0`,
      )
    ).json()) as { docs: Array<{ slug: string }> }
    expect(newest.docs).toHaveLength(3)
    expect(links).toEqual(newest.docs.map((post) => `/blog/${post.slug}`))
    for (const href of links) expect((await siteRequest(bayside.slug, href)).status).toBe(200)
  })

  it('shows no blogs block when no post is about the make (no unrelated posts instead)', async () => {
    const car = await carOf(southernCross.slug, 'make:Mitsubishi')
    const page = await siteRequest(southernCross.slug, `/cars/${car.slug}`)
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('car-posts')
  })
})
