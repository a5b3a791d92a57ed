import { useEnhanced } from '@dealer/blocks/ui/near-viewport'
import { useSyncExternalStore } from 'react'

/**
 * `useSyncExternalStore` with React's meaning of `getServerSnapshot` under Preact too (the browser runs Preact,
 * docs/decisions/040-preact-in-the-browser.md, whose version ignores it): a component's first render in the browser has
 * the server's value, so what hydration keeps matches it, then the store's. Preact doesn't patch attributes while
 * hydrating, so a first render that differed from the server's HTML would leave the page showing the server's state.
 * Every component starts so, however long after the page hydrated it mounts: a part hydrated when scrolled near
 * (near-viewport.tsx) must first render what the server did.
 */
export function useStoreAfterHydration<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const enhanced = useEnhanced()
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  return enhanced ? value : getServerSnapshot()
}
