import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConditionAnswers } from '@dealer/stock/valuation'
import { apiStandIn, type ApiStandIn } from '../../../../test-support/api-stand-in'
import { ProviderFailure } from '../provider-api.server'
import { httpValuer, httpValuerFromEnvironment } from './http-valuer.server'
import type { ValuationRequest } from './valuer.server'

const condition: ConditionAnswers = { serviceHistory: 'full', damage: 'minor', tyres: 'good', accessories: true, financeOwing: true }
const request: ValuationRequest = { vehicle: { make: 'Toyota', model: 'HiLux', year: 2022, km: 48_000, badge: 'SR5' }, state: 'QLD', condition }
const now = () => new Date('2026-06-01T00:00:00Z')

let pricing: ApiStandIn
let declining: ApiStandIn
let failing: ApiStandIn
let malformed: ApiStandIn
let silent: ApiStandIn

beforeAll(async () => {
  pricing = await apiStandIn(() => ({ status: 200, body: { estimate: 38_250.4, low: 36_000, high: 40_500, confidence: 0.7, comparables: 14 } }))
  declining = await apiStandIn(() => ({ status: 200, body: { inspect: true } }))
  failing = await apiStandIn(() => ({ status: 503, body: { message: 'down for maintenance' } }))
  malformed = await apiStandIn(() => ({ status: 200, body: { estimate: 50_000, low: 36_000, high: 40_500, confidence: 0.7 } }))
  silent = await apiStandIn(() => null)
})
afterAll(async () => {
  await Promise.all([pricing, declining, failing, malformed, silent].map((standIn) => standIn.close()))
})

describe('httpValuer', () => {
  it('posts the car, its state and the condition answers with the key, and answers the estimate and range', async () => {
    const outcome = await httpValuer(pricing.options(), now).value(request)
    expect(outcome).toEqual({ kind: 'estimate', estimate: 38_250, low: 36_000, high: 40_500, confidence: 0.7, comparables: 14 })
    const [seen] = pricing.seen
    expect(seen.method).toBe('POST')
    expect(seen.url).toBe('/v1/valuations')
    expect(seen.headers.authorization).toBe('Bearer partner-key')
    expect(seen.body).toEqual({ make: 'Toyota', model: 'HiLux', badge: 'SR5', year: 2022, km: 48_000, state: 'QLD', condition })
  })

  it('never sends a car over 7 years or 100,000 km: inspect', async () => {
    const before = pricing.seen.length
    const valuer = httpValuer(pricing.options(), now)
    expect(await valuer.value({ ...request, vehicle: { ...request.vehicle, year: 2018 } })).toEqual({ kind: 'inspect', reason: 'over-age' })
    expect(await valuer.value({ ...request, vehicle: { ...request.vehicle, km: 100_001 } })).toEqual({ kind: 'inspect', reason: 'over-km' })
    expect(pricing.seen).toHaveLength(before)
  })

  it('answers inspect when the API declines to price the car', async () => {
    expect(await httpValuer(declining.options(), now).value(request)).toEqual({ kind: 'inspect', reason: 'declined' })
  })

  it('fails on an error status, a range without the estimate, and no answer in time', async () => {
    await expect(httpValuer(failing.options(), now).value(request)).rejects.toThrow(new ProviderFailure('valuation API', 'HTTP 503'))
    await expect(httpValuer(malformed.options(), now).value(request)).rejects.toThrow(/malformed/)
    await expect(httpValuer(silent.options(200), now).value(request)).rejects.toThrow(/valuation API: timeout/)
  })
})

describe('httpValuerFromEnvironment', () => {
  it('has no default address or key', () => {
    expect(httpValuerFromEnvironment({})).toEqual({ problem: expect.stringContaining('VALUATION_API_URL and VALUATION_API_KEY must be set') })
    expect(httpValuerFromEnvironment({ VALUATION_API_URL: 'https://valuations.example.com', VALUATION_API_KEY: ' ' })).toEqual({
      problem: expect.stringContaining('VALUATION_API_KEY must be set'),
    })
    expect(httpValuerFromEnvironment({ VALUATION_API_URL: 'https://valuations.example.com', VALUATION_API_KEY: 'k' })).toHaveProperty('value')
  })
})
