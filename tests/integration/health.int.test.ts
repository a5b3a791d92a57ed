/**
 * Issue 50's health checks: every process says at once that it is alive (/healthz) and, by asking its dependencies,
 * whether it is ready (/readyz, 503 when one doesn't answer); an instance whose Postgres or CMS goes away says so and
 * is ready again when it is back, and the balancer keeps readiness to the operators.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { startBalancer } from './helpers/nginx'
import { bin, environment, freePort, repoRoot, start, startStorefrontInstance, type Started } from './helpers/processes'
import { parseLoggedLines } from './helpers/server-log'
import { siteRequest } from './helpers/site-request'
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy'
import { until } from './helpers/until'

const STOREFRONT_URL = process.env.STOREFRONT_URL!
const CMS_URL = process.env.CMS_URL!
const SEARCH_URL = process.env.SEARCH_URL!
const BAYSIDE = DEMO_TENANTS[0].slug

interface Readiness {
  ready: boolean
  checks: Array<{ name: string; ok: boolean; ms: number; error?: string }>
}

async function readiness(base: string): Promise<{ status: number; body: Readiness; cacheControl: string | null }> {
  const answer = await fetch(`${base}/readyz`)
  return { status: answer.status, body: (await answer.json()) as Readiness, cacheControl: answer.headers.get('cache-control') }
}

const check = (body: Readiness, name: string) => body.checks.find((each) => each.name === name)
/** Liveness holds whatever a dependency does: the process answers /healthz 200. */
const expectLive = async (base: string) => expect((await fetch(`${base}/healthz`)).status).toBe(200)
const readyAgain = (base: string) => until(`${base} to be ready again`, async () => (await readiness(base)).status === 200, { timeoutMs: 30_000 })

/** The stack's database address, its port replaced by `port`'s (a proxy in front of it). */
function databaseThrough(port: number): string {
  const uri = new URL(process.env.DATABASE_URI!)
  uri.port = String(port)
  return uri.toString()
}

const databasePort = () => Number(new URL(process.env.DATABASE_URI!).port)

describe('every process of the stack', () => {
  it.each([
    ['storefront', STOREFRONT_URL, ['postgres', 'cms', 'search']],
    ['CMS', CMS_URL, ['postgres', 'search']],
    ['search service', SEARCH_URL, ['store']],
  ])('the %s is alive, and ready, naming and timing each dependency it asked', async (_name, base, dependencies) => {
    const alive = await fetch(`${base}/healthz`)
    expect(alive.status).toBe(200)
    expect(await alive.json()).toEqual({ ok: true })
    const { status, body, cacheControl } = await readiness(base)
    expect(body.checks.map(({ name }) => name)).toEqual(dependencies)
    for (const each of body.checks) {
      expect(each, `${each.name}: ${each.error}`).toMatchObject({ ok: true })
      expect(each.ms).toBeGreaterThanOrEqual(0)
    }
    expect([status, body.ready, cacheControl]).toEqual([200, true, 'no-store'])
  })

  it('the balancer passes liveness on but answers readiness itself: which dependencies an instance has is for operators', async () => {
    const balancer = await startBalancer({
      storefrontPort: await freePort(),
      cmsPort: await freePort(),
      storefronts: [Number(new URL(STOREFRONT_URL).port)],
      cms: [Number(new URL(CMS_URL).port)],
    })
    try {
      for (const port of [balancer.storefrontPort, balancer.cmsPort]) {
        await expectLive(`http://127.0.0.1:${port}`)
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
        expect(ready.status).toBe(404)
        expect(await ready.text()).not.toContain('postgres')
      }
    } finally {
      await balancer.stop()
    }
  })
})

describe('a storefront instance whose dependencies stop answering', () => {
  let database: TcpProxy
  let cms: TcpProxy
  let instance: Started
  let port: string
  let base: string

  beforeAll(async () => {
    database = await startTcpProxy(databasePort())
    cms = await startTcpProxy(Number(new URL(CMS_URL).port))
    port = String(await freePort())
    base = `http://127.0.0.1:${port}`
    // One worker process: one page cache, so a page cached once is the page the next request gets.
    instance = await startStorefrontInstance(Number(port), {
      DATABASE_URI: databaseThrough(database.port),
      CMS_INTERNAL_URL: `http://127.0.0.1:${cms.port}`,
      STOREFRONT_WORKERS: '1',
    })
    await readyAgain(base)
  }, 90_000)

  afterAll(async () => {
    await instance?.stop()
    await Promise.all([database?.close(), cms?.close()])
  })

  it('is not ready while the CMS is away, yet serves the pages it cached; ready again once the CMS is back', async () => {
    // Another test's site change (a publish, an import) empties the cache whenever it comes; a page it took between
    // the caching and the cut is cached again and the cut repeated, up to three times.
    let served: Awaited<ReturnType<typeof siteRequest>> | null = null
    for (let attempt = 1; attempt <= 3 && served?.headers['x-page-cache'] !== 'hit'; attempt++) {
      await until('the home page to be cached', async () => (await siteRequest(BAYSIDE, '/', { port })).headers['x-page-cache'] === 'hit', {
        timeoutMs: 30_000,
      })
      cms.cut()
      try {
        const away = await readiness(base)
        expect(away.status).toBe(503)
        expect(check(away.body, 'cms')).toMatchObject({ ok: false })
        expect(check(away.body, 'postgres')).toMatchObject({ ok: true })
        expect(check(away.body, 'search')).toMatchObject({ ok: true })
        await expectLive(base)
        served = await siteRequest(BAYSIDE, '/', { port })
      } finally {
        cms.restore()
      }
    }
    expect([served?.status, served?.headers['x-page-cache']]).toEqual([200, 'hit'])
    await readyAgain(base)
  })

  it('names the site on the log line of a page it answers from its cache (no tenant lookup runs for a copy)', async () => {
    let attempt = 0
    // Each request its own id: the line looked for is the one of the request that was answered from the cache.
    const hit = await until(
      'the home page to be answered from the cache',
      async () => {
        const requestId = `cached-${Date.now().toString(36)}-${++attempt}`
        const answer = await siteRequest(BAYSIDE, '/', { port, headers: { 'x-request-id': requestId } })
        return answer.headers['x-page-cache'] === 'hit' ? requestId : null
      },
      { timeoutMs: 30_000 },
    )
    const line = await until(
      'its log line',
      () => parseLoggedLines(instance.output()).find((logged) => logged.json?.msg === 'request' && logged.json.requestId === hit),
      { timeoutMs: 10_000 },
    )
    expect(line.json).toMatchObject({ route: '/', status: 200, site: BAYSIDE })
  })

  it('is not ready while its Postgres is stopped, and ready again once it is back', async () => {
    database.cut()
    try {
      const stopped = await readiness(base)
      expect(stopped.status).toBe(503)
      expect(check(stopped.body, 'postgres')).toMatchObject({ ok: false })
      expect(check(stopped.body, 'postgres')?.error).not.toMatch(/postgres:\/\/[^/]*@/)
      expect(check(stopped.body, 'cms')).toMatchObject({ ok: true })
      await expectLive(base)
    } finally {
      database.restore()
    }
    await readyAgain(base)
  })
})

describe('a CMS instance whose Postgres stops', () => {
  let database: TcpProxy
  let instance: Started
  let base: string

  beforeAll(async () => {
    database = await startTcpProxy(databasePort())
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    instance = start(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: path.join(repoRoot, 'cms'),
      env: environment({ NODE_ENV: 'production', DATABASE_URI: databaseThrough(database.port) }),
    })
    await until(
      'the CMS instance to answer',
      async () => {
        if (instance.child.exitCode !== null) throw new Error(`the CMS instance exited:\n${instance.output().slice(-3000)}`)
        return fetch(`${base}/healthz`).then(
          (answer) => answer.ok,
          () => false,
        )
      },
      { timeoutMs: 120_000, everyMs: 200 },
    )
    // Its first readiness check loads Payload, which may take longer than a check's time.
    await readyAgain(base)
  }, 180_000)

  afterAll(async () => {
    await instance?.stop()
    await database?.close()
  })

  it('is not ready while its Postgres is stopped, keeps running, and is ready again once it is back', async () => {
    database.cut()
    try {
      const stopped = await readiness(base)
      expect(stopped.status).toBe(503)
      expect(check(stopped.body, 'postgres')).toMatchObject({ ok: false })
      expect(check(stopped.body, 'search')).toMatchObject({ ok: true })
      await expectLive(base)
    } finally {
      database.restore()
    }
    await readyAgain(base)
    expect(instance.child.exitCode, instance.output().slice(-2000)).toBeNull()
  })
})
