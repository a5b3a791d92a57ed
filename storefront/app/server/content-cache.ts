/**
 * Content read from the CMS, cached per tenant. Entries are dropped when staff publish (the CMS calls
 * the storefront), with a time limit as a safety net. Concurrent misses for one key share one load.
 */
export class ContentCache {
  private readonly entries = new Map<string, { tenantId: string; expiresAt: number; value: Promise<unknown> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** `tenantId` groups entries for invalidation; use ContentCache.ALL_TENANTS for cross-tenant data. */
  get<T>(tenantId: string, key: string, load: () => Promise<T>): Promise<T> {
    const cacheKey = `${tenantId}\u0000${key}`
    const hit = this.entries.get(cacheKey)
    if (hit && hit.expiresAt > this.now()) return hit.value as Promise<T>
    const value = load()
    this.entries.set(cacheKey, { tenantId, expiresAt: this.now() + this.ttlMs, value })
    // A failed load is not cached: the next request tries again.
    value.catch(() => {
      if (this.entries.get(cacheKey)?.value === value) this.entries.delete(cacheKey)
    })
    return value
  }

  /** Drops one tenant's entries and the cross-tenant ones (the tenant list may have changed too). */
  invalidateTenant(tenantId: string): number {
    let dropped = 0
    for (const [key, entry] of this.entries) {
      if (entry.tenantId === tenantId || entry.tenantId === ContentCache.ALL_TENANTS) {
        this.entries.delete(key)
        dropped++
      }
    }
    return dropped
  }

  static readonly ALL_TENANTS = '*'
}
