// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HydrateWhenVisible, LazyWhenVisible, usePageHydrated, useWhenNear } from './near-viewport'
import { useRef, type ReactNode } from 'react'

/** An IntersectionObserver the test moves: `comeNear()` reports every observed element as within the margin. */
class FakeObserver {
  static all: FakeObserver[] = []
  readonly observed: Element[] = []
  disconnected = false
  constructor(
    private readonly onChange: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.all.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
  static comeNear() {
    for (const observer of FakeObserver.all) if (!observer.disconnected) observer.onChange([{ isIntersecting: true }])
  }
}

/** Renders as the browser does, letting what suspends commit its fallback (React runs the effects then). */
async function renderNow(ui: ReactNode) {
  let rendered!: ReturnType<typeof render>
  await act(async () => void (rendered = render(ui)))
  return rendered
}

/** A component shaped like Preact's `lazy()` (the browser's): it throws its import's promise until the code is here. */
function fakeLazy(text: string) {
  let loaded = false
  let calls = 0
  let arrive = () => {}
  const code = new Promise<void>((resolve) => (arrive = resolve)).then(() => void (loaded = true))
  function Lazy() {
    calls++
    if (!loaded) throw code
    return <p>{text}</p>
  }
  Lazy.displayName = 'Lazy'
  return { Lazy, arrive: () => act(async () => arrive()), calls: () => calls }
}

beforeEach(() => {
  FakeObserver.all = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('useWhenNear', () => {
  function Probe({ onNear }: { onNear: () => void }) {
    const box = useRef<HTMLDivElement>(null)
    useWhenNear(box, onNear, '100px 0px')
    return <div ref={box} />
  }

  it('calls once the element comes within the margin, then stops observing', () => {
    const onNear = vi.fn()
    render(<Probe onNear={onNear} />)
    expect(FakeObserver.all[0]!.options.rootMargin).toBe('100px 0px')
    expect(onNear).not.toHaveBeenCalled()
    FakeObserver.comeNear()
    expect(onNear).toHaveBeenCalledTimes(1)
    expect(FakeObserver.all[0]!.disconnected).toBe(true)
  })

  it('watches the first element with a box inside one laid out as if absent (display: contents)', () => {
    const style = document.head.appendChild(document.createElement('style'))
    style.textContent = '.lazy-root { display: contents; }'
    function Part() {
      const box = useRef<HTMLDivElement>(null)
      useWhenNear(box, () => {})
      return (
        <div ref={box} className="lazy-root">
          <div className="lazy-root">
            <section>Featured stock</section>
          </div>
        </div>
      )
    }
    try {
      render(<Part />)
      expect(FakeObserver.all[0]!.observed.map((element) => element.textContent)).toEqual(['Featured stock'])
      expect(FakeObserver.all[0]!.observed[0]!.tagName).toBe('SECTION')
    } finally {
      style.remove()
    }
  })

  it('calls at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const onNear = vi.fn()
    render(<Probe onNear={onNear} />)
    expect(onNear).toHaveBeenCalledTimes(1)
  })
})

describe('LazyWhenVisible', () => {
  it('shows the placeholder in the kept space until near, then the widget', async () => {
    const widget = fakeLazy('360° view')
    const { container } = render(
      <LazyWhenVisible className="spin-box" placeholder={<p>Loading the 360° view</p>}>
        <widget.Lazy />
      </LazyWhenVisible>,
    )
    expect(container.firstElementChild!.className).toBe('spin-box')
    expect(screen.getByText('Loading the 360° view')).toBeTruthy()
    expect(widget.calls()).toBe(0)
    act(() => FakeObserver.comeNear())
    expect(screen.getByText('Loading the 360° view')).toBeTruthy()
    await widget.arrive()
    expect(await screen.findByText('360° view')).toBeTruthy()
  })
})

describe('HydrateWhenVisible', () => {
  it('waits until near, loads the lazy code inside, and only then renders the part in one pass', async () => {
    const calculator = fakeLazy('Repayment calculator')
    const { container } = await renderNow(
      <HydrateWhenVisible className="vehicle-calculators">
        <h2>Calculators</h2>
        <calculator.Lazy />
      </HydrateWhenVisible>,
    )
    expect(container.firstElementChild!.className).toBe('vehicle-calculators')
    expect(screen.queryByText('Calculators')).toBeNull()
    expect(calculator.calls()).toBe(0)
    await act(async () => FakeObserver.comeNear())
    // Its code was asked for, but nothing renders before it is here: the part would hydrate piece by piece.
    expect(calculator.calls()).toBe(1)
    expect(screen.queryByText('Calculators')).toBeNull()
    await calculator.arrive()
    expect(await screen.findByText('Repayment calculator')).toBeTruthy()
    expect(screen.getByText('Calculators').parentElement!.className).toBe('lazy-root')
  })

  it.each(['pointerDown', 'keyDown', 'focusIn'] as const)('hydrates at once on a %s in it, before it comes near', async (event) => {
    const { container } = await renderNow(
      <HydrateWhenVisible className="below-fold">
        <button type="button">Show More</button>
      </HydrateWhenVisible>,
    )
    await act(async () => void fireEvent[event](container.firstElementChild!))
    expect(await screen.findByRole('button', { name: 'Show More' })).toBeTruthy()
  })

  // Last: the page is marked hydrated for the rest of this file.
  it('renders at once, code and all, once the page has hydrated (a client-side navigation), and marks the document', async () => {
    function Page() {
      usePageHydrated()
      return null
    }
    await renderNow(<Page />)
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true)
    const calculator = fakeLazy('Repayment calculator')
    await calculator.arrive()
    await renderNow(
      <HydrateWhenVisible className="below-fold">
        <calculator.Lazy />
      </HydrateWhenVisible>,
    )
    expect(screen.getByText('Repayment calculator')).toBeTruthy()
    expect(FakeObserver.all.every((observer) => !observer.disconnected)).toBe(true)
  })
})
