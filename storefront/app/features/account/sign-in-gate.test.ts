import { describe, expect, it } from 'vitest'
import { isSignInType, signInGate, signInUrl, type SignInFlags } from './sign-in-gate'

const off: SignInFlags = { checkout: false, finance: false, spinToWin: false, financeApplication: false }
const on: SignInFlags = { checkout: true, finance: true, spinToWin: true, financeApplication: true }
const gate = (path: string, flags: SignInFlags) => {
  const url = new URL(path, 'http://site.localhost')
  return signInGate(url.pathname, url.searchParams, flags)
}

describe('signInGate', () => {
  it.each(['/trade-in', '/sell-my-car', '/cars/trade-in?car_id=12', '/', '/search/used-cars', '/cars/2021-toyota-corolla', '/contact', '/about-us'])(
    'never gates %s, whatever the flags',
    (path) => {
      expect(gate(path, on)).toBeNull()
      expect(gate(path, off)).toBeNull()
    },
  )

  it.each([
    ['/my-garage', 'my-garage'],
    ['/my-garage/', 'my-garage'],
    ['/My-Garage', 'my-garage'],
    ['/mymotorama', 'my-garage'],
    ['/mybigboxcars', 'my-garage'],
    ['/myblinkr', 'my-garage'],
    ['/myservco', 'my-garage'],
    ['/online-payment', 'online-payment'],
    ['/watchlist', 'watchlist'],
  ])('always gates %s (as %s)', (path, type) => {
    expect(gate(path, off)).toBe(type)
    expect(gate(path, on)).toBe(type)
  })

  it.each([
    ['/finance', 'finance', { finance: true }],
    ['/finance-enquiry', 'finance', { finance: true }],
    ['/apply-for-finance?car_id=1', 'finance', { finance: true }],
    ['/personalised/finance?car_id=1', 'car-finance', { financeApplication: true }],
    ['/spin-to-win', 'spin-to-win', { spinToWin: true }],
    ['/cars/2021-toyota-corolla/checkout', 'checkout', { checkout: true }],
    ['/cars/2021-toyota-corolla/buy-online', 'checkout', { checkout: true }],
    ['/checkout-journey?car_id=2021-toyota-corolla', 'checkout', { checkout: true }],
  ] as const)('gates %s as %s only when its own flag is on', (path, type, flag) => {
    expect(gate(path, off)).toBeNull()
    expect(gate(path, { ...off, ...flag })).toBe(type)
    // Another feature's flag doesn't gate it.
    const others = Object.fromEntries(Object.keys(off).map((key) => [key, !(key in flag)])) as unknown as SignInFlags
    expect(gate(path, others)).toBeNull()
  })

  it('lets a checkout journey wait until its car is known', () => {
    expect(gate('/checkout-journey', on)).toBeNull()
    expect(gate('/checkout-journey?car_id=', on)).toBeNull()
    expect(gate('/checkout-journey?car_id=%20', on)).toBeNull()
    expect(gate('/checkout-journey?car_id=abc', on)).toBe('checkout')
  })

  it('gates a car checkout only with a slug', () => {
    expect(gate('/cars//checkout', on)).toBeNull()
    expect(gate('/cars/checkout', on)).toBeNull()
  })
})

describe('signInUrl', () => {
  it('names the type, where to go after and where back leads', () => {
    const url = new URL(signInUrl('my-garage', '/my-garage', '/cars/x?y=1'), 'http://site.localhost')
    expect(url.pathname).toBe('/sign-in')
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'my-garage', redirect: '/my-garage', back: '/cars/x?y=1' })
  })

  it('keeps other sites out of both', () => {
    const url = new URL(signInUrl('watchlist', '//evil.example', 'https://evil.example/'), 'http://site.localhost')
    expect(url.searchParams.get('redirect')).toBe('/')
    expect(url.searchParams.get('back')).toBe('/')
  })
})

describe('isSignInType', () => {
  it('knows the spec’s types and no others', () => {
    expect(isSignInType('watchlist')).toBe(true)
    expect(isSignInType('car-finance')).toBe(true)
    expect(isSignInType('admin')).toBe(false)
    expect(isSignInType(null)).toBe(false)
  })
})
