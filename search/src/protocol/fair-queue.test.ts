import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FairQueue } from './fair-queue'

describe('FairQueue', () => {
  it('takes turns between lanes, so a job queued behind a flood of another lane runs next', async () => {
    const queue = new FairQueue(100)
    const ran: string[] = []
    for (let i = 0; i < 5; i++) queue.run('flood', () => ran.push(`flood ${i}`))
    queue.run('shopper', () => ran.push('shopper'))
    await vi.waitFor(() => expect(ran).toHaveLength(6))
    expect(ran).toEqual(['flood 0', 'shopper', 'flood 1', 'flood 2', 'flood 3', 'flood 4'])
  })

  it('refuses a job when its lane is full, and takes it again once the lane has run', async () => {
    const queue = new FairQueue(2)
    const ran: string[] = []
    expect(queue.run('flood', () => ran.push('flood 1'))).toBe(true)
    expect(queue.run('flood', () => ran.push('flood 2'))).toBe(true)
    expect(queue.run('flood', () => ran.push('flood 3'))).toBe(false)
    expect(queue.run('shopper', () => ran.push('shopper'))).toBe(true)
    await vi.waitFor(() => expect(ran).toHaveLength(3))
    expect(ran).toEqual(['flood 1', 'shopper', 'flood 2'])
    expect(queue.run('flood', () => ran.push('flood 4'))).toBe(true)
  })

  it('keeps the order within a lane, and work arriving while a job runs gets the next turn after that lane’s', async () => {
    const queue = new FairQueue(100)
    const ran: string[] = []
    queue.run('a', () => {
      ran.push('a1')
      queue.run('b', () => ran.push('b1'))
    })
    queue.run('a', () => ran.push('a2'))
    queue.run('a', () => ran.push('a3'))
    await vi.waitFor(() => expect(ran).toHaveLength(4))
    expect(ran).toEqual(['a1', 'a2', 'b1', 'a3'])
  })
})

// The service in a process of its own, as it runs: a flood's requests wait in the socket buffers together, and without
// turns Node answers every one that is ready before it reads the next shopper's request.
describe('turns between keys, over HTTP', () => {
  const credentials = { appId: 'app', adminApiKey: 'admin-key', searchApiKey: 'search-key' }
  let service: ChildProcess
  let dataDir: string
  let base: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-turns-'))
    service = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        SEARCH_DATA_DIR: dataDir,
        SEARCH_PORT: '0',
        // Its "listening on" line is an info line.
        LOG_LEVEL: 'info',
        ALGOLIA_APP_ID: credentials.appId,
        ALGOLIA_ADMIN_KEY: credentials.adminApiKey,
        ALGOLIA_SEARCH_KEY: credentials.searchApiKey,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    base = await new Promise<string>((resolve, reject) => {
      service.once('exit', (code) => reject(new Error(`the search service exited with ${code}`)))
      service.stdout?.on('data', (chunk: Buffer) => {
        const url = /listening on (http:\/\/[\w.:]+)/.exec(chunk.toString())?.[1]
        if (url) resolve(url)
      })
    })
    const cars = Array.from({ length: 1500 }, (_, i) => ({ objectID: `car-${i}`, make: ['Kia', 'Mazda'][i % 2], price: i, text: `car ${i} `.repeat(50) }))
    const settings = { attributesForFaceting: ['make', 'price'], searchableAttributes: ['make', 'text'] }
    await send(credentials.adminApiKey, 'PUT', '/1/indexes/cars/settings', settings)
    const { taskID } = (await (
      await send(credentials.adminApiKey, 'POST', '/1/indexes/cars/batch', { requests: cars.map((body) => ({ action: 'addObject', body })) })
    ).json()) as { taskID: number }
    await vi.waitFor(async () =>
      expect(await (await send(credentials.adminApiKey, 'GET', `/1/indexes/cars/task/${taskID}`)).json()).toMatchObject({ status: 'published' }),
    )
  }, 60_000)

  afterAll(async () => {
    // It saves its indices as it stops; the folder goes once it has.
    const exited = new Promise((resolve) => service?.once('exit', resolve))
    service?.kill()
    await exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  function send(apiKey: string, method: string, pathname: string, body?: unknown) {
    return fetch(base + pathname, {
      method,
      headers: { 'x-algolia-application-id': credentials.appId, 'x-algolia-api-key': apiKey },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }

  it("answers one key's query while another key's flood is queued, instead of after it", async () => {
    const heavy = { requests: Array.from({ length: 50 }, () => ({ indexName: 'cars', query: 'car', hitsPerPage: 5, facets: ['*'] })) }
    const light = { requests: [{ indexName: 'cars', hitsPerPage: 1 }] }
    const timed = async (apiKey: string, body: unknown) => {
      const started = performance.now()
      const response = await send(apiKey, 'POST', '/1/indexes/*/queries', body)
      await response.arrayBuffer()
      return { status: response.status, ms: performance.now() - started }
    }
    // 30 clients of one key, each sending its next request as soon as its answer is in.
    let flooding = true
    const floodTimes: number[] = []
    const flood = Array.from({ length: 30 }, async () => {
      while (flooding) floodTimes.push((await timed(credentials.adminApiKey, heavy)).ms)
    })
    await vi.waitFor(() => expect(floodTimes.length).toBeGreaterThan(30), { interval: 5, timeout: 30_000 })
    const shopperTimes: number[] = []
    for (let i = 0; i < 5; i++) {
      const { status, ms } = await timed(credentials.searchApiKey, light)
      expect(status).toBe(200)
      shopperTimes.push(ms)
    }
    flooding = false
    await Promise.all(flood)
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
    // Without turns the shopper waits behind the whole queue, as long as a flood request does.
    expect(median(shopperTimes)).toBeLessThan(median(floodTimes) / 4)
  }, 90_000)
})
