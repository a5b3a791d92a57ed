// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useStoreAfterHydration } from './hydration'

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

  it("starts with the server's value for every component, however long after the page hydrated it mounts", () => {
    const store = storeOf('saved in this browser')
    const seen: string[] = []
    function Probe() {
      seen.push(useStoreAfterHydration(store.subscribe, store.read, () => 'server'))
      return null
    }
    render(<Probe />)
    seen.length = 0
    render(<Probe />)
    expect(seen).toEqual(['server', 'saved in this browser'])
  })
})
