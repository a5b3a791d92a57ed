/** The placeholders a tile server's address may carry: Leaflet's {z}/{x}/{y}, all three required. */
const REQUIRED = ['{z}', '{x}', '{y}'] as const

/**
 * Whether staff's tile server address (Site settings → Maps → Tile URL) is one the map may load: https, a host of its
 * own (no credentials), and {z}, {x} and {y} with no other placeholder (Leaflet's {s} would spread the tiles over hosts
 * that the page's image policy would have to name with a wildcard). `origin` is what the policy names.
 */
export function checkTileUrl(template: string | null | undefined): { ok: true; url: string; origin: string } | { ok: false; reason: string } {
  const url = template?.trim() ?? ''
  if (!url) return { ok: false, reason: 'no tile URL is set' }
  const missing = REQUIRED.filter((placeholder) => !url.includes(placeholder))
  if (missing.length > 0) return { ok: false, reason: `the tile URL lacks ${missing.join(', ')}` }
  const other = url.replaceAll(/\{[zxy]\}/g, '').match(/\{[^}]*\}/)
  if (other) return { ok: false, reason: `the tile URL has a placeholder the map doesn't fill: ${other[0]}` }
  const sample = url.replaceAll(/\{[zxy]\}/g, '0')
  if (!URL.canParse(sample)) return { ok: false, reason: 'the tile URL is not a web address' }
  const parsed = new URL(sample)
  if (parsed.protocol !== 'https:') return { ok: false, reason: 'the tile URL must start with https://' }
  if (parsed.username || parsed.password) return { ok: false, reason: 'the tile URL must not carry a user name or password' }
  if (!parsed.hostname || parsed.hostname.includes('{')) return { ok: false, reason: 'the tile URL has no host' }
  return { ok: true, url, origin: parsed.origin }
}
