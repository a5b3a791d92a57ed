/**
 * Imports a dealer's stock feed into their search index, replacing what it held:
 *
 *   npm run import-feed -- --tenant <slug> [--sold-window-days 3] [--dry-run] <file.json|file.csv>
 *
 * (compiled to seed/dist/import-feed.js, which `node` runs; a relative file is found from where npm was run.)
 * Rows with problems are reported and left out; the rest are imported. Exits 1 when the file can't
 * be read, nothing in it can be listed, or the search service can't be written to; 2 on a usage error.
 * Search host and admin key come from the same environment as `npm run seed` (see ../search-client).
 * After the swap, the CMS is told the new prices for price-drop alerts (./price-report: CMS_INTERNAL_URL or CMS_URL and
 * STOREFRONT_API_SECRET; without them it says it skipped them). Exits 1 when the CMS can't be told: the stock is in,
 * and running the import again retries the alerts (a drop is alerted once however often it is reported).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { describeRejectedRow, planFeedImport, replaceStockIndex, type FeedImportPlan } from '@dealer/stock-import/import'
import { FeedFileError, feedFormatOf, parseFeed } from '@dealer/stock-import/parse'
import { priceReportTarget, reportStockPrices } from '@dealer/stock-import/price-report'
import { keepReserved, readReservedCars } from '@dealer/stock-import/reserved-cars'
import { DEFAULT_SOLD_WINDOW_DAYS } from '@dealer/stock/listing'

const USAGE = 'usage: import-feed --tenant <slug> [--sold-window-days 3] [--dry-run] <file.json|file.csv>'

/** What went wrong, said to the person running the command; no stack trace. */
class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message)
  }
}

interface CommandLine {
  tenant: string
  soldWindowDays: number
  dryRun: boolean
  file: string
}

function readCommandLine(args: string[]): CommandLine {
  let parsed: ReturnType<typeof parseCommandLine>
  try {
    parsed = parseCommandLine(args)
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2)
  }
  const { values, positionals } = parsed
  const tenant = values.tenant?.trim() ?? ''
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(tenant)) throw new CommandError(`--tenant needs the site's slug, such as bayside-toyota\n${USAGE}`, 2)
  const soldWindowDays = values['sold-window-days'] === undefined ? DEFAULT_SOLD_WINDOW_DAYS : Number(values['sold-window-days'])
  if (!Number.isInteger(soldWindowDays) || soldWindowDays < 0) throw new CommandError(`--sold-window-days needs a whole number of days, 0 or more\n${USAGE}`, 2)
  if (positionals.length !== 1) throw new CommandError(`name one feed file\n${USAGE}`, 2)
  // npm runs workspace scripts in the workspace folder; INIT_CWD is where the person ran npm.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0])
  return { tenant, soldWindowDays, dryRun: values['dry-run'] ?? false, file }
}

function parseCommandLine(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: { tenant: { type: 'string' }, 'sold-window-days': { type: 'string' }, 'dry-run': { type: 'boolean' } },
  })
}

function readFeedFile(file: string) {
  const format = feedFormatOf(file)
  if (!format) throw new CommandError(`${file}: expected a .json or .csv file`, 1)
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    const reason =
      error instanceof Error && 'code' in error && error.code === 'ENOENT' ? 'no such file' : error instanceof Error ? error.message : String(error)
    throw new CommandError(`${file}: cannot read the feed: ${reason}`, 1)
  }
  try {
    return parseFeed(text, format)
  } catch (error) {
    if (error instanceof FeedFileError) throw new CommandError(`${file}: ${error.message}`, 1)
    throw error
  }
}

function summary(plan: FeedImportPlan, soldWindowDays: number): string[] {
  const lines = [
    `rows read: ${plan.rowsRead}`,
    `imported:  ${plan.cars.length}`,
    `hidden:    ${plan.hidden.length} by the listing-visibility rule (sold window ${soldWindowDays} days)`,
    ...plan.hidden.map((car) => `  ${car.where} (stock ${car.stocknum}): ${car.reason}`),
    `rejected:  ${plan.rejected.length}`,
    ...plan.rejected.map((row) => `  ${describeRejectedRow(row)}`),
  ]
  if (plan.ignoredFields.length > 0) lines.push(`ignored fields the importer doesn't know: ${plan.ignoredFields.join(', ')}`)
  return lines
}

async function run(args: string[]): Promise<void> {
  const commandLine = readCommandLine(args)
  const feed = readFeedFile(commandLine.file)
  const plan = planFeedImport(feed, { tenant: commandLine.tenant, now: new Date(), soldWindowDays: commandLine.soldWindowDays })
  const indexName = stockIndexName(commandLine.tenant)
  console.log(`${path.relative(process.cwd(), commandLine.file) || commandLine.file} → ${indexName}`)
  for (const line of summary(plan, commandLine.soldWindowDays)) console.log(line)
  if (plan.rowsRead - plan.rejected.length === 0) throw new CommandError('nothing valid to import: the index was left as it was', 1)
  // Swapping in an empty index would take every car off the site; a feed like that is more likely wrong.
  if (plan.cars.length === 0) throw new CommandError('no car in the feed can be listed: the index was left as it was', 1)
  if (commandLine.dryRun) {
    console.log('dry run: nothing was written to the search index')
    return
  }
  // Cars reserved online stay reserved (the feed doesn't know of them); without the CMS the import can't tell which.
  const target = priceReportTarget()
  let cars = plan.cars
  let reservedBefore = new Set<string>()
  if (target) {
    try {
      reservedBefore = await readReservedCars(target, commandLine.tenant)
      cars = keepReserved(plan.cars, reservedBefore)
    } catch (error) {
      throw new CommandError(
        `could not ask the CMS at ${target.cmsUrl} which cars are reserved online, so the index was left as it was: ${error instanceof Error ? error.message : String(error)}`,
        1,
      )
    }
    const kept = cars.filter((car, index) => car.reserved && !plan.cars[index]!.reserved).length
    if (kept > 0) console.log(`kept ${kept} car${kept === 1 ? '' : 's'} reserved online reserved`)
  } else console.log('reservations skipped: set CMS_INTERNAL_URL (or CMS_URL) and STOREFRONT_API_SECRET to keep cars reserved online reserved')
  const { client, where } = adminSearchClient()
  try {
    await replaceStockIndex(client, commandLine.tenant, cars)
  } catch (error) {
    // The client's own wording for an unreachable host talks of Algolia application ids; ours says what to check.
    if (error instanceof Error && error.name === 'RetryError')
      throw new CommandError(
        `could not reach the search service at ${where}: check that it is running (npm start) and that SEARCH_URL or ALGOLIA_APP_ID point at it`,
        1,
      )
    throw new CommandError(`could not write to the search service at ${where}: ${error instanceof Error ? error.message : String(error)}`, 1)
  }
  console.log(`swapped ${cars.length} cars into ${indexName} at ${where}`)
  if (target) await mendReservedDuringImport(client, target, commandLine.tenant, plan.cars, reservedBefore)
  if (!target) {
    console.log('price-drop alerts skipped: set CMS_INTERNAL_URL (or CMS_URL) and STOREFRONT_API_SECRET to tell the CMS the new prices')
    return
  }
  try {
    const alerted = await reportStockPrices(target, commandLine.tenant, plan.cars)
    console.log(`told the CMS the new prices: ${alerted} price-drop alert${alerted === 1 ? '' : 's'} queued`)
  } catch (error) {
    throw new CommandError(
      `the stock was imported, but the CMS at ${target.cmsUrl} could not be told the new prices, so no price-drop alert was queued: ${error instanceof Error ? error.message : String(error)}. Run the import again to retry.`,
      1,
    )
  }
}

/**
 * A car reserved, cancelled or refunded online while the import ran (after it asked the CMS, before the swap) is set
 * right in the new index at once: the CMS's own partial update went to the index the swap replaced.
 */
async function mendReservedDuringImport(
  client: ReturnType<typeof adminSearchClient>['client'],
  target: NonNullable<ReturnType<typeof priceReportTarget>>,
  tenant: string,
  feedCars: ReadonlyArray<{ objectID: string; reserved: boolean }>,
  reservedBefore: ReadonlySet<string>,
): Promise<void> {
  const reservedAfter = await readReservedCars(target, tenant).catch(() => null)
  if (!reservedAfter)
    return console.warn('could not ask the CMS again which cars are reserved online; a reservation made during the import shows after the next one')
  const changes = feedCars.flatMap((car) => {
    const now = reservedAfter.has(car.objectID)
    if (now === reservedBefore.has(car.objectID)) return []
    return [{ objectID: car.objectID, reserved: now || car.reserved }]
  })
  if (changes.length === 0) return
  await client.partialUpdateObjects({ indexName: stockIndexName(tenant), objects: changes, createIfNotExists: false, waitForTasks: true })
  console.log(`${changes.length} reservation${changes.length === 1 ? '' : 's'} changed during the import: set right`)
}

try {
  await run(process.argv.slice(2))
} catch (error) {
  if (!(error instanceof CommandError)) throw error
  console.error(error.message)
  process.exitCode = error.exitCode
}
