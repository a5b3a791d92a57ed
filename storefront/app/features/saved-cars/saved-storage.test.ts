import { describe, expect, it, vi } from 'vitest'
import { COMPARE, FAVOURITES, type CompareCar } from './saved-lists'
import { savedStore } from './saved-storage'

/** A Map-backed stand-in for the browser's Storage. */
function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  }
}

/** One stand-in storage, as the store would get from the browser on every call. */
function oneStorage(): () => Storage {
  const storage = memoryStorage()
  return () => storage
}

/** Storage that refuses every call, as a browser blocking site data does. */
function blockedStorage(): Storage {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  return { length: 0, clear: refuse, getItem: refuse, key: refuse, removeItem: refuse, setItem: refuse }
}

/** Stands in for window's storage events, so a test can play another tab. */
function otherTabs() {
  const target = new EventTarget()
  return {
    events: target as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
    changed: (key: string | null) => target.dispatchEvent(Object.assign(new Event('storage'), { key })),
  }
}

const car = (id: string): CompareCar => ({ id, slug: `car-${id}`, name: `Car ${id}` })

describe('savedStore', () => {
  it('writes a list and reads it back', () => {
    const store = savedStore(oneStorage(), null)
    expect(store.read(COMPARE)).toEqual([])
    expect(store.write(COMPARE, [car('1'), car('2')])).toBe(true)
    expect(store.read(COMPARE)).toEqual([car('1'), car('2')])
  })

  it('answers the same array while the stored text is unchanged, and a new one after a write', () => {
    const store = savedStore(oneStorage(), null)
    store.write(COMPARE, [car('1')])
    const first = store.read(COMPARE)
    expect(store.read(COMPARE)).toBe(first)
    store.write(COMPARE, [car('1'), car('2')])
    expect(store.read(COMPARE)).not.toBe(first)
  })

  it('reads corrupt or foreign text as an empty list, never throwing', () => {
    const storage = memoryStorage()
    const store = savedStore(() => storage, null)
    storage.setItem(COMPARE.key, '{not json')
    expect(store.read(COMPARE)).toEqual([])
    storage.setItem(FAVOURITES.key, JSON.stringify({ cars: [] }))
    expect(store.read(FAVOURITES)).toEqual([])
  })

  it('stores no more than the list keeps', () => {
    const storage = memoryStorage()
    savedStore(() => storage, null).write(COMPARE, ['1', '2', '3', '4', '5'].map(car))
    expect(JSON.parse(storage.getItem(COMPARE.key) ?? '[]')).toHaveLength(4)
  })

  it('reads null and refuses writes when storage is unusable, so the features hide', () => {
    const store = savedStore(blockedStorage, null)
    expect(store.read(COMPARE)).toBeNull()
    expect(store.write(COMPARE, [car('1')])).toBe(false)
  })

  it('reads null when the storage itself cannot be reached', () => {
    const store = savedStore(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    }, null)
    expect(store.read(FAVOURITES)).toBeNull()
  })

  it('tells the subscribers of a list when this tab writes it', () => {
    const store = savedStore(oneStorage(), null)
    const onCompare = vi.fn()
    const onFavourites = vi.fn()
    const stop = store.subscribe(COMPARE, onCompare)
    store.subscribe(FAVOURITES, onFavourites)
    store.write(COMPARE, [car('1')])
    expect(onCompare).toHaveBeenCalledTimes(1)
    expect(onFavourites).not.toHaveBeenCalled()
    stop()
    store.write(COMPARE, [car('2')])
    expect(onCompare).toHaveBeenCalledTimes(1)
  })

  it('tells them when another tab changes the list or clears the storage, and reads the new list', () => {
    const storage = memoryStorage()
    const tabs = otherTabs()
    const store = savedStore(() => storage, tabs.events)
    const onCompare = vi.fn()
    const stop = store.subscribe(COMPARE, onCompare)
    expect(store.read(COMPARE)).toEqual([])
    storage.setItem(COMPARE.key, JSON.stringify([car('3')]))
    tabs.changed(COMPARE.key)
    expect(onCompare).toHaveBeenCalledTimes(1)
    expect(store.read(COMPARE)).toEqual([car('3')])
    tabs.changed('someone.else')
    expect(onCompare).toHaveBeenCalledTimes(1)
    storage.clear()
    tabs.changed(null)
    expect(onCompare).toHaveBeenCalledTimes(2)
    expect(store.read(COMPARE)).toEqual([])
    stop()
    tabs.changed(COMPARE.key)
    expect(onCompare).toHaveBeenCalledTimes(2)
  })
})
