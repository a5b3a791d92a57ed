import { describe, expect, it, vi } from 'vitest'
import type { Tenant } from '../../server/tenant'
import { ProviderFailure } from './provider-api.server'
import { regoLookupFor, valuerFor } from './providers.server'

// The stock readers are the integration tests' business: here, which provider a site's settings choose.
vi.mock('../../server/search.server', () => ({ stockRecords: vi.fn().mockResolvedValue([]) }))

const tenant: Tenant = { id: 1, name: 'Bayside Toyota', slug: 'bayside-toyota', template: 'dealer' }
const configured = { VALUATION_API_URL: 'https://valuations.example.com', VALUATION_API_KEY: 'k', REGO_API_URL: 'https://rego.example.com', REGO_API_KEY: 'k' }

describe('valuerFor', () => {
  it('is the built-in model unless the site chose the valuation API', () => {
    expect(valuerFor(tenant, undefined, {})).toMatchObject({ name: 'built-in' })
    expect(valuerFor(tenant, { valuer: 'built-in' }, configured)).toMatchObject({ name: 'built-in' })
  })

  it('is the valuation API when the site chose it and the deployment configured it', () => {
    expect(valuerFor(tenant, { valuer: 'http' }, configured)).toMatchObject({ name: 'http' })
  })

  it('names what is missing when the site chose the valuation API and the deployment didn’t configure it', () => {
    expect(valuerFor(tenant, { valuer: 'http' }, {})).toEqual({ problem: expect.stringContaining('VALUATION_API_URL and VALUATION_API_KEY must be set') })
  })

  it('the built-in model still applies spec 001 §5’s rule first', async () => {
    const site = valuerFor(tenant, undefined, {})
    if ('problem' in site) throw new Error(site.problem)
    const condition = { serviceHistory: 'full', damage: 'none', tyres: 'good', accessories: false, financeOwing: false } as const
    const vehicle = { make: 'Toyota', model: 'HiLux', year: 2010, km: 50_000 }
    expect(await site.valuer.value({ vehicle, state: 'QLD', condition })).toEqual({ kind: 'inspect', reason: 'over-age' })
  })
})

describe('regoLookupFor', () => {
  const development = { DEALER_ENV: 'development' }

  it('is the simulator unless the site chose the registration API', async () => {
    const site = regoLookupFor(tenant, undefined, development)
    expect(site).toMatchObject({ name: 'simulator' })
    if ('problem' in site) throw new Error(site.problem)
    expect(await site.lookup.lookup('TRADE1', 'QLD')).toEqual({ found: true, vehicle: { make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5' } })
  })

  it('fails every lookup as an unreachable registry in the simulator’s "rego-unavailable" mode', async () => {
    const site = regoLookupFor(tenant, { regoLookup: 'simulator', simulatorFailure: 'rego-unavailable' }, development)
    if ('problem' in site) throw new Error(site.problem)
    await expect(site.lookup.lookup('TRADE1', 'QLD')).rejects.toBeInstanceOf(ProviderFailure)
  })

  it('is never the simulator in production, any deployment not marked DEALER_ENV=development', () => {
    for (const production of [{}, { NODE_ENV: 'production' }])
      expect(regoLookupFor(tenant, { regoLookup: 'simulator' }, production)).toEqual({
        problem: expect.stringContaining("the site's registration lookup is the simulator, which production refuses."),
      })
  })

  it('is the registration API when chosen and configured, else the problem', () => {
    expect(regoLookupFor(tenant, { regoLookup: 'http', simulatorFailure: 'rego-unavailable' }, configured)).toMatchObject({ name: 'http' })
    expect(regoLookupFor(tenant, { regoLookup: 'http' }, {})).toEqual({ problem: expect.stringContaining('REGO_API_URL and REGO_API_KEY must be set') })
  })
})
