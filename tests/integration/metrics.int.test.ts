/**
 * Issue 50's metrics: every process serves Prometheus' text format on a metrics port of its own, counting what the test
 * does (a page, a query), with Node's own figures; the outbox worker adds the figures the alerts read from Postgres; a
 * metrics port open beyond loopback needs its token, and the balancer never reaches any of them.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import { stockIndexName } from '@dealer/stock/index-schema'
import { nodeCommand } from '../../scripts/lib/entries'
import { startBalancer } from './helpers/nginx'
import { environment, freePort, repoRoot, start, type Started } from './helpers/processes'
import { declaredNames, parsePrometheusText, sampleSum, type Sample } from './helpers/prometheus'
import { siteRequest } from './helpers/site-request'
import { until } from './helpers/until'

const BAYSIDE = DEMO_TENANTS[0].slug
const METRICS = {
  storefront: process.env.STOREFRONT_METRICS_URL!,
  cms: process.env.CMS_METRICS_URL!,
  search: process.env.SEARCH_METRICS_URL!,
}

async function scrape(base: string, headers: Record<string, string> = {}): Promise<Sample[]> {
  const answer = await fetch(`${base}/metrics`, { headers })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4')
  return parsePrometheusText(await answer.text())
}

const started: Started[] = []
afterAll(async () => {
  await Promise.all(started.map((process) => process.stop()))
})

describe('each process of the stack', () => {
  it.each(Object.entries(METRICS))('the %s serves its metrics in Prometheus text, with Node’s own figures, labelled with what it is', async (service, base) => {
    const samples = await scrape(base)
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_user_seconds_total']) {
      expect(samples.some((sample) => sample.name === name && sample.labels.service === service)).toBe(true)
    }
  })

  it('the storefront counts a page by its route template, and the page cache’s hits, misses and size', async () => {
    const car = (await adminSearchClient().client.searchSingleIndex<{ slug: string }>({ indexName: stockIndexName(BAYSIDE), searchParams: { hitsPerPage: 1 } }))
      .hits[0]!
    const before = await scrape(METRICS.storefront)
    const pageRequests = (samples: Sample[]) =>
      sampleSum(samples, 'http_server_request_duration_seconds_count', {
        http_route: '/cars/:slug',
        http_request_method: 'GET',
        http_response_status_class: '2xx',
      })
    // Asked until the page cache answers: each of the storefront's worker processes keeps its own.
    await until('the car page to come from the page cache', async () => (await siteRequest(BAYSIDE, `/cars/${car.slug}`)).headers['x-page-cache'] === 'hit', {
      timeoutMs: 30_000,
    })
    const after = await scrape(METRICS.storefront)
    expect(pageRequests(after) - pageRequests(before)).toBeGreaterThanOrEqual(1)
    expect(sampleSum(after, 'dealer_page_cache_hits_total')).toBeGreaterThan(sampleSum(before, 'dealer_page_cache_hits_total'))
    expect(sampleSum(after, 'dealer_page_cache_misses_total')).toBeGreaterThanOrEqual(1)
    expect(sampleSum(after, 'dealer_page_cache_entries')).toBeGreaterThanOrEqual(1)
    expect(sampleSum(after, 'dealer_page_cache_bytes')).toBeGreaterThan(0)
    // The address's own values never become a label.
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes(car.slug)))).toBe(false)
  })

  it('the CMS counts its REST API’s requests by collection, and an address it doesn’t serve as unmatched', async () => {
    const requests = (samples: Sample[], route: string, statusClass: string) =>
      sampleSum(samples, 'http_server_request_duration_seconds_count', { http_route: route, http_response_status_class: statusClass })
    const before = await scrape(METRICS.cms)
    expect((await fetch(`${process.env.CMS_URL}/api/tenants?limit=1&depth=0`)).status).toBe(200)
    const unknown = `no-such-collection-${Date.now()}`
    expect((await fetch(`${process.env.CMS_URL}/api/${unknown}`)).status).toBe(404)
    // Payload answers any address's preflight: it must not make a label either.
    await fetch(`${process.env.CMS_URL}/api/${unknown}-preflight`, { method: 'OPTIONS' })
    const after = await scrape(METRICS.cms)
    expect(requests(after, '/api/tenants', '2xx') - requests(before, '/api/tenants', '2xx')).toBeGreaterThanOrEqual(1)
    expect(requests(after, 'unmatched', '4xx') - requests(before, 'unmatched', '4xx')).toBeGreaterThanOrEqual(1)
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes(unknown)))).toBe(false)
  })

  it('the search service counts and times each query by its index', async () => {
    const index = stockIndexName(BAYSIDE)
    const queries = (samples: Sample[]) => sampleSum(samples, 'dealer_search_query_duration_seconds_count', { index })
    const before = queries(await scrape(METRICS.search))
    await adminSearchClient().client.searchSingleIndex({ indexName: index, searchParams: { query: 'toyota', hitsPerPage: 1 } })
    expect(queries(await scrape(METRICS.search)) - before).toBeGreaterThanOrEqual(1)
  })
})

/** An outbox worker with no outbox of its own (other tests' workers do the sending): it answers only for its figures. */
let leadWorker: Promise<string> | undefined
function leadWorkerMetrics(): Promise<string> {
  leadWorker ??= (async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const worker = start(...nodeCommand('outboxWorker'), {
      cwd: path.join(repoRoot, 'cms'),
      env: environment({ NODE_ENV: 'production', WORKER_OUTBOXES: '', METRICS_PORT: String(port) }),
    })
    started.push(worker)
    await until(
      'the worker’s metrics port',
      () =>
        fetch(`${base}/healthz`).then(
          (answer) => answer.ok,
          () => false,
        ),
      {
        timeoutMs: 60_000,
        detail: () => worker.output().slice(-2000),
      },
    )
    return base
  })()
  return leadWorker
}

describe('the outbox worker', () => {
  it('serves the outboxes’ backlog, failed imports and each site’s texts against its allowance, with its health', async () => {
    const base = await leadWorkerMetrics()
    const ready = await fetch(`${base}/readyz`)
    expect([ready.status, await ready.json()]).toMatchObject([200, { ready: true, checks: [{ name: 'postgres', ok: true }] }])
    const samples = await scrape(base)
    for (const outbox of ['leads', 'alerts']) {
      for (const name of ['dealer_outbox_pending', 'dealer_outbox_oldest_pending_seconds', 'dealer_outbox_failed']) {
        const found = samples.find((sample) => sample.name === name && sample.labels.outbox === outbox)
        expect(found, `${name}{outbox="${outbox}"}`).toBeDefined()
        expect(found!.value).toBeGreaterThanOrEqual(0)
      }
    }
    expect(samples.some((sample) => sample.name === 'dealer_stock_imports_failed_last_hour')).toBe(true)
    const allowance = samples.find((sample) => sample.name === 'dealer_sms_monthly_allowance' && sample.labels.site === BAYSIDE)
    const sent = samples.find((sample) => sample.name === 'dealer_sms_sent_this_month' && sample.labels.site === BAYSIDE)
    expect(allowance?.value).toBeGreaterThan(0)
    expect(sent?.value).toBeGreaterThanOrEqual(0)
    expect(samples.every((sample) => sample.labels.service === 'lead-worker')).toBe(true)
  })
})

describe('a metrics port beyond loopback', () => {
  const startSearch = async (env: Record<string, string>) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-search-'))
    const service = start(...nodeCommand('searchService'), {
      cwd: path.join(repoRoot, 'search'),
      env: environment({ NODE_ENV: 'production', SEARCH_PORT: String(await freePort()), SEARCH_DATA_DIR: dataDir, ...env }),
    })
    started.push(service)
    return service
  }

  it('is refused at start without METRICS_TOKEN, naming it', async () => {
    const service = await startSearch({ METRICS_PORT: String(await freePort()), METRICS_HOST: '0.0.0.0' })
    expect(await service.exited).toBe(1)
    expect(service.output()).toContain('set METRICS_TOKEN')
  })

  it('with its token, answers only a scrape that sends it', async () => {
    const port = await freePort()
    await startSearch({ METRICS_PORT: String(port), METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'a-long-random-metrics-token-for-the-test' })
    const base = `http://127.0.0.1:${port}`
    await until(
      'the metrics port',
      () =>
        fetch(`${base}/metrics`).then(
          (answer) => answer.status === 401,
          () => false,
        ),
      { timeoutMs: 20_000 },
    )
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401)
    const samples = await scrape(base, { authorization: 'Bearer a-long-random-metrics-token-for-the-test' })
    expect(samples.some((sample) => sample.labels.service === 'search')).toBe(true)
  })
})

/** The metric names a PromQL expression reads (ours and Node's: the functions and labels are not metrics). */
const metricNames = (expression: string) =>
  [
    ...expression
      .replace(/\{[^}]*\}/g, '')
      .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '')
      .matchAll(/\b((?:dealer|http|nodejs|process)_[a-z0-9_]+)\b/g),
  ].map((match) => match[1])

describe('the operator’s alerts and dashboard (deploy/)', () => {
  const rulesFile = path.join(repoRoot, 'deploy/prometheus/dealer-platform.rules.yml')

  /** Every series the processes declare, with a sample yet or not (a refusal counter before any refusal). */
  async function servedNames(): Promise<Set<string>> {
    const texts = await Promise.all([...Object.values(METRICS), await leadWorkerMetrics()].map(async (base) => (await fetch(`${base}/metrics`)).text()))
    return new Set(texts.flatMap((text) => [...declaredNames(text), ...parsePrometheusText(text).map((sample) => sample.name)]))
  }

  it('alert on what the issue names, each with a severity and a summary, reading only metrics the processes serve', async () => {
    const rules = (parseYaml(fs.readFileSync(rulesFile, 'utf8')) as { groups: Array<{ rules: Array<Record<string, unknown>> }> }).groups.flatMap(
      (group) => group.rules,
    )
    expect(rules.map((rule) => rule.alert)).toEqual([
      'DealerServerErrors',
      'DealerSlowAnswers',
      'DealerOutboxBacklog',
      'DealerStockImportFailed',
      'DealerSmsAllowanceNearlyUsed',
      'DealerProcessNotReady',
    ])
    const served = await servedNames()
    for (const rule of rules) {
      expect(rule).toMatchObject({ labels: { severity: expect.stringMatching(/^(page|ticket)$/) }, annotations: { summary: expect.any(String) } })
      const names = metricNames(String(rule.expr))
      expect(names.length, String(rule.alert)).toBeGreaterThan(0)
      for (const name of names) expect(served, `${rule.alert} reads ${name}`).toContain(name)
    }
    // Prometheus' own checker, where it is installed.
    const promtool = spawnSync('promtool', ['check', 'rules', rulesFile], { encoding: 'utf8' })
    if (promtool.error === undefined) expect(promtool.status, promtool.stdout + promtool.stderr).toBe(0)
  })

  it('the dashboard’s every panel reads metrics the processes serve', async () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(repoRoot, 'deploy/grafana/dealer-platform.dashboard.json'), 'utf8')) as {
      panels: Array<{ title: string; targets: Array<{ expr: string }> }>
    }
    const served = await servedNames()
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10)
    for (const panel of dashboard.panels) {
      for (const target of panel.targets) {
        const names = metricNames(target.expr)
        expect(names.length, panel.title).toBeGreaterThan(0)
        for (const name of names) expect(served, `${panel.title} reads ${name}`).toContain(name)
      }
    }
  })
})

describe('the balancer', () => {
  it('reaches no process’s metrics: its listeners lead to the storefronts and the CMS, which serve none', async () => {
    const balancer = await startBalancer({
      storefrontPort: await freePort(),
      cmsPort: await freePort(),
      storefronts: [Number(new URL(process.env.STOREFRONT_URL!).port)],
      cms: [Number(new URL(process.env.CMS_URL!).port)],
    })
    try {
      for (const port of [balancer.storefrontPort, balancer.cmsPort]) {
        const answer = await fetch(`http://127.0.0.1:${port}/metrics`)
        expect(answer.status).toBe(404)
        expect(await answer.text()).not.toContain('# TYPE')
      }
    } finally {
      await balancer.stop()
    }
  })
})
