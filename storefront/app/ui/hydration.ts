import { useEffect, useState, useSyncExternalStore } from 'react'

/**
 * `useSyncExternalStore` with React's meaning of `getServerSnapshot` under Preact too (the browser runs Preact,
 * docs/decisions/040-preact-in-the-browser.md, whose version ignores it): while the server's HTML is being hydrated the
 * value is the server's, so what hydration keeps matches it, then the store's. Preact doesn't patch attributes while
 * hydrating, so a first render that differed from the server's HTML would leave the page showing the server's state.
 */
export function useStoreAfterHydration<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const afterHydration = useHydrated()
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  return afterHydration ? value : getServerSnapshot()
}

/**
 * False on the server and in the component's first render in the browser, then true. For a control whose server HTML
 * would do the wrong thing when used before its code runs (a form's submit button would send the page a GET): render it
 * disabled until then. Always false at first, even long after the page hydrated: a section hydrated later, when scrolled
 * near (near-viewport.tsx), must first render what the server did.
 */
export function useHydrated(): boolean {
  const [afterHydration, setAfterHydration] = useState(false)
  useEffect(() => setAfterHydration(true), [])
  return afterHydration
}
