import { describe, expect, it } from 'vitest'
import { clientNetwork, ipv6PrefixLength } from './client-address'

describe('clientNetwork', () => {
  it('counts an IPv4 address as itself, written as IPv4 or as IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7')
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientNetwork('203.0.113.8')).not.toBe(clientNetwork('203.0.113.7'))
  })

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', () => {
    const home = clientNetwork('2001:db8:44:1::1')
    expect(home).toBe('2001:db8:44:1::/64')
    expect(clientNetwork('2001:db8:44:1:ffff:ffff:ffff:ffff')).toBe(home)
    expect(clientNetwork('2001:0db8:0044:0001:abcd::9')).toBe(home)
    expect(clientNetwork('2001:db8:44:2::1')).toBe('2001:db8:44:2::/64')
  })

  it('takes another prefix length when told, and keeps what is not an address', () => {
    expect(clientNetwork('2001:db8:44:1::1', 48)).toBe('2001:db8:44::/48')
    expect(clientNetwork('2001:db8:44:1::1', 128)).toBe('2001:db8:44:1::1/128')
    expect(clientNetwork('unknown')).toBe('unknown')
  })
})

describe('ipv6PrefixLength', () => {
  it('is 64 unless RATE_LIMIT_IPV6_PREFIX says otherwise, from 32 to 128', () => {
    expect(ipv6PrefixLength(undefined)).toBe(64)
    expect(ipv6PrefixLength('56')).toBe(56)
    for (const bad of ['16', '129', '64.5', 'all'])
      expect(() => ipv6PrefixLength(bad)).toThrow(`RATE_LIMIT_IPV6_PREFIX: "${bad}" is not a prefix length from 32 to 128.`)
  })
})
