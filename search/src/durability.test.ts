import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { algoliasearch } from 'algoliasearch'
import { afterEach, describe, expect, it } from 'vitest'
import { localHosts } from '../client/hosts'

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts')
const credentials = { ALGOLIA_APP_ID: 'kill-test', ALGOLIA_ADMIN_KEY: 'admin', ALGOLIA_SEARCH_KEY: 'search' }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** The real service as its own process, as `npm start` runs it. */
async function startService(dataDir: string, port: number): Promise<ChildProcess> {
  // One process (node with tsx's loader, not the tsx wrapper), so SIGKILL hits the service itself.
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    // Its "listening on" line is an info line.
    env: { ...process.env, ...credentials, SEARCH_DATA_DIR: dataDir, SEARCH_PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve())
    child.once('exit', (code) => reject(new Error(`the search service exited with ${code}`)))
  })
  return child
}

describe('durability', () => {
  let child: ChildProcess | undefined
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-kill-'))
  afterEach(() => {
    child?.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps every acknowledged write when the process is killed with SIGKILL', async () => {
    const port = await freePort()
    child = await startService(dataDir, port)
    const client = algoliasearch(credentials.ALGOLIA_APP_ID, credentials.ALGOLIA_ADMIN_KEY, { hosts: localHosts(`http://127.0.0.1:${port}`) })
    await client.setSettings({ indexName: 'cars', indexSettings: { attributesForFaceting: ['make'], replicas: ['cars_price'] } })
    await client.saveObjects({
      indexName: 'cars',
      objects: Array.from({ length: 500 }, (_, i) => ({ objectID: String(i), make: i % 2 ? 'Kia' : 'Ford', price: i })),
      waitForTasks: true,
    })
    const last = await client.partialUpdateObject({ indexName: 'cars', objectID: '7', attributesToUpdate: { make: 'Mazda' } })
    await client.waitForTask({ indexName: 'cars', taskID: Number(last.taskID) })

    child.kill('SIGKILL')
    await new Promise((resolve) => child?.once('exit', resolve))
    child = await startService(dataDir, port)

    const result = await client.searchSingleIndex({ indexName: 'cars', searchParams: { facets: ['make'], hitsPerPage: 0 } })
    expect(result.nbHits).toBe(500)
    expect(result.facets?.make).toEqual({ Ford: 250, Kia: 249, Mazda: 1 })
    expect(await client.getObject({ indexName: 'cars', objectID: '7' })).toMatchObject({ make: 'Mazda', price: 7 })
    expect((await client.getSettings({ indexName: 'cars_price' })).primary).toBe('cars')
  }, 30_000)
})
