// @vitest-environment jsdom
// The browser runs Preact (decision 040): these hydrate server HTML with it, as the browser does, where the other
// tests of near-viewport.tsx render with React.
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('react', async () => await import('preact/compat'))
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'))
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'))

const { hydrate } = await import('preact/compat')
const { lazy, useState } = await import('react')
const { HydrateWhenLoaded, HydrateWhenVisible, useEnhanced } = await import('./near-viewport')

/** A widget of two root elements whose button counts presses: its handler proves it has hydrated. */
function Counter() {
  const [presses, setPresses] = useState(0)
  return (
    <>
      <p>Pressed {presses}</p>
      <button type="button">Add</button>
      <button type="button" onClick={() => setPresses(presses + 1)}>
        Count
      </button>
    </>
  )
}
const COUNTER_HTML = '<p>Pressed 0</p><button type="button">Add</button><button type="button">Count</button>'

/** Counter's code as a `lazy()` chunk that arrives when the test says. */
function lazyCounter() {
  let arrive!: () => void
  const code = new Promise<void>((resolve) => (arrive = resolve))
  return { LazyCounter: lazy(() => code.then(() => ({ default: Counter }))), arrive }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

let root: HTMLElement
let nearCallbacks: (() => void)[]
beforeEach(() => {
  root = document.body.appendChild(document.createElement('main'))
  nearCallbacks = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        nearCallbacks.push(() => callback([{ isIntersecting: true }]))
      }
      observe() {}
      disconnect() {}
    },
  )
})
afterEach(() => {
  root.remove()
  vi.unstubAllGlobals()
})

/** Serves `html` as the server would, hydrates `ui` over it, and gives the server's nodes to compare with later. */
async function hydrateOver(html: string, ui: ReactElement) {
  root.innerHTML = html
  const serverNodes = [...root.querySelectorAll('*')]
  hydrate(ui, root)
  await settle()
  return serverNodes
}

const count = () => root.querySelector('p')!.textContent

/** Presses Count and gives what the widget says then: "Pressed 1" once its handler is there. */
async function pressCount() {
  root.querySelectorAll('button')[1]!.click()
  await settle()
  return count()
}

describe('near-viewport under Preact', () => {
  it('keeps a HydrateWhenLoaded part’s server HTML, every root of it, until its code arrives, then hydrates it in place', async () => {
    const { LazyCounter, arrive } = lazyCounter()
    const serverNodes = await hydrateOver(
      `<h2>Calculator</h2><div class="lazy-root">${COUNTER_HTML}</div>`,
      <>
        <h2>Calculator</h2>
        <HydrateWhenLoaded>
          <LazyCounter />
        </HydrateWhenLoaded>
      </>,
    )
    expect(root.innerHTML).toBe(`<h2>Calculator</h2><div class="lazy-root">${COUNTER_HTML}</div>`)
    expect(await pressCount()).toBe('Pressed 0')

    arrive()
    await settle()
    expect([...root.querySelectorAll('*')]).toEqual(serverNodes)
    expect(await pressCount()).toBe('Pressed 1')
  })

  it('keeps a HydrateWhenVisible part’s server HTML until it comes near, then hydrates it in place', async () => {
    const { LazyCounter, arrive } = lazyCounter()
    arrive()
    const serverNodes = await hydrateOver(
      `<div class="below-fold"><div class="lazy-root">${COUNTER_HTML}</div></div>`,
      <HydrateWhenVisible className="below-fold">
        <LazyCounter />
      </HydrateWhenVisible>,
    )
    expect(await pressCount()).toBe('Pressed 0')
    expect([...root.querySelectorAll('*')]).toEqual(serverNodes)

    for (const comeNear of nearCallbacks) comeNear()
    await settle()
    expect([...root.querySelectorAll('*')]).toEqual(serverNodes)
    expect(await pressCount()).toBe('Pressed 1')
  })

  it('hydrates a waiting part on the first focus in it', async () => {
    const { LazyCounter, arrive } = lazyCounter()
    arrive()
    await hydrateOver(
      `<div class="below-fold"><div class="lazy-root">${COUNTER_HTML}</div></div>`,
      <HydrateWhenVisible className="below-fold">
        <LazyCounter />
      </HydrateWhenVisible>,
    )
    root.querySelectorAll('button')[1]!.focus()
    await settle()
    expect(await pressCount()).toBe('Pressed 1')
  })

  it('enables a control that is JavaScript’s alone, and marks a link as a dialog’s opener, only once its part has hydrated', async () => {
    function Controls() {
      const enhanced = useEnhanced()
      return (
        <>
          <a href="/enquire" aria-haspopup={enhanced ? 'dialog' : undefined}>
            Enquire
          </a>
          <button type="button" disabled={!enhanced}>
            Share
          </button>
        </>
      )
    }
    const SERVER_HTML = '<a href="/enquire">Enquire</a><button type="button" disabled="">Share</button>'
    await hydrateOver(
      `<h2>Car</h2><div class="below-fold"><div class="lazy-root">${SERVER_HTML}</div></div>`,
      <>
        <h2>Car</h2>
        <HydrateWhenVisible className="below-fold">
          <Controls />
        </HydrateWhenVisible>
      </>,
    )
    expect(root.querySelector('.lazy-root')!.innerHTML).toBe(SERVER_HTML)

    for (const comeNear of nearCallbacks) comeNear()
    // The part loads and hydrates in its own time: a busy machine takes longer than settle()'s pause.
    await vi.waitFor(() => {
      expect(root.querySelector('button')!.disabled).toBe(false)
      expect(root.querySelector('a')!.getAttribute('aria-haspopup')).toBe('dialog')
    })
  })
})
