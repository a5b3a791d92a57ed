// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useHydrated, useStoreAfterHydration } from './hydration'

afterEach(cleanup)

function storeOf(value: string) {
  const listeners = new Set<() => void>()
  return {
    subscribe: (onChange: () => void) => {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    read: () => value,
    set(next: string) {
      value = next
      for (const listener of listeners) listener()
    },
  }
}

describe('useHydrated', () => {
  it('is false on the server and in the first render in the browser, then true', () => {
    const seen: boolean[] = []
    function Probe() {
      const hydrated = useHydrated()
      seen.push(hydrated)
      return <button disabled={!hydrated}>Send</button>
    }
    expect(renderToString(<Probe />)).toContain('disabled')
    seen.length = 0
    const { getByRole } = render(<Probe />)
    expect(seen[0]).toBe(false)
    expect(getByRole('button').hasAttribute('disabled')).toBe(false)
  })

  it('starts false for every component, however long after the page hydrated it mounts', () => {
    const seen: boolean[] = []
    function Probe() {
      seen.push(useHydrated())
      return null
    }
    render(<Probe />)
    seen.length = 0
    render(<Probe />)
    expect(seen).toEqual([false, true])
  })
})

describe('useStoreAfterHydration', () => {
  it("renders the server's value first, then the store's, and follows the store", () => {
    const store = storeOf('saved in this browser')
    const seen: string[] = []
    function Probe() {
      const value = useStoreAfterHydration(store.subscribe, store.read, () => 'server')
      seen.push(value)
      return <p>{value}</p>
    }
    expect(renderToString(<Probe />)).toContain('server')
    seen.length = 0
    const { container } = render(<Probe />)
    expect(seen[0]).toBe('server')
    expect(container.textContent).toBe('saved in this browser')
    act(() => store.set('changed in another tab'))
    expect(container.textContent).toBe('changed in another tab')
  })
})
