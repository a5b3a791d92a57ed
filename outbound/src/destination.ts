import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * What may be reached at all. Production: https only, public addresses only. `allow` names exact `host:port`
 * destinations an operator lets through anyway (over http too, whatever they resolve to): the local demo's and the
 * tests' webhook servers on 127.0.0.1. Never a default: it comes from OUTBOUND_ALLOW only.
 */
export interface OutboundPolicy {
  requireHttps: boolean
  allow: ReadonlySet<string>
}

/**
 * A public unicast address. ipaddr.js names every special range (private, loopback, link-local with the cloud
 * metadata address 169.254.169.254, carrier-grade NAT, unique-local IPv6 with fd00:ec2::254, IPv4-mapped and
 * NAT64 IPv6, 0.0.0.0/8, multicast, broadcast, documentation, benchmarking, 240/4…); only "unicast" is the rest.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false
  return ipaddr.parse(address).range() === 'unicast'
}

/** `host:port` as the allow list spells it: lower case, IPv6 in brackets, the scheme's port when the URL has none. */
function destinationKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  return `${url.hostname.toLowerCase()}:${port}`
}

/**
 * OUTBOUND_ALLOW: a comma-separated list of exact `host:port` destinations (e.g. `127.0.0.1:4199,[::1]:4199`).
 * A malformed entry is an operator's mistake worth stopping for, not one to guess around.
 */
export function parseAllowList(value: string | undefined): ReadonlySet<string> {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return new Set(
    entries.map((entry) => {
      const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/i.exec(entry)
      if (!match || Number(match[2]) > 65535) throw new Error(`OUTBOUND_ALLOW: "${entry}" is not a host:port destination (e.g. 127.0.0.1:4199).`)
      return `${match[1].toLowerCase()}:${Number(match[2])}`
    }),
  )
}

/** The policy of this process: https only when NODE_ENV is production, and the operator's OUTBOUND_ALLOW list. */
export function outboundPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): OutboundPolicy {
  return { requireHttps: env.NODE_ENV === 'production', allow: parseAllowList(env.OUTBOUND_ALLOW) }
}

export type UrlVerdict =
  { ok: true; url: URL; allowed: boolean } | { ok: false; reason: 'invalid-url' | 'insecure-scheme' | 'not-public-address'; detail: string }

/**
 * What can be told of a URL without sending anything: an http(s) URL, https where required, and a host that is a
 * name or a public address literal (a name's addresses are checked when it is resolved, at send time).
 */
export function checkUrl(value: string | URL, policy: OutboundPolicy): UrlVerdict {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { ok: false, reason: 'invalid-url', detail: 'not a URL' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'invalid-url', detail: `scheme ${url.protocol}` }
  if (!url.hostname) return { ok: false, reason: 'invalid-url', detail: 'no host' }
  const allowed = policy.allow.has(destinationKey(url))
  if (allowed) return { ok: true, url, allowed }
  // WHATWG URL parsing has already turned 2130706433, 0x7f.1 and the like into 127.0.0.1.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(literal) !== 0 && !isPublicAddress(literal)) return { ok: false, reason: 'not-public-address', detail: `${literal} is not public` }
  if (policy.requireHttps && url.protocol !== 'https:') return { ok: false, reason: 'insecure-scheme', detail: `${url.protocol} in production` }
  return { ok: true, url, allowed }
}
