import { describe, expect, it } from 'vitest'
import { ContentCache } from './content-cache'

describe('ContentCache', () => {
  it('serves a cached value without loading again until the tenant is invalidated', async () => {
    const cache = new ContentCache(60_000)
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('1', 'page:home', load)).toBe(1)
    expect(await cache.get('1', 'page:home', load)).toBe(1)
    cache.invalidateTenant('1')
    expect(await cache.get('1', 'page:home', load)).toBe(2)
  })

  it("keeps other tenants' entries when one tenant publishes, but drops shared ones", async () => {
    const cache = new ContentCache(60_000)
    await cache.get('1', 'page:home', async () => 'one')
    await cache.get('2', 'page:home', async () => 'two')
    await cache.get(ContentCache.ALL_TENANTS, 'tenants', async () => 'list')
    expect(cache.invalidateTenant('1')).toBe(2)
    expect(await cache.get('2', 'page:home', async () => 'reloaded')).toBe('two')
    expect(await cache.get(ContentCache.ALL_TENANTS, 'tenants', async () => 'new list')).toBe('new list')
  })

  it('reloads after the time limit', async () => {
    let clock = 0
    const cache = new ContentCache(1000, () => clock)
    await cache.get('1', 'k', async () => 'old')
    clock = 1001
    expect(await cache.get('1', 'k', async () => 'new')).toBe('new')
  })

  it('keeps a miss (null) for 30 seconds only, content for the whole time limit', async () => {
    let clock = 0
    const cache = new ContentCache(600_000, () => clock)
    await cache.get('1', 'page:p1', async () => null)
    await cache.get('1', 'page:home', async () => 'home')
    clock = 29_000
    expect(await cache.get('1', 'page:p1', async () => 'made since')).toBeNull()
    clock = 31_000
    expect(await cache.get('1', 'page:p1', async () => 'made since')).toBe('made since')
    expect(await cache.get('1', 'page:home', async () => 'reloaded')).toBe('home')
  })

  it('shares one load between concurrent requests and does not cache failures', async () => {
    const cache = new ContentCache(60_000)
    let loads = 0
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10))
    const [a, b] = await Promise.all([cache.get('1', 'k', slow), cache.get('1', 'k', slow)])
    expect([a, b, loads]).toEqual([1, 1, 1])
    await expect(cache.get('1', 'bad', () => Promise.reject(new Error('CMS down')))).rejects.toThrow('CMS down')
    expect(await cache.get('1', 'bad', async () => 'recovered')).toBe('recovered')
  })
})

describe('ContentCache bounds', () => {
  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ContentCache(60_000, Date.now, { maxEntries: 3 })
    for (const slug of ['a', 'b', 'c']) await cache.get('1', slug, async () => slug)
    await cache.get('1', 'a', async () => 'reloaded') // a is now the most recently used
    await cache.get('1', 'd', async () => 'd')
    expect(cache.size.entries).toBe(3)
    expect(await cache.get('1', 'a', async () => 'reloaded')).toBe('a')
    expect(await cache.get('1', 'b', async () => 'reloaded')).toBe('reloaded')
  })

  it('keeps its loaded values within maxBytes however many addresses are asked for', async () => {
    const cache = new ContentCache(60_000, Date.now, { maxBytes: 1_000 })
    for (let page = 0; page < 500; page++) await cache.get('1', `page:/p${page}`, async () => ({ slug: `p${page}`, body: 'x'.repeat(80) }))
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000)
    expect(cache.size.entries).toBeGreaterThan(0)
    expect(cache.size.entries).toBeLessThan(20)
  })

  it('counts nothing for an entry that was invalidated while it loaded', async () => {
    const cache = new ContentCache(60_000)
    let finish: (value: string) => void = () => {}
    const pending = cache.get('1', 'k', () => new Promise<string>((resolve) => (finish = resolve)))
    cache.invalidateTenant('1')
    finish('late')
    await pending
    await Promise.resolve()
    expect(cache.size).toEqual({ entries: 0, bytes: 0 })
  })
})
