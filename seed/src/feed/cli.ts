/**
 * Imports a stock file into a site, the way an upload applied in the admin does:
 *
 *   npm run import-feed -- --tenant <slug> [--sold-window-days 3] [--dry-run] <file.csv|file.json|file.xml>
 *
 * (compiled to seed/dist/import-feed.js; `npm run import-feed` runs it against the stack `npm start` runs, and a
 * relative file is found from where npm was run.) The file becomes one of the site's import runs, origin "Command
 * line", which staff see in Stock › Import runs: checked row by row, the site's overrides and reserved cars kept,
 * swapped into the site's index, the imported cars recorded, price-drop alerts queued and every storefront told. This
 * process runs it under the site's lock, as a worker would (cms/src/stock/import-worker.ts), so it never overlaps
 * another import of the site. `--dry-run` checks and reports, then cancels the run. It needs the CMS's environment
 * (DATABASE_URI, PAYLOAD_SECRET, the search service's). Exits 1 when the file can't be read or the run fails (the
 * site's stock is then as it was), 2 on a usage error.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import configPromise from '@dealer/cms/payload.config'
import { queueRun, runQueuedImportHere } from '@dealer/cms/stock/import-worker'
import type { StockImport } from '@dealer/cms-contract'
import { stockIndexName } from '@dealer/stock/index-schema'
import { DEFAULT_SOLD_WINDOW_DAYS } from '@dealer/stock/listing'
import { feedFormatOf } from '@dealer/stock-import/parse'
import { getPayload, type Payload } from 'payload'

const USAGE = 'usage: import-feed --tenant <slug> [--sold-window-days 3] [--dry-run] <file.csv|file.json|file.xml>'

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
  soldWindowDays: number | undefined
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
  const soldWindowDays = values['sold-window-days'] === undefined ? undefined : Number(values['sold-window-days'])
  if (soldWindowDays !== undefined && (!Number.isInteger(soldWindowDays) || soldWindowDays < 0))
    throw new CommandError(`--sold-window-days needs a whole number of days, 0 or more\n${USAGE}`, 2)
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

function readFeedFile(file: string): { text: string; format: NonNullable<ReturnType<typeof feedFormatOf>> } {
  const format = feedFormatOf(file)
  if (!format) throw new CommandError(`${file}: expected a .csv, .json or .xml file`, 1)
  try {
    return { text: fs.readFileSync(file, 'utf8'), format }
  } catch (error) {
    const reason =
      error instanceof Error && 'code' in error && error.code === 'ENOENT' ? 'no such file' : error instanceof Error ? error.message : String(error)
    throw new CommandError(`${file}: cannot read the feed: ${reason}`, 1)
  }
}

const plural = (count: number, noun: string, nouns = `${noun}s`) => `${count} ${count === 1 ? noun : nouns}`

/** What the run found, as the admin's run page shows it. */
function summary(run: StockImport, soldWindowDays: number): string[] {
  const rows = run.rowsTotal ?? 0
  const rejected = run.rejected ?? 0
  const listed = run.listed ?? 0
  const lines = [
    `rows read: ${rows}`,
    `listed:    ${listed}`,
    `not listed: ${rows - rejected - listed} (sold more than ${soldWindowDays} days ago, or not shown on the dealer website)`,
    `compared with the site's last import: ${run.added ?? 0} added, ${run.updated ?? 0} updated, ${run.removed ?? 0} removed, ${run.sold ?? 0} sold`,
    `rejected:  ${rejected}`,
    ...((run.rejectedRows as Array<{ text: string }> | null) ?? []).map((row) => `  ${row.text}`),
  ]
  const ignored = (run.ignoredFields as string[] | null) ?? []
  if (ignored.length > 0) lines.push(`ignored fields the importer doesn't know: ${ignored.join(', ')}`)
  const photoProblems = (run.photoProblems as Array<{ stocknum: string; url: string; problem: string }> | null) ?? []
  if (photoProblems.length > 0)
    lines.push(
      `left out ${plural(photoProblems.length, 'photo')} that could not be fetched (tried again at the next import):`,
      ...photoProblems.map((photo) => `  stock ${photo.stocknum}: ${photo.url}: ${photo.problem}`),
    )
  return lines
}

async function importFile(payload: Payload, commandLine: CommandLine, { text, format }: ReturnType<typeof readFeedFile>): Promise<void> {
  const found = await payload.find({ collection: 'tenants', where: { slug: { equals: commandLine.tenant } }, limit: 1, depth: 0, overrideAccess: true })
  const tenant = found.docs[0]
  if (!tenant) throw new CommandError(`no site has the slug ${commandLine.tenant}: create it in the admin first`, 1)
  const fileName = path.basename(commandLine.file)
  const importId = await queueRun(
    payload,
    {
      tenant: Number(tenant.id),
      origin: 'command',
      title: `${fileName}: command line${commandLine.dryRun ? ' (dry run)' : ''}`,
      fileName,
      format,
      // The person running the command applies it, as Apply does an upload; a dry run waits, then is cancelled.
      approved: !commandLine.dryRun,
      soldWindowDays: commandLine.soldWindowDays,
    },
    text,
    { announce: false },
  )
  console.log(`${path.relative(process.cwd(), commandLine.file) || commandLine.file} → ${stockIndexName(commandLine.tenant)} (import run ${importId})`)
  // The worker's lines: a run's end, and an unforeseen error's stack for the person at the shell.
  await runQueuedImportHere(payload, importId, { leaseMs: 60_000, log: (line) => console.log(line) })

  const run = (await payload.findByID({ collection: 'stock-imports', id: importId, depth: 0, overrideAccess: true })) as StockImport
  if (run.checkedAt) for (const line of summary(run, commandLine.soldWindowDays ?? DEFAULT_SOLD_WINDOW_DAYS)) console.log(line)
  if (run.state === 'failed') throw new CommandError(`${fileName}: ${run.failure ?? 'the import failed'}`, 1)
  if (run.state === 'checked' && commandLine.dryRun) {
    await payload.update({
      collection: 'stock-imports',
      id: importId,
      data: { state: 'cancelled', finishedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    console.log('dry run: nothing was written to the search index (the run is cancelled)')
    return
  }
  if (run.state !== 'done') throw new CommandError(`import run ${importId} stopped ${run.state}${run.heldReason ? `: ${run.heldReason}` : ''}`, 1)
  console.log(`swapped ${plural(run.listed ?? 0, 'car')} into ${stockIndexName(commandLine.tenant)}`)
  if (run.keptReserved) console.log(`kept ${plural(run.keptReserved, 'car')} reserved online reserved`)
  console.log(`recorded the new prices: ${plural(run.alertsQueued ?? 0, 'price-drop alert')} queued`)
  console.log(`matched the new cars: ${plural(run.searchesAlerted ?? 0, 'saved search', 'saved searches')} with new cars to tell of`)
}

let exitCode = 0
try {
  const commandLine = readCommandLine(process.argv.slice(2))
  const feed = readFeedFile(commandLine.file)
  const payload = await getPayload({ config: configPromise })
  try {
    await importFile(payload, commandLine, feed)
  } finally {
    await payload.destroy()
  }
} catch (error) {
  if (!(error instanceof CommandError)) throw error
  console.error(error.message)
  exitCode = error.exitCode
}
// Payload keeps handles open after destroy; the work is done.
process.exit(exitCode)
