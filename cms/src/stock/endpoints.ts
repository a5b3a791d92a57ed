import { stringify } from 'csv-stringify/sync'
import type { Endpoint, PayloadRequest } from 'payload'
import { refuseCrossSite, staffOf } from '../access/staff-request'
import { feedFormatOf } from '@dealer/stock-import/parse'
import type { StockFeed, StockImport } from '@dealer/cms-contract'
import { WAITING_STATES } from './import-states'
import { announceQueuedRun, queueRun } from './import-worker'
import { FeedFetchError } from './feed-source'
import { previewFeed } from './run-import'

/**
 * The Stock section's actions (issue 45), for the signed-in staff of the site concerned: upload a file for a dry run,
 * apply or cancel a checked or held run, download a run's rejected rows, run a source now. Cookie-signed requests
 * from another site are refused (the staff cookie is SameSite=Lax too).
 */

/** Largest upload: a 10,000-car CSV is about 10 MB. */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024

const json = (body: unknown, status = 200) => Response.json(body, { status })

async function runOf(req: PayloadRequest): Promise<StockImport | null> {
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id <= 0) return null
  return (await req.payload
    .findByID({ collection: 'stock-imports', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as StockImport | null
}

/** POST /api/stock-imports/upload?site=&fileName=[&feed=]: the file as the body; answers the new run's id. */
const upload: Endpoint = {
  path: '/upload',
  method: 'post',
  handler: async (req) => {
    const refused = refuseCrossSite(req)
    if (refused) return refused
    const site = Number(req.searchParams.get('site'))
    const denied = staffOf(req, Number.isInteger(site) && site > 0 ? site : null)
    if (denied) return denied
    const fileName = (req.searchParams.get('fileName') ?? '').slice(0, 200)
    const feedId = req.searchParams.get('feed') ? Number(req.searchParams.get('feed')) : null
    let feed: StockFeed | null = null
    if (feedId !== null) {
      feed = (await req.payload.findByID({ collection: 'stock-feeds', id: feedId, depth: 0, overrideAccess: true, disableErrors: true })) as StockFeed | null
      if (!feed || Number(feed.tenant) !== site) return json({ message: 'There is no such feed source on this site.' }, 404)
    }
    const format = feedFormatOf(fileName) ?? feed?.format ?? null
    if (!format) return json({ message: 'Upload a .csv, .json or .xml file.' }, 400)
    if (Number(req.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES)
      return json({ message: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.` }, 413)
    const text = req.text ? await req.text() : ''
    if (Buffer.byteLength(text) > MAX_UPLOAD_BYTES) return json({ message: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.` }, 413)
    if (text.trim() === '') return json({ message: 'The file is empty.' }, 400)
    const id = await queueRun(
      req.payload,
      {
        tenant: site,
        feed: feed?.id,
        origin: 'upload',
        title: `Upload: ${fileName || `a ${format.toUpperCase()} file`}`,
        startedBy: Number(req.user!.id),
        fileName,
        format,
      },
      text,
    )
    return json({ id }, 201)
  },
}

/**
 * A staff decision on a run waiting for one (a checked upload, a held import): `decide` answers the run's new fields and
 * whether the workers must be woken.
 */
function decision(path: string, state: 'queued' | 'cancelled', decide: (req: PayloadRequest) => Record<string, unknown>): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      const refused = refuseCrossSite(req)
      if (refused) return refused
      const run = await runOf(req)
      if (!req.user) return staffOf(req, null)!
      // Another site's run is as absent as a run that doesn't exist.
      if (!run || staffOf(req, Number(run.tenant))) return json({ message: 'There is no such import run.' }, 404)
      if (!WAITING_STATES.includes(run.state)) return json({ message: 'This import is not waiting for Apply.' }, 409)
      await req.payload.update({ collection: 'stock-imports', id: run.id, data: { state, ...decide(req) } as never, overrideAccess: true, depth: 0 })
      if (state === 'queued') await announceQueuedRun(req.payload)
      return json({ id: run.id, state })
    },
  }
}

/** POST /api/stock-imports/:id/apply: a checked upload or a held import goes ahead (the rails don't hold it again). */
const apply = decision('/:id/apply', 'queued', (req) => ({ approved: true, appliedBy: Number(req.user!.id) }))

/** POST /api/stock-imports/:id/cancel: a checked upload or a held import is dropped; the site's stock stays as it is. */
const cancel = decision('/:id/cancel', 'cancelled', () => ({ finishedAt: new Date().toISOString() }))

/** GET /api/stock-imports/:id/rejected.csv: the run's rejected rows with where, stock number, field and problem, and the photos left out. */
const rejectedCsv: Endpoint = {
  path: '/:id/rejected.csv',
  method: 'get',
  handler: async (req) => {
    const run = await runOf(req)
    if (!req.user) return staffOf(req, null)!
    // Another site's run is as absent as a run that doesn't exist.
    if (!run || staffOf(req, Number(run.tenant))) return json({ message: 'There is no such import run.' }, 404)
    const rows =
      (run!.rejectedRows as Array<{ where: string; stocknum: string | null; problems: Array<{ field: string | null; problem: string }> }> | null) ?? []
    const records = rows.flatMap((row) => row.problems.map((problem) => [row.where, row.stocknum ?? '', problem.field ?? '', problem.problem]))
    // A photo left out doesn't reject its car, but the dealer fixes it in the same place.
    const photos = (run!.photoProblems as Array<{ stocknum: string; url: string; problem: string }> | null) ?? []
    for (const photo of photos) records.push(['', photo.stocknum, 'images', `${photo.url}: ${photo.problem}`])
    const body = stringify([['Where', 'Stock number', 'Field', 'Problem'], ...records])
    return new Response(body, {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="import-${run!.id}-rejected-rows.csv"` },
    })
  },
}

export const stockImportEndpoints: Endpoint[] = [upload, apply, cancel, rejectedCsv]

/** POST /api/stock-feeds/:id/run: queues a run of the source now, whatever its schedule. */
const runNow: Endpoint = {
  path: '/:id/run',
  method: 'post',
  handler: async (req) => {
    const refused = refuseCrossSite(req)
    if (refused) return refused
    const id = Number(req.routeParams?.id)
    const feed = Number.isInteger(id)
      ? ((await req.payload.findByID({ collection: 'stock-feeds', id, depth: 0, overrideAccess: true, disableErrors: true })) as StockFeed | null)
      : null
    if (!req.user) return staffOf(req, null)!
    if (!feed || staffOf(req, Number(feed.tenant))) return json({ message: 'There is no such feed source.' }, 404)
    const run = await queueRun(req.payload, {
      tenant: Number(feed!.tenant),
      feed: feed!.id,
      origin: 'manual',
      title: `${feed!.name}: run now`,
      startedBy: Number(req.user!.id),
    })
    return json({ id: run }, 201)
  },
}

/** How many of the feed's rows a preview shows. */
const PREVIEW_ROWS = 5

/**
 * GET /api/stock-feeds/:id/preview: the source's first rows as its saved mapping reads them (our field → the value),
 * each row's problems, and the feed's columns nothing maps, so staff can check a mapping before a run.
 */
const preview: Endpoint = {
  path: '/:id/preview',
  method: 'get',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    const feed = Number.isInteger(id)
      ? ((await req.payload.findByID({ collection: 'stock-feeds', id, depth: 0, overrideAccess: true, disableErrors: true })) as StockFeed | null)
      : null
    if (!req.user) return staffOf(req, null)!
    if (!feed || staffOf(req, Number(feed.tenant))) return json({ message: 'There is no such feed source.' }, 404)
    try {
      return json(await previewFeed(req.payload, feed, PREVIEW_ROWS))
    } catch (error) {
      if (error instanceof FeedFetchError) return json({ message: error.message }, 422)
      throw error
    }
  },
}

export const stockFeedEndpoints: Endpoint[] = [runNow, preview]
