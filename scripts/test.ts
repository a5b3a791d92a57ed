/**
 * `npm test`: every test, once `npm run build` has built what changed. The type check, the static checks and the unit
 * tests first (fast, no servers); then the whole stack starts from the production builds on test ports with a
 * throwaway database and search index, and the integration (vitest) and end-to-end (Playwright + Chromium) suites run
 * against it. The stack is stopped and the throwaway data deleted whatever the outcome.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { repoRoot } from './lib/paths'
import { runToCompletion } from './lib/processes'
import { portsFromEnv, startStack } from './lib/stack'

const log = (line: string) => console.log(line)
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name)
const passthrough = { cwd: repoRoot, log }
const timings: string[] = []

async function step(name: string, work: () => Promise<void>): Promise<void> {
  const started = Date.now()
  await work()
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

// Types first: a type error fails CI even where no test happens to reach it.
await step('type check', () => runToCompletion('types', 'npm', ['run', '--silent', 'typecheck'], passthrough))
// Structure and style next: lint, format, unused code, the package graph (docs/decisions/012-guardrails.md).
await step('static checks', () => runToCompletion('checks', 'npm', ['run', '--silent', 'check'], passthrough))
await step('unit tests', () => runToCompletion('unit', bin('vitest'), ['run', '--project', 'unit'], passthrough))

// The servers' own output goes to a file, not the console: read it when a test fails. (Not under
// test-results/, which Playwright empties when it starts.)
const serverLogPath = path.join(repoRoot, 'test-logs/servers.log')
fs.mkdirSync(path.dirname(serverLogPath), { recursive: true })
const serverLog = fs.createWriteStream(serverLogPath)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-test-'))
// Embedded Postgres runs as the `postgres` user when we are root: it must be able to enter the folder.
fs.chmodSync(dataDir, 0o755)
// A sitemap holds at most this many addresses here (50,000 in production), so the demo sites' few hundred cars make
// /sitemap.xml an index of parts and tests/integration/sitemap.int.test.ts checks that path end to end.
process.env.SITEMAP_MAX_URLS ??= '100'
let stack: Awaited<ReturnType<typeof startStack>> | undefined
let failed = false
try {
  await step('stack start (migrate, seed)', async () => {
    stack = await startStack({
      ports: portsFromEnv({ storefront: 4100, cms: 4101, search: 4102, postgres: 5434 }),
      dataDir,
      databaseName: 'dealer_test',
      // tests/integration/leads-pipeline.int.test.ts starts and kills its own workers, against its own mail server.
      leadWorker: false,
      log: (line) => {
        if (line.startsWith('[cms]') || line.startsWith('[storefront]') || line.startsWith('[search]')) serverLog.write(`${line}\n`)
        else log(line)
      },
    })
  })
  // SERVER_LOG: tests read the servers' own lines (tests/integration/logs.int.test.ts).
  const env = { ...stack!.env, NODE_ENV: 'test' as const, STOREFRONT_URL: stack!.urls.storefront, CMS_URL: stack!.urls.cms, SERVER_LOG: serverLogPath }
  await step('integration tests', () => runToCompletion('integration', bin('vitest'), ['run', '--project', 'integration'], { ...passthrough, env }))
  await step('end-to-end tests', () => runToCompletion('e2e', bin('playwright'), ['test', '-c', 'tests/playwright.config.ts'], { ...passthrough, env }))
} catch (error) {
  failed = true
  console.error(error instanceof Error ? error.message : error)
} finally {
  await stack?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
  serverLog.end()
}
if (failed) console.log(`\nThe servers' log: ${path.relative(repoRoot, serverLogPath)}`)
console.log(`\n${timings.join('\n')}`)
process.exit(failed ? 1 : 0)
