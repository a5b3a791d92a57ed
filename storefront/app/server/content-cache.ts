/**
 * Content read from the CMS, cached per tenant. Entries are dropped when staff publish (the CMS calls the storefront),
 * with a time limit as a safety net. Concurrent misses for one key share one load. The cache is bounded by entries and
 * by bytes, least recently used first out: anyone can ask for `/p1`, `/p2`, … and each miss is an entry, so without a
 * bound the memory would grow with every address a crawler or an attacker makes up.
 */
const MISS_TTL_MS = 30_000

interface Entry {
  tenantId: string
  expiresAt: number
  value: Promise<unknown>
  /** The value's size as JSON, once it has loaded (0 until then). */
  bytes: number
}

export interface ContentCacheLimits {
  maxEntries?: number
  maxBytes?: number
}

export class ContentCache {
  /** In use order: a Map iterates in insertion order, and a hit re-inserts its entry. */
  private readonly entries = new Map<string, Entry>()
  private bytes = 0
  private readonly maxEntries: number
  private readonly maxBytes: number

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    { maxEntries = 5_000, maxBytes = 64 * 1024 * 1024 }: ContentCacheLimits = {},
  ) {
    this.maxEntries = maxEntries
    this.maxBytes = maxBytes
  }

  /** `tenantId` groups entries for invalidation; use ContentCache.ALL_TENANTS for cross-tenant data. */
  get<T>(tenantId: string, key: string, load: () => Promise<T>): Promise<T> {
    const cacheKey = `${tenantId}\u0000${key}`
    const hit = this.entries.get(cacheKey)
    if (hit && hit.expiresAt > this.now()) {
      this.entries.delete(cacheKey)
      this.entries.set(cacheKey, hit)
      return hit.value as Promise<T>
    }
    if (hit) this.remove(cacheKey)
    const value = load()
    const entry: Entry = { tenantId, expiresAt: this.now() + this.ttlMs, value, bytes: 0 }
    this.entries.set(cacheKey, entry)
    this.evict()
    value.then(
      (loaded) => {
        if (this.entries.get(cacheKey) !== entry) return
        // A miss (no such page) is kept briefly: enough to absorb a burst, not long enough to crowd out real content.
        if (loaded === null) entry.expiresAt = Math.min(entry.expiresAt, this.now() + MISS_TTL_MS)
        entry.bytes = JSON.stringify(loaded ?? null)?.length ?? 0
        this.bytes += entry.bytes
        this.evict()
      },
      // A failed load is not cached: the next request tries again.
      () => {
        if (this.entries.get(cacheKey) === entry) this.remove(cacheKey)
      },
    )
    return value
  }

  /** Drops one tenant's entries and the cross-tenant ones (the tenant list may have changed too). */
  invalidateTenant(tenantId: string): number {
    let dropped = 0
    for (const [key, entry] of this.entries) {
      if (entry.tenantId === tenantId || entry.tenantId === ContentCache.ALL_TENANTS) {
        this.remove(key)
        dropped++
      }
    }
    return dropped
  }

  /** Drops everything: after a lost connection to the CMS's change messages, any entry may be stale. */
  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  /** How much the cache holds: for tests and monitoring. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  private remove(cacheKey: string): void {
    const entry = this.entries.get(cacheKey)
    if (!entry) return
    this.bytes -= entry.bytes
    this.entries.delete(cacheKey)
  }

  /** Least recently used out until both bounds hold; the newest entry always stays. */
  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= 1 || (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes)) return
      this.remove(key)
    }
  }

  static readonly ALL_TENANTS = '*'
}
