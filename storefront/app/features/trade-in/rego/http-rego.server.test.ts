import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiStandIn, type ApiStandIn } from '../../../../test-support/api-stand-in'
import { httpRegoLookup, httpRegoLookupFromEnvironment } from './http-rego.server'

let registry: ApiStandIn
let failing: ApiStandIn
let silent: ApiStandIn

beforeAll(async () => {
  registry = await apiStandIn((request) => {
    if (request.url === '/v1/registrations/QLD/123ABC')
      return { status: 200, body: { make: 'Mazda', model: 'CX-5', year: 2021, badge: 'Touring', colour: 'Soul Red', vin: 'JM0KF4W7A00123456' } }
    if (request.url === '/v1/registrations/NSW/NOBADGE') return { status: 200, body: { make: 'Kia', model: 'Cerato', year: 2020 } }
    if (request.url === '/v1/registrations/VIC/BROKEN') return { status: 200, body: { make: 'Kia', year: '2020' } }
    return { status: 404, body: { message: 'No such registration' } }
  })
  failing = await apiStandIn(() => ({ status: 500, body: 'oops' }))
  silent = await apiStandIn(() => null)
})
afterAll(async () => {
  await Promise.all([registry, failing, silent].map((standIn) => standIn.close()))
})

describe('httpRegoLookup', () => {
  it('asks for the plate in its state with the key, and answers the car', async () => {
    expect(await httpRegoLookup(registry.options()).lookup('123ABC', 'QLD')).toEqual({
      found: true,
      vehicle: { make: 'Mazda', model: 'CX-5', year: 2021, badge: 'Touring', colour: 'Soul Red', vin: 'JM0KF4W7A00123456' },
    })
    expect(registry.seen[0]).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer partner-key' } })
    expect(await httpRegoLookup(registry.options()).lookup('NOBADGE', 'NSW')).toEqual({
      found: true,
      vehicle: { make: 'Kia', model: 'Cerato', year: 2020, badge: null, colour: null, vin: null },
    })
  })

  it('answers not found on a 404, such as the right plate in the wrong state', async () => {
    expect(await httpRegoLookup(registry.options()).lookup('123ABC', 'NSW')).toEqual({ found: false })
  })

  it('fails on a malformed registration, an error status and no answer in time', async () => {
    await expect(httpRegoLookup(registry.options()).lookup('BROKEN', 'VIC')).rejects.toThrow(/malformed/)
    await expect(httpRegoLookup(failing.options()).lookup('123ABC', 'QLD')).rejects.toThrow('registration API: HTTP 500')
    await expect(httpRegoLookup(silent.options(200)).lookup('123ABC', 'QLD')).rejects.toThrow(/registration API: timeout/)
  })
})

describe('httpRegoLookupFromEnvironment', () => {
  it('has no default address or key', () => {
    expect(httpRegoLookupFromEnvironment({})).toEqual({ problem: expect.stringContaining('REGO_API_URL and REGO_API_KEY must be set') })
    expect(httpRegoLookupFromEnvironment({ REGO_API_URL: 'https://rego.example.com', REGO_API_KEY: 'k' })).toHaveProperty('lookup')
  })
})
