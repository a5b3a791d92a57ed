import { useStoreAfterHydration } from '../../ui/hydration'
import { parseSavedList, type SavedList } from './saved-lists'

/**
 * The one way to the browser's local storage for favourites, compare and recently viewed. Every read parses
 * defensively (saved-lists.ts); storage that can't be used (blocked, private modes, a full quota) reads as null, and
 * the features hide. Views subscribe to a list: a change in this tab or another one (the `storage` event) re-renders
 * them, so two tabs agree.
 */
export interface SavedStore {
  /** The list, or null when the browser won't store anything. */
  read<T extends { id: string }>(list: SavedList<T>): readonly T[] | null
  /** Replaces the list; false when it could not be stored. */
  write<T extends { id: string }>(list: SavedList<T>, items: readonly T[]): boolean
  subscribe(list: SavedList<{ id: string }>, onChange: () => void): () => void
}

const PROBE_KEY = 'dealer.storageProbe'

/** A store over `storage` (local storage in the browser; a stand-in in tests), told of other tabs' changes by `events`. */
export function savedStore(storage: () => Storage, events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null): SavedStore {
  let usable: boolean | null = null
  const snapshots = new Map<string, { text: string | null; items: readonly unknown[] }>()
  const listeners = new Map<string, Set<() => void>>()

  function available(): boolean {
    if (usable !== null) return usable
    try {
      storage().setItem(PROBE_KEY, '1')
      storage().removeItem(PROBE_KEY)
      usable = true
    } catch {
      usable = false
    }
    return usable
  }

  function notify(key: string): void {
    for (const listener of listeners.get(key) ?? []) listener()
  }

  function onStorage(event: StorageEvent): void {
    // A null key is another tab clearing the whole storage.
    for (const key of event.key === null ? [...listeners.keys()] : [event.key]) notify(key)
  }

  return {
    read<T extends { id: string }>(list: SavedList<T>) {
      if (!available()) return null
      let text: string | null
      try {
        text = storage().getItem(list.key)
      } catch {
        return null
      }
      // The same text gives the same array, as React's useSyncExternalStore needs.
      const cached = snapshots.get(list.key)
      if (cached && cached.text === text) return cached.items as readonly T[]
      const items = parseSavedList(list, text)
      snapshots.set(list.key, { text, items })
      return items
    },
    write(list, items) {
      if (!available()) return false
      try {
        storage().setItem(list.key, JSON.stringify(items.slice(0, list.limit)))
      } catch {
        return false
      } finally {
        notify(list.key)
      }
      return true
    },
    subscribe(list, onChange) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage)
      const forKey = listeners.get(list.key) ?? new Set()
      listeners.set(list.key, forKey)
      forKey.add(onChange)
      return () => {
        forKey.delete(onChange)
        if (forKey.size === 0) listeners.delete(list.key)
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage)
      }
    },
  }
}

let browserStore: SavedStore | null = null

/** The browser's store, made on first use (never on the server). */
export function browserSavedStore(): SavedStore {
  browserStore ??= savedStore(() => window.localStorage, window)
  return browserStore
}

/**
 * A stored list for a view: null on the server and during hydration (the server can't know what this browser keeps, so
 * the first render matches the server's), then the list, kept current. Null also when storage is unusable.
 */
export function useSavedList<T extends { id: string }>(list: SavedList<T>): readonly T[] | null {
  return useStoreAfterHydration(
    (onChange) => browserSavedStore().subscribe(list, onChange),
    () => browserSavedStore().read(list),
    () => null,
  )
}
