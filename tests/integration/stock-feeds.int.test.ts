import http from 'node:http'
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { CSV_HEADER, csvLine, feedRow } from '@dealer/stock-import/test-support/feed-fixtures'
import { cmsAs, cmsJsonAs, cmsLogin } from './helpers/cms'
import { startOutboxWorker } from './helpers/processes'

/**
 * Stock run by staff (issue 45) against the real CMS, search service and a stock-import worker: a scheduled source
 * read from a local stand-in for the dealer's feed host (the loopback port the stack's OUTBOUND_ALLOW names, storefront
 * port + 92), an upload's dry run then Apply, an override that survives imports, a worker killed mid-run, and two
 * workers sharing one schedule. Each test's site is a new one, so no demo site's stock changes.
 */

const allowList = process.env.OUTBOUND_ALLOW ?? ''
const feedPort = allowList
  .split(',')
  .map((entry) => Number(/^127\.0\.0\.1:(\d+)$/.exec(entry.trim())?.[1]))
  .find((port) => port === Number(process.env.STOREFRONT_PORT ?? 3000) + 92)

interface Served {
  status: number
  body: string | Buffer
  type?: string
  /** The Authorization header the host wants. */
  login?: string
  /** Send half the body, then never finish. */
  hang?: boolean
  /** Answer only after this long (a slow photo host). */
  delayMs?: number
}
const served = new Map<string, Served>()
/** How often each path was asked for. */
const asked = new Map<string, number>()
let feedServer: http.Server
let token: string
const workers = new Set<ChildProcess>()
const output: string[] = []
const search = adminSearchClient().client
let counter = 0

type Run = {
  id: number
  state: string
  photoProblems: Array<{ stocknum: string; url: string; problem: string }>
  added: number
  updated: number
  removed: number
  sold: number
  rejected: number
  listed: number
  heldReason: string | null
  failure: string | null
  rowsChecked: number
  rowsTotal: number
  photosTotal: number
  photosCopied: number
  rejectedRows: Array<{ text: string }>
  priceChanges: Array<{ stocknum: string; from: number; to: number }>
}

const cmsBase = process.env.CMS_URL ?? 'http://localhost:3001'
const workerEnv = { WORKER_OUTBOXES: 'stock-imports', STOCK_WORKER_INTERVAL_MS: '300', STOCK_IMPORT_LEASE_MS: '3000' }

beforeAll(async () => {
  expect(feedPort, `OUTBOUND_ALLOW (${allowList}) names the feed stand-in's port`).toBeDefined()
  feedServer = http.createServer((request, response) => {
    asked.set(request.url ?? '', (asked.get(request.url ?? '') ?? 0) + 1)
    const answer = served.get(request.url ?? '')
    if (!answer) return void response.writeHead(404).end('not found')
    if (answer.login && request.headers.authorization !== answer.login) return void response.writeHead(401).end('who are you?')
    if (answer.hang) {
      response.writeHead(200, { 'content-length': String(Buffer.byteLength(answer.body)) })
      response.write(answer.body.slice(0, Math.floor(answer.body.length / 2)))
      return
    }
    const send = () => response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' }).end(answer.body)
    if (answer.delayMs) setTimeout(send, answer.delayMs)
    else send()
  })
  await new Promise<void>((resolve) => feedServer.listen(feedPort, '127.0.0.1', resolve))
  token = await cmsLogin(SUPER_ADMIN)
  await startOutboxWorker(workerEnv, output, workers)
}, 90_000)

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL')
  feedServer.closeAllConnections()
  await new Promise((resolve) => feedServer.close(resolve))
})

async function newSite(): Promise<{ id: number; slug: string }> {
  const slug = `feed-motors-${Date.now().toString(36)}-${counter++}`
  const { doc } = await cmsJsonAs<{ doc: { id: number } }>(token, 'POST', '/api/tenants', { name: 'Feed Motors', slug, template: 'dealer' })
  return { id: doc.id, slug }
}

async function newSource(site: number, path: string, extra: Record<string, unknown> = {}): Promise<number> {
  const { doc } = await cmsJsonAs<{ doc: { id: number } }>(token, 'POST', '/api/stock-feeds', {
    name: 'DMS feed',
    url: `http://127.0.0.1:${feedPort}${path}`,
    format: 'json',
    schedule: 'manual',
    tenant: site,
    ...extra,
  })
  return doc.id
}

const car = (n: number, overrides: Record<string, unknown> = {}) => feedRow({ id: 800_000 + n, stocknum: `F${n}`, ...overrides })
const serve = (path: string, cars: unknown[], status = 200) => served.set(path, { status, body: JSON.stringify(cars) })

async function runsOf(site: number): Promise<Run[]> {
  const { docs } = await cmsJsonAs<{ docs: Run[] }>(token, 'GET', `/api/stock-imports?where[tenant][equals]=${site}&sort=-id&depth=0&limit=50`)
  return docs
}

/** Waits for the run to reach one of `states`, failing with the worker's output when it doesn't in time. */
async function runReaching(id: number, states: string[], timeoutMs = 30_000): Promise<Run> {
  const deadline = Date.now() + timeoutMs
  let run: Run | null = null
  while (Date.now() < deadline) {
    run = await cmsJsonAs<Run>(token, 'GET', `/api/stock-imports/${id}?depth=0`)
    if (states.includes(run.state)) return run
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`run ${id} is ${run?.state}, not ${states.join(' or ')}; worker said:\n${output.slice(-30).join('\n')}`)
}

async function runNow(feed: number): Promise<number> {
  const response = await cmsAs(token, 'POST', `/api/stock-feeds/${feed}/run`)
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

async function indexedRecords(
  slug: string,
): Promise<Map<string, { primary_image_url: string; photos_count: number; images: Array<{ image: { url: string } }> }>> {
  const found = await search.searchSingleIndex<{
    stocknum: string
    primary_image_url: string
    photos_count: number
    images: Array<{ image: { url: string } }>
  }>({
    indexName: stockIndexName(slug),
    searchParams: { query: '', hitsPerPage: 1000 },
  })
  return new Map(found.hits.map((hit) => [hit.stocknum, hit]))
}

async function indexed(slug: string): Promise<Map<string, { price: number; status: string; tag: string | null; reserved: boolean }>> {
  const found = await search
    .searchSingleIndex<{ stocknum: string; price: number; status: string; tag: string | null; reserved: boolean }>({
      indexName: stockIndexName(slug),
      searchParams: { query: '', hitsPerPage: 1000 },
    })
    .catch((error: Error) => {
      // A site no import has written to has no index yet: no cars.
      if (error.message === 'Index does not exist') return { hits: [] }
      throw error
    })
  const hits = found.hits
  return new Map(hits.map((hit) => [hit.stocknum, hit]))
}

describe('a scheduled feed source', () => {
  it('imports on its schedule, then adds, updates, sells and removes cars; a bad row, a 404 and an 80% shrink are handled', async () => {
    const site = await newSite()
    serve(`/${site.slug}.json`, [car(1), car(2), car(3), car(4), car(5), car(6, { price: 'POA' })])
    const feed = await newSource(site.id, `/${site.slug}.json`, { schedule: '15m' })

    // Due at once (never run): the worker queues and runs it.
    let first: Run | undefined
    for (let tries = 0; tries < 100 && !first; tries++) {
      first = (await runsOf(site.id))[0]
      if (!first) await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(first, 'the schedule queued a run').toBeDefined()
    const done = await runReaching(first!.id, ['done', 'failed'])
    expect(done).toMatchObject({ state: 'done', added: 5, rejected: 1, listed: 5 })
    expect(done.rejectedRows.map((row) => row.text)).toEqual([expect.stringMatching(/^row 6 \(stock F6\): price: expected a number/)])
    expect([...(await indexed(site.slug)).keys()].sort()).toEqual(['F1', 'F2', 'F3', 'F4', 'F5'])
    const rejectedCsv = await cmsAs(token, 'GET', `/api/stock-imports/${done.id}/rejected.csv`)
    expect(rejectedCsv.headers.get('content-type')).toContain('text/csv')
    expect(await rejectedCsv.text()).toMatch(/^Where,Stock number,Field,Problem\nrow 6,F6,price,"?expected a number/)

    // The next feed: F2 cheaper, F3 sold, F5 gone, F7 new.
    serve(`/${site.slug}.json`, [
      car(1),
      car(2, { price: 45_990 }),
      car(3, { status: 'sold', sold_date_timestamp: Math.floor(Date.now() / 1000) }),
      car(4),
      car(7),
    ])
    const second = await runReaching(await runNow(feed), ['done', 'failed'])
    expect(second).toMatchObject({ state: 'done', added: 1, updated: 1, sold: 1, removed: 1, rejected: 0 })
    expect(second.priceChanges).toEqual([expect.objectContaining({ stocknum: 'F2', from: 48_990, to: 45_990 })])
    const after = await indexed(site.slug)
    expect([...after.keys()].sort()).toEqual(['F1', 'F2', 'F3', 'F4', 'F7'])
    expect(after.get('F2')?.price).toBe(45_990)
    expect(after.get('F3')?.status).toBe('sold')

    // The feed host answers 404: the run fails in words staff understand; the stock stays.
    served.set(`/${site.slug}.json`, { status: 404, body: 'gone' })
    const missing = await runReaching(await runNow(feed), ['done', 'failed'])
    expect(missing).toMatchObject({ state: 'failed', failure: 'The feed address answered 404' })
    expect([...(await indexed(site.slug)).keys()].sort()).toEqual(['F1', 'F2', 'F3', 'F4', 'F7'])

    // The feed shrinks by 80%: held for approval with the reason; the stock stays until someone applies it.
    serve(`/${site.slug}.json`, [car(1)])
    const shrunk = await runReaching(await runNow(feed), ['held', 'done', 'failed'])
    expect(shrunk.state).toBe('held')
    expect(shrunk.heldReason).toBe('The feed would remove 4 of the 5 cars on the website (80%), more than the 30% allowed without approval.')
    expect((await indexed(site.slug)).size).toBe(5)
    expect((await cmsAs(token, 'POST', `/api/stock-imports/${shrunk.id}/apply`)).status).toBe(200)
    expect(await runReaching(shrunk.id, ['done', 'failed'])).toMatchObject({ state: 'done', removed: 4 })
    expect([...(await indexed(site.slug)).keys()]).toEqual(['F1'])
  }, 120_000)
})

describe('a source’s preview', () => {
  it('reads the first rows with the saved mapping, naming each row’s problems and the columns nothing maps', async () => {
    const site = await newSite()
    const dmsRows = [car(1), car(2, { price: 'POA' })].map(({ stocknum, price, ...rest }) => ({
      'Stock No': stocknum,
      'DAP Price': price,
      Colour2: 'x',
      ...rest,
    }))
    serve(`/${site.slug}-dms.json`, dmsRows)
    const feed = await newSource(site.id, `/${site.slug}-dms.json`, {
      columnMapping: [
        { column: 'Stock No', field: 'stocknum' },
        { column: 'DAP Price', field: 'price' },
      ],
    })
    const preview = await cmsJsonAs<{ rows: Array<{ where: string; fields: Array<[string, string]>; problems: string[] }>; ignoredFields: string[] }>(
      token,
      'GET',
      `/api/stock-feeds/${feed}/preview`,
    )
    expect(preview.rows.map((row) => row.where)).toEqual(['row 1', 'row 2'])
    expect(preview.rows[0]!.fields).toEqual(
      expect.arrayContaining([
        ['stocknum', 'F1'],
        ['price', '48990'],
      ]),
    )
    expect(preview.rows[0]!.problems).toEqual([])
    expect(preview.rows[1]!.problems).toEqual([expect.stringMatching(/^price: expected a number/)])
    expect(preview.ignoredFields).toEqual(['Colour2'])
    expect((await indexed(site.slug)).size, 'a preview imports nothing').toBe(0)

    served.set(`/${site.slug}-dms.json`, { status: 500, body: 'down' })
    const failed = await cmsAs(token, 'GET', `/api/stock-feeds/${feed}/preview`)
    expect(failed.status).toBe(422)
    expect(await failed.json()).toEqual({ message: 'The feed address answered 500' })
  })
})

describe('a source’s login', () => {
  it('is sent with each fetch, kept sealed, and never shown again', async () => {
    const site = await newSite()
    const login = `Basic ${Buffer.from('bayside:dms-password-1').toString('base64')}`
    served.set(`/${site.slug}.json`, { status: 200, body: JSON.stringify([car(1)]), login })
    const feed = await newSource(site.id, `/${site.slug}.json`, { authType: 'basic', username: 'bayside', newSecret: 'dms-password-1' })
    const saved = await cmsJsonAs<Record<string, unknown>>(token, 'GET', `/api/stock-feeds/${feed}?depth=0`)
    expect(saved).toMatchObject({ authType: 'basic', username: 'bayside', secretSaved: true })
    expect(JSON.stringify(saved)).not.toContain('dms-password-1')
    expect(saved).not.toHaveProperty('sealedSecret')
    expect(saved).not.toHaveProperty('newSecret')
    expect(await runReaching(await runNow(feed), ['done', 'failed'])).toMatchObject({ state: 'done', added: 1 })

    // Saved again without a new secret, the secret stays; a wrong one is answered 401, in words staff act on.
    await cmsJsonAs(token, 'PATCH', `/api/stock-feeds/${feed}`, { name: 'DMS feed (renamed)' })
    expect((await runReaching(await runNow(feed), ['done', 'failed'])).state).toBe('done')
    await cmsJsonAs(token, 'PATCH', `/api/stock-feeds/${feed}`, { newSecret: 'wrong-password' })
    expect(await runReaching(await runNow(feed), ['done', 'failed'])).toMatchObject({
      state: 'failed',
      failure: 'The feed address answered 401: check the login under the source’s Login.',
    })
  }, 60_000)
})

describe('a feed’s photos', () => {
  it('are fetched once into the site’s media, and a photo that can’t be is left out and reported with its car', async () => {
    const site = await newSite()
    const photo = `http://127.0.0.1:${feedPort}/photos/${site.slug}/1.png`
    const missing = `http://127.0.0.1:${feedPort}/photos/${site.slug}/missing.jpg`
    served.set(`/photos/${site.slug}/1.png`, { status: 200, body: PNG, type: 'image/png' })
    serve(`/${site.slug}.json`, [car(1, { images: [photo, missing] })])
    const feed = await newSource(site.id, `/${site.slug}.json`)
    const run = await runReaching(await runNow(feed), ['done', 'failed'])
    expect(run.state).toBe('done')
    expect(run.photoProblems).toEqual([{ stocknum: 'F1', url: missing, problem: 'The photo’s address answered 404.' }])
    const record = (await indexedRecords(site.slug)).get('F1')!
    expect(record.photos_count).toBe(1)
    expect(record.primary_image_url).toMatch(/^\/media\/stock-[0-9a-f]{20}\.png$/)
    expect(record.images[0]!.image.url).toBe(record.primary_image_url)
    const file = await fetch(new URL(`/api/media/file/${record.primary_image_url.slice('/media/'.length)}`, process.env.CMS_URL ?? 'http://localhost:3001'))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    const csv = await (await cmsAs(token, 'GET', `/api/stock-imports/${run.id}/rejected.csv`)).text()
    expect(csv).toContain(`,F1,images,${missing}: The photo’s address answered 404.`)

    // The next import fetches no photo it has already.
    await runReaching(await runNow(feed), ['done'])
    expect(asked.get(`/photos/${site.slug}/1.png`)).toBe(1)
  }, 60_000)
})

describe('an upload', () => {
  it('is checked first (nothing changes), then applied', async () => {
    const site = await newSite()
    const csv = [CSV_HEADER, csvLine({ id: '810001', stocknum: 'U1' }), csvLine({ id: '810002', stocknum: 'U2', price: 'POA' })].join('\n')
    const response = await cmsAs(token, 'POST', `/api/stock-imports/upload?site=${site.id}&fileName=stock.csv`, undefined)
    expect(response.status, 'an empty upload is refused').toBe(400)
    const upload = await fetch(new URL(`/api/stock-imports/upload?site=${site.id}&fileName=stock.csv`, process.env.CMS_URL ?? 'http://localhost:3001'), {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'text/csv' },
      body: csv,
    })
    expect(upload.status).toBe(201)
    const { id } = (await upload.json()) as { id: number }
    const checked = await runReaching(id, ['checked', 'failed'])
    expect(checked).toMatchObject({ state: 'checked', added: 1, rejected: 1 })
    expect(checked.rejectedRows[0]?.text).toMatch(/^line 3 \(stock U2\): price: expected a number/)
    expect((await indexed(site.slug)).size, 'a dry run writes nothing').toBe(0)
    expect((await cmsAs(token, 'POST', `/api/stock-imports/${id}/apply`)).status).toBe(200)
    expect(await runReaching(id, ['done', 'failed'])).toMatchObject({ state: 'done' })
    expect([...(await indexed(site.slug)).keys()]).toEqual(['U1'])
    expect((await cmsAs(token, 'POST', `/api/stock-imports/${id}/apply`)).status, 'a done run is not applied twice').toBe(409)
  }, 60_000)

  it('is cancelled without changing the stock', async () => {
    const site = await newSite()
    const upload = await fetch(new URL(`/api/stock-imports/upload?site=${site.id}&fileName=stock.json`, process.env.CMS_URL ?? 'http://localhost:3001'), {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify([car(1)]),
    })
    const { id } = (await upload.json()) as { id: number }
    await runReaching(id, ['checked'])
    expect((await cmsAs(token, 'POST', `/api/stock-imports/${id}/cancel`)).status).toBe(200)
    expect((await cmsAs(token, 'POST', `/api/stock-imports/${id}/cancel`)).status, 'a cancelled run is not cancelled twice').toBe(409)
    expect((await runReaching(id, ['cancelled'])).state).toBe('cancelled')
    expect((await indexed(site.slug)).size).toBe(0)
  }, 60_000)
})

describe('an override', () => {
  it('shows at once, survives the next import, and is archived when the car leaves the feed', async () => {
    const site = await newSite()
    serve(`/${site.slug}.json`, [car(1), car(2)])
    const feed = await newSource(site.id, `/${site.slug}.json`)
    await runReaching(await runNow(feed), ['done'])

    const { doc: override } = await cmsJsonAs<{ doc: { id: number; setBy: number; setAt: string } }>(token, 'POST', '/api/stock-overrides', {
      stocknum: 'F1',
      price: 39_990,
      tag: 'Runout Sale',
      tenant: site.id,
    })
    expect(override.setBy).toBeTruthy()
    expect(override.setAt).toBeTruthy()
    expect((await indexed(site.slug)).get('F1')).toMatchObject({ price: 39_990, tag: 'Runout Sale' })

    serve(`/${site.slug}.json`, [car(1, { price: 47_000 }), car(2)])
    await runReaching(await runNow(feed), ['done'])
    expect((await indexed(site.slug)).get('F1')).toMatchObject({ price: 39_990, tag: 'Runout Sale' })

    // Half the stock leaves: held, and applied.
    serve(`/${site.slug}.json`, [car(2)])
    const held = await runReaching(await runNow(feed), ['held'])
    expect((await cmsAs(token, 'POST', `/api/stock-imports/${held.id}/apply`)).status).toBe(200)
    await runReaching(held.id, ['done'])
    const archived = await cmsJsonAs<{ status: string; archivedAt: string | null }>(token, 'GET', `/api/stock-overrides/${override.id}?depth=0`)
    expect(archived).toMatchObject({ status: 'archived', archivedAt: expect.any(String) })
  }, 90_000)
})

describe('an override saved while an import runs', () => {
  it('is kept by that import’s swap, with the car’s mirrored photos', async () => {
    const site = await newSite()
    serve(`/${site.slug}.json`, [car(1)])
    const feed = await newSource(site.id, `/${site.slug}.json`)
    await runReaching(await runNow(feed), ['done'])

    // The next import reads the overrides, then spends seconds on a slow photo host before its swap.
    const photo = `/photos/${site.slug}/slow.png`
    served.set(photo, { status: 200, body: PNG, type: 'image/png', delayMs: 3_000 })
    serve(`/${site.slug}.json`, [car(1, { price: 47_000, images: [`http://127.0.0.1:${feedPort}${photo}`] })])
    const id = await runNow(feed)
    const deadline = Date.now() + 20_000
    for (;;) {
      const run = await cmsJsonAs<Run>(token, 'GET', `/api/stock-imports/${id}?depth=0`)
      if (run.rowsTotal > 0 && run.rowsChecked === run.rowsTotal) break
      expect(Date.now(), `run ${id} still ${run.state} before its rows were checked`).toBeLessThan(deadline)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const { doc: override } = await cmsJsonAs<{ doc: { id: number } }>(token, 'POST', '/api/stock-overrides', {
      stocknum: 'F1',
      price: 39_990,
      tenant: site.id,
    })
    // The photo step has a progress of its own: new photos tried of those to fetch.
    expect(await runReaching(id, ['done', 'failed'])).toMatchObject({ state: 'done', photosTotal: 1, photosCopied: 1 })
    expect((await indexed(site.slug)).get('F1')).toMatchObject({ price: 39_990 })
    expect((await indexedRecords(site.slug)).get('F1')!.primary_image_url).toMatch(/^\/media\/stock-/)

    // Changing the override rewrites the car from its facts: its photo stays the mirrored one.
    await cmsJsonAs(token, 'PATCH', `/api/stock-overrides/${override.id}`, { tag: 'Runout Sale' })
    expect((await indexed(site.slug)).get('F1')).toMatchObject({ price: 39_990, tag: 'Runout Sale' })
    expect((await indexedRecords(site.slug)).get('F1')!.primary_image_url).toMatch(/^\/media\/stock-/)
  }, 60_000)
})

describe('another site’s staff', () => {
  it('can neither upload to, run, preview, apply, cancel nor download a site’s stock; a request from another site is refused', async () => {
    const site = await newSite()
    serve(`/${site.slug}.json`, [car(1), car(2)])
    const feed = await newSource(site.id, `/${site.slug}.json`)
    const upload = await fetch(new URL(`/api/stock-imports/upload?site=${site.id}&fileName=stock.json`, cmsBase), {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify([car(1)]),
    })
    const { id: run } = (await upload.json()) as { id: number }
    await runReaching(run, ['checked'])

    const outsider = await cmsLogin(DEMO_TENANTS[1]!.staff)
    const asOutsider = (method: string, path: string, body?: string) =>
      fetch(new URL(path, cmsBase), { method, headers: { authorization: `JWT ${outsider}`, 'content-type': 'application/json' }, body })
    expect((await asOutsider('POST', `/api/stock-imports/upload?site=${site.id}&fileName=stock.json`, JSON.stringify([car(3)]))).status).toBe(403)
    for (const path of [`/api/stock-imports/${run}/apply`, `/api/stock-imports/${run}/cancel`, `/api/stock-feeds/${feed}/run`])
      expect((await asOutsider('POST', path)).status, path).toBe(404)
    for (const path of [`/api/stock-imports/${run}/rejected.csv`, `/api/stock-feeds/${feed}/preview`, `/api/stock-imports/${run}`, `/api/stock-feeds/${feed}`])
      expect((await asOutsider('GET', path)).status, path).toBe(404)
    expect((await fetch(new URL(`/api/stock-imports/${run}/apply`, cmsBase), { method: 'POST' })).status, 'signed out').toBe(401)

    // The site's own staff, in a page of another site (a forged form or script): refused.
    const forged = await fetch(new URL(`/api/stock-imports/${run}/apply`, cmsBase), {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(forged.status).toBe(403)
    expect((await cmsJsonAs<Run>(token, 'GET', `/api/stock-imports/${run}?depth=0`)).state).toBe('checked')
  }, 60_000)
})

describe('workers', () => {
  it('a run whose worker is killed mid-run leaves the old stock, and the next run completes', async () => {
    const site = await newSite()
    serve(`/${site.slug}.json`, [car(1), car(2)])
    const feed = await newSource(site.id, `/${site.slug}.json`)
    await runReaching(await runNow(feed), ['done'])

    served.set(`/${site.slug}.json`, { status: 200, body: JSON.stringify([car(3), car(4)]), hang: true })
    const stuck = await runNow(feed)
    await runReaching(stuck, ['fetching'])
    for (const worker of workers) worker.kill('SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 500))
    await startOutboxWorker(workerEnv, output, workers)
    const died = await runReaching(stuck, ['failed', 'done'])
    expect(died.failure).toMatch(/^The import stopped before it finished/)
    expect([...(await indexed(site.slug)).keys()].sort()).toEqual(['F1', 'F2'])

    // Every car changes: held for approval (both removed), then applied.
    serve(`/${site.slug}.json`, [car(3), car(4)])
    const next = await runReaching(await runNow(feed), ['held'])
    expect((await cmsAs(token, 'POST', `/api/stock-imports/${next.id}/apply`)).status).toBe(200)
    await runReaching(next.id, ['done'])
    expect([...(await indexed(site.slug)).keys()].sort()).toEqual(['F3', 'F4'])
  }, 120_000)

  it('two workers run one schedule once', async () => {
    await startOutboxWorker(workerEnv, output, workers)
    const site = await newSite()
    serve(`/${site.slug}.json`, [car(1)])
    await newSource(site.id, `/${site.slug}.json`, { schedule: '15m' })
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    const runs = await runsOf(site.id)
    expect(runs).toHaveLength(1)
    expect((await runReaching(runs[0]!.id, ['done'])).state).toBe('done')
  }, 90_000)
})
