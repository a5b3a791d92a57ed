import { describe, expect, it } from 'vitest'
import { isDevelopmentDeployment, simulatorsIn, simulatorsProblem } from './deployment'

const real = { finance: { broker: 'http' }, tradeIn: { regoLookup: 'http' }, reserve: { payments: 'stripe' }, maps: { tiles: 'url' } }

describe('what a deployment is', () => {
  it('is development only when DEALER_ENV=development says so, whatever NODE_ENV is', () => {
    expect(isDevelopmentDeployment({ DEALER_ENV: 'development', NODE_ENV: 'production' })).toBe(true)
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { DEALER_ENV: 'Development' }]) expect(isDevelopmentDeployment(env)).toBe(false)
  })
})

describe('simulators in production', () => {
  it('counts a setting that is the simulator, and one left unset (its default), but not a real provider', () => {
    expect(simulatorsIn(real)).toEqual([])
    expect(simulatorsIn({ ...real, finance: { broker: 'simulator' }, maps: {} }).map((setting) => setting.label)).toEqual([
      'Finance pre-approval → Broker',
      'Maps → Tiles',
    ])
    expect(simulatorsIn(null)).toHaveLength(4)
  })

  it('counts a review import on the simulator, but not a site without one', () => {
    expect(simulatorsIn({ ...real, reviews: { provider: 'simulator' } }).map((setting) => setting.label)).toEqual(['Review imports → Provider'])
    expect(simulatorsIn({ ...real, reviews: { provider: 'google' } })).toEqual([])
    expect(simulatorsIn({ ...real, reviews: { provider: null } })).toEqual([])
  })

  it('names each site and setting, and says what to do; nothing in development', () => {
    const sites = [
      { slug: 'bayside-toyota', settings: { ...real, reserve: { payments: 'simulator' } } },
      { slug: 'southern-cross', settings: real },
      { slug: 'new-site', settings: null },
    ]
    const problem = simulatorsProblem('The storefront', sites, {})
    expect(problem?.split('\n')).toEqual([
      'The storefront does not start in production while a site uses a simulator:',
      '  bayside-toyota: Reserve online → Payments is the simulator',
      '  new-site: Finance pre-approval → Broker is the simulator',
      '  new-site: Trade-in valuation → Registration lookup is the simulator',
      '  new-site: Reserve online → Payments is the simulator',
      '  new-site: Maps → Tiles is the simulator',
      'Simulators are for development (DEALER_ENV=development, on a machine no shopper uses): choose a real provider; see the README, "Configuration".',
    ])
    expect(simulatorsProblem('The storefront', sites, { DEALER_ENV: 'development' })).toBeNull()
    expect(simulatorsProblem('The storefront', [{ slug: 'southern-cross', settings: real }], {})).toBeNull()
  })
})
