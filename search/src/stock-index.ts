/**
 * Each tenant's stock lives in its own index (a dealer group's sites may later share one), so a feed
 * import can swap one tenant's stock atomically without touching another's. Records still carry
 * `tenant`, and every query still filters on it.
 */
export function stockIndexName(tenantSlug: string, prefix = process.env.SEARCH_INDEX_PREFIX ?? 'stock_'): string {
  return `${prefix}${tenantSlug}`
}
