import net from 'node:net'

/**
 * TRUST_PROXY: the addresses (or CIDR subnets) of the proxies in front of us, comma-separated, e.g. the load balancer's
 * `10.0.0.0/24`. X-Forwarded-For is read only on connections from those; anyone else's address is the connection's, so
 * a client can't name its own address (and escape the rate limits). Unset: no proxy. Hop counts and names such as
 * `loopback` are refused: they trust whoever connects, and on one machine the shoppers connect over loopback too.
 */
export function trustedProxies(value: string | undefined): string[] | false {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return false
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/')
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIPv6(address) ? 128 : 32))
    if (!net.isIP(address) || !prefixOk || rest.length > 0)
      throw new Error(`TRUST_PROXY: "${entry}" is not a proxy address or subnet (give addresses, e.g. 10.0.0.5 or 10.0.0.0/24).`)
  }
  return entries
}
