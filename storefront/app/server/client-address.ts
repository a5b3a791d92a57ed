import ipaddr from 'ipaddr.js'
import { createContext } from 'react-router'

/**
 * What a shopper is counted by in every rate limit (and keyed by in a plain form post's idempotency): their network as
 * `clientNetwork` gives it, from their address through trusted proxies (TRUST_PROXY). server/app.ts puts it in each
 * request's context.
 */
export const clientAddressContext = createContext<string>('unknown')

/**
 * The network a client is counted by. An IPv4 address is its own (/32). An IPv6 address counts by its first
 * `prefixLength` bits: a provider gives one home or phone a whole /64, and counting single addresses would give it
 * 2^64 allowances. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is the IPv4 one; what isn't an address is kept.
 */
export function clientNetwork(address: string, prefixLength = DEFAULT_IPV6_PREFIX): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const bytes = parsed.toByteArray()
  for (let bit = prefixLength; bit < 128; bit++) bytes[bit >> 3]! &= ~(0x80 >> (bit & 7))
  return `${ipaddr.fromByteArray(bytes).toString()}/${prefixLength}`
}

const DEFAULT_IPV6_PREFIX = 64

/** RATE_LIMIT_IPV6_PREFIX: how many leading bits of an IPv6 address make one client (default 64, from 32 to 128). */
export function ipv6PrefixLength(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_IPV6_PREFIX
  const bits = Number(value)
  if (!Number.isInteger(bits) || bits < 32 || bits > 128) throw new Error(`RATE_LIMIT_IPV6_PREFIX: "${value}" is not a prefix length from 32 to 128.`)
  return bits
}
