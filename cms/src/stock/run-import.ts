import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { heldReason, stockChanges, type StockChanges } from '@dealer/stock-import/changes'
import { describeRejectedRow, planFeedImport, planFeedImportInSteps, replaceStockIndex, type FeedImportPlan } from '@dealer/stock-import/import'
import { mapFeed, type ColumnMapping, type RowDefaults } from '@dealer/stock-import/mapping'
import type { StockOverride } from '@dealer/stock-import/overrides'
import { FeedFileError, parseFeed, type FeedFormat } from '@dealer/stock-import/parse'
import { keepReserved } from '@dealer/stock-import/reserved-cars'
import { stockPriceReports } from '@dealer/stock-import/price-report'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockFeed, StockImport, Location, Dealership, Tenant } from '@dealer/cms-contract'
import { recordStockPrices } from '../price-alerts/store'
import { queueNewStockAlerts } from '../saved-searches/new-stock'
import { isAvailable } from '@dealer/stock/listing'
import { SITE_CHANGED_CHANNEL } from '@dealer/cms-contract/site-changes'
import { feedFieldOfOption } from './feed-options'
import { fetchFeed, FeedFetchError } from './feed-source'
import { rewriteCar } from './override-hooks'
import { mirrorPhotos } from './photos'
import {
  activeOverrides,
  archiveOverridesOfLeftCars,
  hasImportFile,
  importedCars,
  readImportFile,
  replaceImportedCars,
  reservedCarIds,
  saveImportFile,
} from './store'

/**
 * One stock import, from its feed (or the uploaded file) to the site's index: fetch, check every row with progress,
 * compare with what the site has, then stop for a person (an upload's dry run; a safety rail) or apply: one atomic
 * swap of the site's index, the imported cars and archived overrides in one transaction, price-drop alerts, and every
 * storefront told to drop the site's pages. The worker (./import-worker.ts) calls it holding the run's lease and the
 * site's lock; a failure is recorded in words staff understand, and the site's stock stays as it was.
 */

/** What staff read when a run fails for a reason the code didn't foresee. */
const UNFORESEEN = 'The import stopped on an unexpected error; your stock was left as it was. Try again, or ask support with the run’s number.'

export interface RunOptions {
  payload: Payload
  importId: number
  log: (line: string) => void
}

export async function runImport({ payload, importId, log }: RunOptions): Promise<void> {
  const run = (await payload.findByID({ collection: 'stock-imports', id: importId, depth: 0, overrideAccess: true })) as StockImport
  const tenantId = Number(run.tenant)
  const tenant = (await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true })) as Tenant
  const feed = run.feed ? ((await payload.findByID({ collection: 'stock-feeds', id: Number(run.feed), depth: 0, overrideAccess: true })) as StockFeed) : null
  const timings: Record<string, number> = { ...((run.timings as Record<string, number> | null) ?? {}) }
  const update = (data: Partial<StockImport>) =>
    payload.update({ collection: 'stock-imports', id: importId, data: data as Record<string, unknown>, overrideAccess: true, depth: 0 })

  try {
    // The text: fetched once per run and kept, so an Apply later writes exactly what was checked.
    if (!(await hasImportFile(payload.db.drizzle, importId))) {
      if (!feed) throw new FeedFetchError('The uploaded file was not kept; upload it again.')
      await update({ state: 'fetching' })
      const started = Date.now()
      await saveImportFile(payload.db.drizzle, importId, await fetchFeed(feed.url, feed, payload.secret))
      timings.fetchMs = Date.now() - started
    }

    await update({ state: 'checking', timings })
    const checkStarted = Date.now()
    const format = (run.format ?? feed?.format ?? 'csv') as FeedFormat
    const before = await importedCars(payload.db.drizzle, tenantId)
    const overrides = await activeOverrides(payload.db.drizzle, tenantId)
    const mapping: ColumnMapping[] = (feed?.columnMapping ?? []).map((row) => ({ column: row.column, field: feedFieldOfOption(row.field) }))
    const defaults = await rowDefaults(payload, feed, (stocknum) => before.get(stocknum)?.createdAt)
    // Read in a call of its own, so the text (tens of MB for a large site) is garbage once it is rows.
    const parsed = mapFeed(await readFeed(payload, importId, format), mapping, defaults)
    let lastWrite = 0
    const plan = await planFeedImportInSteps(
      parsed,
      { tenant: tenant.slug, now: new Date(), soldWindowDays: run.soldWindowDays ?? feed?.soldWindowDays ?? undefined, overrides },
      async (checked, total) => {
        // A write a quarter-second at most: the admin's progress bar polls the run.
        if (checked < total && Date.now() - lastWrite < 250) return
        lastWrite = Date.now()
        await update({ rowsChecked: checked, rowsTotal: total })
      },
    )
    timings.checkMs = Date.now() - checkStarted
    const photosStarted = Date.now()
    const photos = await mirrorPhotos(payload, tenantId, plan.cars, async (tried, total) => {
      if (tried > 0 && tried < total && Date.now() - lastWrite < 250) return
      lastWrite = Date.now()
      await update({ photosTotal: total, photosCopied: tried })
    })
    plan.cars = photos.cars
    timings.photosMs = Date.now() - photosStarted
    const changes = stockChanges(before, plan.facts, plan.cars.length)
    const held = run.approved ? null : heldReason(changes, before.size, (feed?.maxRemovedPercent ?? 30) / 100)
    // A file a person gave (an upload, the command's dry run) waits for them unless they applied it already.
    const checkedState = (run.origin === 'upload' || run.origin === 'command') && !run.approved ? 'checked' : held ? 'held' : 'applying'
    await update({
      state: checkedState,
      ...countsOf(plan, changes),
      // An upload is never held (a person applies it anyway), but its page says what the rails saw.
      heldReason: run.approved ? (run.heldReason ?? null) : held,
      priceChanges: changes.priceChanges,
      rejectedRows: plan.rejected.map((row) => ({ where: row.where, stocknum: row.stocknum, problems: row.problems, text: describeRejectedRow(row) })),
      ignoredFields: plan.ignoredFields,
      photoProblems: photos.problems,
      checkedAt: new Date().toISOString(),
      timings,
    })
    if (checkedState !== 'applying') {
      log(`stock import ${importId} (${tenant.slug}): checked, ${checkedState === 'held' ? `held: ${held}` : 'waiting for Apply'}`)
      return
    }
    if (plan.cars.length === 0) throw new FeedFetchError('No car in the feed can be listed, so the website’s stock was left as it was.')

    const applyStarted = Date.now()
    const applied = await applyPlan(payload, tenantId, tenant.slug, plan, overrides, new Set(before.keys()), log)
    timings.applyMs = Date.now() - applyStarted
    await update({ state: 'done', ...applied, finishedAt: new Date().toISOString(), timings })
    log(`stock import ${importId} (${tenant.slug}): ${plan.cars.length} cars listed in ${timings.applyMs} ms`)
  } catch (error) {
    const message = error instanceof FeedFetchError ? error.message : UNFORESEEN
    if (!(error instanceof FeedFetchError)) log(`stock import ${importId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    await update({ state: 'failed', failure: message, finishedAt: new Date().toISOString(), timings })
  }
}

/** A preview row: our field and its value as the mapping reads them, and what is wrong with the row. */
interface PreviewRow {
  where: string
  fields: Array<[field: string, value: string]>
  problems: string[]
}

/** The source's first `count` rows as its saved mapping reads them, fetched now; nothing is saved. */
export async function previewFeed(payload: Payload, feed: StockFeed, count: number): Promise<{ rows: PreviewRow[]; ignoredFields: string[] }> {
  const text = await fetchFeed(feed.url, feed, payload.secret)
  let parsed
  try {
    parsed = parseFeed(text, feed.format as FeedFormat)
  } catch (error) {
    if (error instanceof FeedFileError) throw new FeedFetchError(`The feed could not be read: ${error.message}.`)
    throw error
  }
  const first = { ...parsed, rows: parsed.rows.slice(0, count), unreadable: parsed.unreadable.filter((row) => row.number <= count) }
  const mapping = (feed.columnMapping ?? []).map((row) => ({ column: row.column, field: feedFieldOfOption(row.field) }))
  const mapped = mapFeed(first, mapping, await rowDefaults(payload, feed, () => undefined))
  const plan = planFeedImport(mapped, { tenant: 'preview', now: new Date(), soldWindowDays: feed.soldWindowDays ?? undefined })
  const problems = new Map(
    plan.rejected.map((row) => [
      row.where,
      describeRejectedRow(row)
        .replace(/^[^:]*: /, '')
        .split('; '),
    ]),
  )
  return {
    rows: mapped.rows.map((row) => ({
      where: row.where,
      fields: Object.entries(row.fields).flatMap(([field, value]) =>
        field === 'location' && value && typeof value === 'object'
          ? Object.entries(value).map(([key, inner]) => [`location.${key}`, previewValue(inner)] as [string, string])
          : [[field, previewValue(value)] as [string, string]],
      ),
      problems: problems.get(row.where) ?? [],
    })),
    ignoredFields: plan.ignoredFields,
  }
}

function previewValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > 120 ? `${text.slice(0, 117)}…` : text
}

async function readFeed(payload: Payload, importId: number, format: FeedFormat) {
  const text = await readImportFile(payload.db.drizzle, importId)
  if (text === null) throw new FeedFetchError('The feed’s text was not kept; run the import again.')
  try {
    return parseFeed(text, format)
  } catch (error) {
    if (error instanceof FeedFileError) throw new FeedFetchError(`The feed could not be read: ${error.message}.`)
    throw error
  }
}

function countsOf(plan: FeedImportPlan, changes: StockChanges) {
  return {
    rowsTotal: plan.rowsRead,
    rowsChecked: plan.rowsRead,
    added: changes.added,
    updated: changes.updated,
    removed: changes.removed,
    sold: changes.sold,
    rejected: plan.rejected.length,
    listed: changes.listed,
  }
}

/**
 * The swap: the imported cars and archived overrides in one transaction around the index's atomic swap, so a process
 * that dies before the swap leaves both as they were. Then the overrides changed meanwhile, price-drop alerts (a drop is alerted once however often
 * it is reported), the storefronts' page caches, and new-stock alerts of the cars new to the site.
 */
async function applyPlan(
  payload: Payload,
  tenantId: number,
  slug: string,
  plan: FeedImportPlan,
  overridesRead: ReadonlyMap<string, StockOverride>,
  stocknumsBefore: ReadonlySet<string>,
  log: (line: string) => void,
): Promise<{ keptReserved: number; alertsQueued: number; searchesAlerted: number }> {
  const { client } = adminSearchClient()
  const db = payload.db.drizzle
  const keptReserved = await db.transaction(async (tx) => {
    await replaceImportedCars(tx, tenantId, plan.facts)
    await archiveOverridesOfLeftCars(tx, tenantId, new Set(plan.facts.map((facts) => facts.stocknum)))
    const listed = keepReserved(plan.cars, await reservedCarIds(tx, tenantId))
    await replaceStockIndex(client, slug, listed)
    return listed.filter((car, index) => car.reserved && !plan.cars[index]!.reserved).length
  })
  // An override saved or removed while this import ran went to the index the swap replaced: it is written again.
  const overridesNow = await activeOverrides(db, tenantId)
  for (const stocknum of new Set([...overridesRead.keys(), ...overridesNow.keys()]))
    if (JSON.stringify(overridesRead.get(stocknum)) !== JSON.stringify(overridesNow.get(stocknum)))
      await rewriteCar(payload, tenantId, stocknum, overridesNow.get(stocknum) ?? null)
  let alertsQueued = 0
  for (const report of stockPriceReports(slug, plan.cars)) alertsQueued += await recordStockPrices(db, tenantId, report.prices)
  await db.execute(sql`SELECT pg_notify(${SITE_CHANGED_CHANNEL}, ${String(tenantId)})`)
  const newCars = plan.cars
    .filter((car) => !stocknumsBefore.has(car.stocknum) && isAvailable(car.status))
    .map((car) => ({ objectID: String(car.objectID), name: car.name }))
  let searchesAlerted = 0
  try {
    searchesAlerted = await queueNewStockAlerts(payload, client, tenantId, slug, newCars)
  } catch (error) {
    // The stock is in: a search engine or database hiccup here costs these cars' alerts, not the import.
    log(`stock import (${slug}): matching ${newCars.length} new cars against saved searches failed: ${error instanceof Error ? error.message : error}`)
  }
  return { keptReserved, alertsQueued, searchesAlerted }
}

/** What rows may leave out, from the source's location and its dealership. */
async function rowDefaults(payload: Payload, feed: StockFeed | null, listedAt: (stocknum: string) => string | undefined): Promise<RowDefaults> {
  const defaults: RowDefaults = { now: new Date(), listedAt }
  if (!feed?.location) return defaults
  const location = (await payload.findByID({ collection: 'locations', id: Number(feed.location), depth: 1, overrideAccess: true })) as Location
  const dealership = typeof location.dealership === 'object' && location.dealership ? (location.dealership as Dealership) : null
  defaults.location = {
    id: location.id,
    name: location.name,
    city: location.address.city,
    state: location.address.state,
    postcode: location.address.postcode,
    slug: location.slug ?? undefined,
  }
  if (dealership) defaults.dealership = { id: dealership.id, name: dealership.name }
  return defaults
}
