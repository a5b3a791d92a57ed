/**
 * No default secrets in production (issue 19, item 4): each server refuses to start without its secrets, naming them,
 * instead of falling back to a value anyone can read in this repository; and no secret reaches a browser.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { nodeCommand, STOREFRONT_SERVER } from '../../scripts/lib/entries'
import { bin, environment, freePort, repoRoot, run } from './helpers/processes'
import { siteRequest } from './helpers/site-request'

const SECRETS = ['PAYLOAD_SECRET', 'STOREFRONT_API_SECRET', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_SEARCH_KEY'] as const
/** Production, as a deployment that forgot its secrets runs it (the test stack's DEALER_ENV=development not set). */
const withoutSecrets = (extra: Record<string, string | undefined> = {}) =>
  environment({
    ...Object.fromEntries(SECRETS.map((name) => [name, undefined])),
    NODE_ENV: 'production',
    DEALER_ENV: undefined,
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  })

describe('in production, a server without its secrets does not start', () => {
  it('the CMS (next start) exits at once, naming PAYLOAD_SECRET and the storefront credentials', async () => {
    const port = await freePort()
    const { code, output } = await run(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: path.join(repoRoot, 'cms'),
      env: withoutSecrets(),
      timeoutMs: 30_000,
    })
    expect(code, output).not.toBe(0)
    expect(code, 'it should exit by itself, not be stopped serving').not.toBeNull()
    expect(output).toContain('The CMS does not start in production without PAYLOAD_SECRET, STOREFRONT_API_SECRET:')
  }, 40_000)

  it('the CMS (next start) exits at once without an SMS provider, even with every secret', async () => {
    const port = await freePort()
    const { code, output } = await run(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: path.join(repoRoot, 'cms'),
      env: environment({ NODE_ENV: 'production', DEALER_ENV: undefined, NEXT_TELEMETRY_DISABLED: '1', SMS_PROVIDER: undefined }),
      timeoutMs: 30_000,
    })
    expect(code, output).not.toBe(0)
    expect(code, 'it should exit by itself, not be stopped serving').not.toBeNull()
    expect(output).toContain('The CMS does not start in production without SMS_PROVIDER')
    expect(output).not.toContain('without PAYLOAD_SECRET')
  }, 40_000)

  it('every other process that loads the CMS config (migrations, seed, lead worker) stops on a missing PAYLOAD_SECRET', async () => {
    // With the secret it would migrate this database: the refusal comes first.
    const { code, output } = await run(...nodeCommand('migrate'), {
      cwd: path.join(repoRoot, 'cms'),
      env: withoutSecrets(),
      timeoutMs: 30_000,
    })
    expect(code).toBe(1)
    expect(output).toContain('The CMS does not start in production without PAYLOAD_SECRET:')
    expect(output).toContain('openssl rand -hex 32')
  })

  it('a deployment that forgot NODE_ENV is production too: no development secret without DEALER_ENV=development', async () => {
    const { code, output } = await run(...nodeCommand('migrate'), {
      cwd: path.join(repoRoot, 'cms'),
      env: withoutSecrets({ NODE_ENV: undefined }),
      timeoutMs: 30_000,
    })
    expect(code).toBe(1)
    expect(output).toContain('The CMS does not start in production without PAYLOAD_SECRET:')
  })

  it('the storefront, with every secret, exits naming each site on a simulator, as its CMS lists them', async () => {
    const port = await freePort()
    const { code, output } = await run(...nodeCommand(STOREFRONT_SERVER), {
      cwd: path.join(repoRoot, 'storefront'),
      // The test stack's CMS and secrets; its sites are on the simulators.
      env: environment({ NODE_ENV: 'production', DEALER_ENV: undefined, PORT: String(port), HOST: '127.0.0.1', STOREFRONT_WORKERS: '1' }),
      timeoutMs: 30_000,
    })
    expect(code, output).toBe(1)
    expect(output).toContain('The storefront does not start in production while a site uses a simulator:')
    expect(output).toContain(`  ${DEMO_TENANTS[0].slug}: Finance pre-approval → Broker is the simulator`)
    expect(output).toContain(`  ${DEMO_TENANTS[0].slug}: Maps → Tiles is the simulator`)
  })

  it('the storefront exits naming its credentials and the search key', async () => {
    const port = await freePort()
    const { code, output } = await run(...nodeCommand(STOREFRONT_SERVER), {
      cwd: path.join(repoRoot, 'storefront'),
      env: withoutSecrets({ PORT: String(port), HOST: '127.0.0.1' }),
      timeoutMs: 30_000,
    })
    expect(code, output).toBe(1)
    expect(output).toContain('The storefront does not start in production without STOREFRONT_API_SECRET, ALGOLIA_SEARCH_KEY')
  })

  it('the search service exits naming both keys, rather than accept the documented local ones', async () => {
    const port = await freePort()
    const { code, output } = await run(...nodeCommand('searchService'), {
      cwd: path.join(repoRoot, 'search'),
      env: withoutSecrets({ SEARCH_PORT: String(port), SEARCH_DATA_DIR: path.join(repoRoot, 'test-results', `search-${port}`) }),
      timeoutMs: 30_000,
    })
    expect(code, output).toBe(1)
    expect(output).toContain('The search service does not start in production without ALGOLIA_ADMIN_KEY and ALGOLIA_SEARCH_KEY')
  })
})

describe('no secret reaches a browser', () => {
  const secrets = () => {
    const values = SECRETS.map((name) => [name, process.env[name]] as const).filter(([, value]) => value && value.length >= 8)
    if (values.length < 3) throw new Error('needs the stack environment: PAYLOAD_SECRET, STOREFRONT_API_SECRET, ALGOLIA_ADMIN_KEY')
    return values
  }

  it("is in the storefront's pages or their data", async () => {
    const site = DEMO_TENANTS[0].slug
    for (const pathname of ['/', '/search/new-used-and-demo-cars', '/contact', '/?_data=root', '/__manifest?p=/']) {
      const page = await siteRequest(site, pathname)
      for (const [name, value] of secrets()) expect(page.text.includes(value!), `${name} in ${pathname}`).toBe(false)
    }
  })

  it("is in the storefront's browser bundle", () => {
    const clientBuild = path.join(repoRoot, 'storefront/build/client')
    const files = fs
      .readdirSync(clientBuild, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(js|css|html|json)$/.test(entry.name))
    expect(files.length).toBeGreaterThan(0)
    const bundle = files.map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')).join('\n')
    for (const [name, value] of secrets()) expect(bundle.includes(value!), name).toBe(false)
    // Nor the local service's development keys, which a production build has no use for.
    expect(bundle).not.toContain('local-search-key')
    expect(bundle).not.toContain('local-admin-key')
  })
})
