import { describe, expect, it } from 'vitest'
import { trustedProxies } from './trusted-proxies'

describe('TRUST_PROXY', () => {
  it('is no proxy when unset or empty', () => {
    expect(trustedProxies(undefined)).toBe(false)
    expect(trustedProxies(' , ')).toBe(false)
  })

  it('lists addresses and subnets', () => {
    expect(trustedProxies('10.0.0.5, 10.1.0.0/16,fd00::/8')).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8'])
  })

  it('refuses what would trust whoever connects: hop counts, true, names like loopback', () => {
    for (const value of ['1', 'true', 'loopback', 'uniquelocal', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.internal'])
      expect(() => trustedProxies(value), value).toThrow(/TRUST_PROXY/)
  })
})
