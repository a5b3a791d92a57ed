import { describe, expect, it } from 'vitest'
import { LruCache } from './lru-cache'

describe('LruCache', () => {
  it('drops the least recently used entry once over its capacity', () => {
    const cache = new LruCache<number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1) // a is now the most recent
    cache.set('c', 3)
    expect([...cache.keys()]).toEqual(['a', 'c'])
    expect(cache.get('b')).toBeUndefined()
  })

  it('replaces a value without growing, and forgets a deleted key', () => {
    const cache = new LruCache<string>(2)
    cache.set('a', 'old')
    cache.set('a', 'new')
    cache.set('b', 'b')
    expect(cache.get('a')).toBe('new')
    cache.delete('a')
    expect([...cache.keys()]).toEqual(['b'])
  })

  it('refuses a capacity that could hold nothing', () => {
    expect(() => new LruCache(0)).toThrow('at least one entry')
  })
})
