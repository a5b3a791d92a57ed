import net from 'node:net'

/** Whether a restrictIndices pattern names `indexName`: exactly, or with a leading and/or trailing `*`. */
export function indexPatternMatches(pattern: string, indexName: string): boolean {
  const anyPrefix = pattern.startsWith('*')
  const anySuffix = pattern.length > 1 && pattern.endsWith('*')
  const core = pattern.slice(anyPrefix ? 1 : 0, anySuffix ? -1 : undefined)
  if (anyPrefix && anySuffix) return indexName.includes(core)
  if (anyPrefix) return indexName.endsWith(core)
  if (anySuffix) return indexName.startsWith(core)
  return indexName === pattern
}

/** Whether `remoteAddress` is one of the key's sources: IPv4 or IPv6 addresses or CIDR ranges, comma-separated. */
export function sourceAllowed(restrictSources: string, remoteAddress: string): boolean {
  const allowed = new net.BlockList()
  for (const source of restrictSources
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [address, prefix] = source.split('/')
    const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null
    if (!type) continue
    if (prefix === undefined) allowed.addAddress(address, type)
    else if (/^\d+$/.test(prefix)) allowed.addSubnet(address, Number(prefix), type)
  }
  const type = net.isIPv4(remoteAddress) ? 'ipv4' : net.isIPv6(remoteAddress) ? 'ipv6' : null
  return type !== null && allowed.check(remoteAddress, type)
}
