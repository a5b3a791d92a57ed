import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { CSV_HEADER, csvLine, feedRow } from '@dealer/stock-import/test-support/feed-fixtures'
import { cmsJsonAs, cmsLogin } from './helpers/cms'
import { importFeed, repoRoot } from './helpers/processes'

/**
 * `npm run import-feed` (seed/src/feed/cli.ts) as a developer runs it, against the stack: each import is one of the
 * site's import runs, which its staff see in the admin, and what it lists is read back from the site's index. Each
 * test's site is a new one.
 */

const search = adminSearchClient().client
const samples = path.join(repoRoot, 'seed', 'feeds')
let token: string
let dir: string
let counter = 0
const sites: string[] = []

interface Run {
  state: string
  origin: string
  title: string
  listed: number
  rejected: number
  soldWindowDays: number | null
  failure: string | null
}

beforeAll(async () => {
  token = await cmsLogin(SUPER_ADMIN)
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-feed-'))
})

afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true })
  for (const slug of sites) await search.deleteIndex({ indexName: stockIndexName(slug) }).catch(() => undefined)
})

async function newSite(): Promise<{ id: number; slug: string }> {
  const slug = `command-motors-${Date.now().toString(36)}-${counter++}`
  const { doc } = await cmsJsonAs<{ doc: { id: number } }>(token, 'POST', '/api/tenants', { name: 'Command Motors', slug, template: 'dealer' })
  sites.push(slug)
  return { id: doc.id, slug }
}

async function stockNumbers(slug: string): Promise<string[]> {
  const { hits } = await search.searchSingleIndex<{ stocknum: string }>({ indexName: stockIndexName(slug), searchParams: { hitsPerPage: 100 } })
  return hits.map((hit) => hit.stocknum).sort()
}

/** The site's import runs as its staff's admin lists them, newest first. */
async function runsOf(site: number): Promise<Run[]> {
  const { docs } = await cmsJsonAs<{ docs: Run[] }>(token, 'GET', `/api/stock-imports?where[tenant][equals]=${site}&sort=-id&depth=0`)
  return docs
}

function writeFeed(name: string, text: string): string {
  const file = path.join(dir, name)
  fs.writeFileSync(file, text)
  return file
}

describe('npm run import-feed', () => {
  it('imports the sample CSV as an import run of the site: every rejected row reported, the good cars listed', async () => {
    const site = await newSite()
    const { code, stdout, stderr } = await importFeed('--tenant', site.slug, path.join(samples, 'sample.csv'))
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toContain('rows read: 10\nlisted:    5\nnot listed: 2 (sold more than 3 days ago, or not shown on the dealer website)')
    expect(stdout).toContain('rejected:  3\n  line 8 (stock BT9007): price: expected a number, got "POA"')
    expect(stdout).toContain('line 10 (stock BT9001): stocknum: BT9001 is already used on line 2; the first is kept')
    expect(stdout).toContain(`swapped 5 cars into ${stockIndexName(site.slug)}`)
    expect(stdout).toContain('recorded the new prices: 0 price-drop alerts queued')
    expect(await stockNumbers(site.slug)).toEqual(['BT9001', 'BT9002', 'BT9003', 'BT9005', 'BT9010'])
    expect(await runsOf(site.id)).toMatchObject([{ state: 'done', origin: 'command', title: 'sample.csv: command line', listed: 5, rejected: 3 }])
  }, 60_000)

  it('checks a dry run and cancels it, writing nothing; a sold window of its own lists cars sold within it', async () => {
    const site = await newSite()
    const file = path.join(samples, 'sample.json')
    const dryRun = await importFeed('--tenant', site.slug, '--dry-run', file)
    expect(dryRun).toMatchObject({ code: 0, stderr: '' })
    expect(dryRun.stdout).toContain('dry run: nothing was written to the search index (the run is cancelled)')
    await expect(search.getSettings({ indexName: stockIndexName(site.slug) })).rejects.toMatchObject({ status: 404 })
    expect(await runsOf(site.id)).toMatchObject([{ state: 'cancelled', title: 'sample.json: command line (dry run)' }])

    const { code, stdout } = await importFeed('--tenant', site.slug, '--sold-window-days', '7', file)
    expect(code).toBe(0)
    expect(stdout).toContain('not listed: 2 (sold more than 7 days ago, or not shown on the dealer website)')
    expect(stdout).toContain('row 8: expected an object (one car), got a string')
    expect(await stockNumbers(site.slug)).toEqual(['SK20003', 'SK20004', 'SK20010', 'SM10001', 'SM10002'])
    expect((await runsOf(site.id))[0]).toMatchObject({ state: 'done', soldWindowDays: 7 })
  }, 60_000)

  it('fails without a stack trace, leaving the stock as it was, when the file is unreadable or nothing in it can be listed', async () => {
    const site = await newSite()
    const kept = await importFeed('--tenant', site.slug, writeFeed('good.csv', [CSV_HEADER, csvLine()].join('\n')))
    expect(kept.code, kept.stdout + kept.stderr).toBe(0)
    const outcomes = await Promise.all([
      importFeed('--tenant', site.slug, writeFeed('broken.csv', `${CSV_HEADER}\n"700001,T7001`)),
      importFeed('--tenant', site.slug, path.join(dir, 'missing.json')),
      importFeed('--tenant', site.slug, writeFeed('all-bad.csv', [CSV_HEADER, csvLine({ price: 'POA' })].join('\n'))),
      importFeed('--tenant', site.slug, writeFeed('all-sold.json', JSON.stringify([feedRow({ status: 'sold', sold_date_timestamp: 1_780_000_000 })]))),
    ])
    expect(outcomes.map(({ code }) => code)).toEqual([1, 1, 1, 1])
    expect(outcomes[0].stderr).toMatch(/broken\.csv: The feed could not be read: not valid CSV: Quote Not Closed/)
    expect(outcomes[1].stderr).toMatch(/missing\.json: cannot read the feed: no such file/)
    expect(outcomes[2].stdout).toContain('line 2 (stock T7001): price: expected a number, got "POA"')
    expect(outcomes[2].stderr).toContain('all-bad.csv: No car in the feed can be listed, so the website’s stock was left as it was.')
    expect(outcomes[3].stderr).toContain('all-sold.json: No car in the feed can be listed')
    for (const { stderr } of outcomes) expect(stderr).not.toMatch(/\n\s+at /)
    expect(await stockNumbers(site.slug)).toEqual(['T7001'])
    // The three that were read are runs staff see failed, with the reason; the missing file never became one.
    const runs = await runsOf(site.id)
    expect(runs.map((run) => run.state).sort()).toEqual(['done', 'failed', 'failed', 'failed'])
  }, 90_000)

  it('explains a usage mistake or a site that does not exist, and exits non-zero', async () => {
    const feed = writeFeed('one.csv', [CSV_HEADER, csvLine()].join('\n'))
    const [noTenant, badWindow, noSite] = await Promise.all([
      importFeed(feed),
      importFeed('--tenant', 'kept', '--sold-window-days', 'three', feed),
      importFeed('--tenant', 'no-such-motors', feed),
    ])
    expect(noTenant).toMatchObject({ code: 2 })
    expect(noTenant.stderr).toContain('--tenant needs the site')
    expect(badWindow).toMatchObject({ code: 2 })
    expect(badWindow.stderr).toContain('--sold-window-days needs a whole number of days')
    expect(noSite).toMatchObject({ code: 1 })
    expect(noSite.stderr).toContain('no site has the slug no-such-motors: create it in the admin first')
  }, 60_000)
})
