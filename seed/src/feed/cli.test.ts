import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSearchServer, localHosts, type SearchServer } from '@dealer/search'
import { stockIndexName } from '@dealer/stock/index-schema'
import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CSV_HEADER, csvLine, feedRow } from '@dealer/stock-import/test-support/feed-fixtures'

// The command as a developer runs it: a separate process, talking to the search service over HTTP.

const seedDir = fileURLToPath(new URL('../..', import.meta.url))
const tsx = path.join(seedDir, '..', 'node_modules', '.bin', 'tsx')
const cli = path.join(seedDir, 'src', 'feed', 'cli.ts')
const credentials = { appId: 'cli-test', adminApiKey: 'cli-admin-key', searchApiKey: 'cli-search-key' }

interface Outcome {
  code: number
  stdout: string
  stderr: string
}

describe('import-feed command', () => {
  let dataDir: string
  let service: SearchServer
  let url: string
  let client: Algoliasearch

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-cli-'))
    service = createSearchServer({ dataDir, ...credentials })
    url = `http://127.0.0.1:${await service.listen(0)}`
    client = algoliasearch(credentials.appId, credentials.adminApiKey, { hosts: localHosts(url) })
  })

  afterAll(async () => {
    await service.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  /** Runs the command without blocking this process, which serves the search requests it makes. */
  function importFeed(args: string[], searchUrl = url): Promise<Outcome> {
    // No CMS here: the import says it skipped the price report (price-report.test.ts and the price-alerts integration test cover it).
    const env = {
      ...process.env,
      SEARCH_URL: searchUrl,
      ALGOLIA_APP_ID: credentials.appId,
      ALGOLIA_ADMIN_KEY: credentials.adminApiKey,
      CMS_URL: '',
      CMS_INTERNAL_URL: '',
      STOREFRONT_API_SECRET: '',
    }
    return new Promise((resolve) => {
      execFile(tsx, [cli, ...args], { cwd: seedDir, env }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
      })
    })
  }

  function writeFeed(name: string, text: string): string {
    const file = path.join(dataDir, name)
    fs.writeFileSync(file, text)
    return file
  }

  async function stockNumbers(tenant: string): Promise<string[]> {
    const { hits } = await client.searchSingleIndex<{ stocknum: string }>({ indexName: stockIndexName(tenant), searchParams: { hitsPerPage: 100 } })
    return hits.map((hit) => hit.stocknum).sort()
  }

  it('imports the sample CSV: reports every rejected and hidden row, and swaps the good cars in', async () => {
    const { code, stdout, stderr } = await importFeed(['--tenant', 'sample-csv', path.join(seedDir, 'feeds', 'sample.csv')])
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toContain('rows read: 10\nimported:  5\nhidden:    2')
    expect(stdout).toContain('line 7 (stock BT9006): not shown on the dealer website')
    expect(stdout).toContain('rejected:  3\n  line 8 (stock BT9007): price: expected a number, got "POA"')
    expect(stdout).toContain('line 10 (stock BT9001): stocknum: BT9001 is already used on line 2; the first is kept')
    expect(await stockNumbers('sample-csv')).toEqual(['BT9001', 'BT9002', 'BT9003', 'BT9005', 'BT9010'])
    expect(stdout).toContain('price-drop alerts skipped: set CMS_INTERNAL_URL (or CMS_URL) and STOREFRONT_API_SECRET')
  }, 30_000)

  it('imports the sample JSON with a sold window of its own, and a dry run writes nothing', async () => {
    const file = path.join(seedDir, 'feeds', 'sample.json')
    const dryRun = await importFeed(['--tenant', 'sample-json', '--dry-run', file])
    expect(dryRun).toMatchObject({ code: 0, stderr: '' })
    expect(dryRun.stdout).toContain('dry run: nothing was written to the search index')
    await expect(client.getSettings({ indexName: stockIndexName('sample-json') })).rejects.toMatchObject({ status: 404 })

    const { code, stdout } = await importFeed(['--tenant', 'sample-json', '--sold-window-days', '7', file])
    expect(code).toBe(0)
    expect(stdout).toContain('hidden:    2 by the listing-visibility rule (sold window 7 days)')
    expect(stdout).toContain('row 8: expected an object (one car), got a string')
    expect(await stockNumbers('sample-json')).toEqual(['SK20003', 'SK20004', 'SK20010', 'SM10001', 'SM10002'])
  }, 30_000)

  it('fails without a stack trace, leaving the index as it was, when the file is unreadable or nothing in it is valid', async () => {
    await importFeed(['--tenant', 'kept', writeFeed('good.csv', [CSV_HEADER, csvLine()].join('\n'))])
    const outcomes = await Promise.all([
      importFeed(['--tenant', 'kept', writeFeed('broken.csv', `${CSV_HEADER}\n"700001,T7001`)]),
      importFeed(['--tenant', 'kept', path.join(dataDir, 'missing.json')]),
      importFeed(['--tenant', 'kept', writeFeed('all-bad.csv', [CSV_HEADER, csvLine({ price: 'POA' })].join('\n'))]),
      importFeed(['--tenant', 'kept', writeFeed('all-sold.json', JSON.stringify([feedRow({ status: 'sold', sold_date_timestamp: 1_780_000_000 })]))]),
    ])
    expect(outcomes.map(({ code }) => code)).toEqual([1, 1, 1, 1])
    expect(outcomes[0].stderr).toMatch(/broken\.csv: not valid CSV: Quote Not Closed/)
    expect(outcomes[1].stderr).toMatch(/missing\.json: cannot read the feed: no such file/)
    expect(outcomes[2].stdout).toContain('line 2 (stock T7001): price: expected a number, got "POA"')
    expect(outcomes[2].stderr).toContain('nothing valid to import: the index was left as it was')
    expect(outcomes[3].stderr).toContain('no car in the feed can be listed: the index was left as it was')
    for (const { stderr } of outcomes) expect(stderr).not.toMatch(/\n\s+at /)
    expect(await stockNumbers('kept')).toEqual(['T7001'])
  }, 30_000)

  it('explains a usage mistake or an unreachable search service and exits non-zero', async () => {
    const feed = writeFeed('one.csv', [CSV_HEADER, csvLine()].join('\n'))
    const [noTenant, badWindow, unreachable] = await Promise.all([
      importFeed([feed]),
      importFeed(['--tenant', 'kept', '--sold-window-days', 'three', feed]),
      importFeed(['--tenant', 'kept', feed], 'http://127.0.0.1:9'),
    ])
    expect(noTenant).toMatchObject({ code: 2 })
    expect(noTenant.stderr).toContain('--tenant needs the site')
    expect(badWindow).toMatchObject({ code: 2 })
    expect(badWindow.stderr).toContain('--sold-window-days needs a whole number of days')
    expect(unreachable.code).toBe(1)
    expect(unreachable.stderr).toContain('could not reach the search service at http://127.0.0.1:9')
    expect(unreachable.stderr).not.toMatch(/\n\s+at /)
  }, 30_000)
})
