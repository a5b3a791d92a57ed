// @vitest-environment jsdom
import { act, cleanup, fireEvent, render as renderNow, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Carousel, nearestSnap } from './Carousel'
import { createFakeEmbla } from '../../test-support/embla-fake'

// jsdom has no layout for Embla to measure: a fake stands in for it (embla-fake.ts).
const embla = vi.hoisted(() => ({ api: undefined as unknown }))
vi.mock('embla-carousel', () => ({ default: () => embla.api }))
const fakeEmbla = (options: Parameters<typeof createFakeEmbla>[0]) => (embla.api = createFakeEmbla(options))

/** Renders, then waits for Embla's module to load (it is imported after mount). */
async function render(element: React.ReactElement) {
  const result = renderNow(element)
  await act(async () => {})
  return result
}

afterEach(() => {
  cleanup()
  embla.api = undefined
})

const slides = ['Latest offers', 'Book a service', 'Sell your car'].map((title) => (
  <a key={title} href={`/${title}`}>
    {title}
  </a>
))

/** The HTML the server sends, in a document, before any script runs. */
function serverRender(element: React.ReactElement): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = renderToString(element)
  document.body.append(host)
  return host
}

const dots = () => screen.getAllByRole('button', { name: /^Go to slide \d$/ })
const currentDot = () =>
  dots()
    .filter((dot) => dot.getAttribute('aria-current') === 'true')
    .map((dot) => dot.getAttribute('aria-label'))

describe('Carousel before scripts run (server render)', () => {
  it('is a named carousel region with every slide in the page, each named "N of M"', () => {
    const host = serverRender(<Carousel label="Offers and services" slides={slides} />)
    const carousel = within(host).getByRole('region', { name: 'Offers and services' })
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    const groups = within(carousel).getAllByRole('group')
    expect(groups.map((group) => [group.getAttribute('aria-label'), group.getAttribute('aria-roledescription'), group.textContent])).toEqual([
      ['1 of 3', 'slide', 'Latest offers'],
      ['2 of 3', 'slide', 'Book a service'],
      ['3 of 3', 'slide', 'Sell your car'],
    ])
    // Native scroll-snap row until Embla is ready.
    expect(carousel.classList.contains('carousel--ready')).toBe(false)
    host.remove()
  })

  it('starts at the first slide with its controls drawn but disabled (they do nothing until Embla runs), one dot per slide', () => {
    const host = serverRender(<Carousel label="Offers and services" slides={slides} />)
    for (const button of within(host).getAllByRole('button')) expect(button.hasAttribute('disabled'), button.getAttribute('aria-label')!).toBe(true)
    expect(currentDot()).toEqual(['Go to slide 1'])
    expect(dots()).toHaveLength(3)
    for (const button of within(host).getAllByRole('button')) expect(button.getAttribute('type')).toBe('button')
    host.remove()
  })

  it('scrolls natively, and takes focus so the arrow keys scroll it, until Embla takes over', async () => {
    const host = serverRender(<Carousel label="Offers and services" slides={slides} />)
    expect(host.querySelector('.carousel__viewport')!.getAttribute('tabindex')).toBe('0')
    host.remove()
    fakeEmbla({ snaps: 3 })
    const { container } = await render(<Carousel label="Offers and services" slides={slides} />)
    expect(container.querySelector('.carousel__viewport')!.hasAttribute('tabindex')).toBe(false)
  })

  it('has no arrows or dots for a single slide', () => {
    const host = serverRender(<Carousel label="Featured ranges" slides={[slides[0]]} />)
    expect(within(host).getByRole('group', { name: '1 of 1' }).textContent).toBe('Latest offers')
    expect(within(host).queryAllByRole('button')).toEqual([])
    host.remove()
  })
})

describe('Carousel once Embla runs', async () => {
  it('disables Next at the last slide and Previous at the first, and moves the current dot along', async () => {
    fakeEmbla({ snaps: 3 })
    await render(<Carousel label="Offers and services" slides={slides} />)
    const previous = screen.getByRole('button', { name: 'Previous slide' })
    const next = screen.getByRole('button', { name: 'Next slide' })
    expect(screen.getByRole('region', { name: 'Offers and services' }).classList.contains('carousel--ready')).toBe(true)
    expect([(previous as HTMLButtonElement).disabled, (next as HTMLButtonElement).disabled, (dots()[2] as HTMLButtonElement).disabled]).toEqual([
      true,
      false,
      false,
    ])

    fireEvent.click(next)
    expect(currentDot()).toEqual(['Go to slide 2'])
    expect([(previous as HTMLButtonElement).disabled, (next as HTMLButtonElement).disabled]).toEqual([false, false])

    fireEvent.click(next)
    expect(currentDot()).toEqual(['Go to slide 3'])
    expect([(previous as HTMLButtonElement).disabled, (next as HTMLButtonElement).disabled]).toEqual([false, true])

    fireEvent.click(previous)
    fireEvent.click(previous)
    expect(currentDot()).toEqual(['Go to slide 1'])
    expect([(previous as HTMLButtonElement).disabled, (next as HTMLButtonElement).disabled]).toEqual([true, false])
  })

  it('goes to the slide whose dot is clicked', async () => {
    const api = fakeEmbla({ snaps: 3 })
    await render(<Carousel label="Offers and services" slides={slides} />)
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }))
    expect(api.scrollTo).toHaveBeenCalledWith(2, false)
    expect(currentDot()).toEqual(['Go to slide 3'])
    expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('keeps keyboard focus on an arrow when the focused one becomes disabled at the end', async () => {
    fakeEmbla({ snaps: 2 })
    await render(<Carousel label="Offers and services" slides={slides.slice(0, 2)} />)
    const next = screen.getByRole('button', { name: 'Next slide' })
    next.focus()
    fireEvent.click(next)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous slide' }))
  })

  it('hides arrows and dots when every slide fits, and brings them back when the screen narrows', async () => {
    const api = fakeEmbla({ snaps: 1 })
    await render(<Carousel label="Offers and services" slides={slides} />)
    expect(screen.queryAllByRole('button')).toEqual([])
    expect(screen.getAllByRole('group')).toHaveLength(3)

    api.resize(3)
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy()
    expect(dots()).toHaveLength(3)

    api.resize(1)
    expect(screen.queryAllByRole('button')).toEqual([])
  })

  it('keeps the slide a shopper swiped to before scripts loaded', async () => {
    const viewport = document.createElement('div')
    let scrollLeft = 760
    Object.defineProperties(viewport, {
      scrollLeft: { get: () => scrollLeft, set: (value: number) => (scrollLeft = value) },
      scrollWidth: { value: 1140 },
      clientWidth: { value: 380 },
    })
    const api = fakeEmbla({ snaps: 3, viewport })
    await render(<Carousel label="Offers and services" slides={slides} />)
    expect(scrollLeft).toBe(0)
    expect(api.scrollTo).toHaveBeenCalledWith(2, true)
    expect(currentDot()).toEqual(['Go to slide 3'])
  })
})

describe('Carousel driven from outside (e.g. by thumbnails)', () => {
  function Driven({ onSelect = () => {} }: { onSelect?: (index: number) => void }) {
    const [shown, setShown] = useState(0)
    return (
      <>
        <button type="button" onClick={() => setShown(2)}>
          Thumbnail 3
        </button>
        <p>Showing {shown + 1}</p>
        <Carousel
          label="Photos"
          slides={slides}
          dots={false}
          selectedIndex={shown}
          onSelect={(index) => {
            onSelect(index)
            setShown(index)
          }}
        />
      </>
    )
  }

  it('goes to the stop it is given, and reports every stop it settles on', async () => {
    const api = fakeEmbla({ snaps: 3 })
    const reported = vi.fn()
    await render(<Driven onSelect={reported} />)
    fireEvent.click(screen.getByRole('button', { name: 'Thumbnail 3' }))
    expect(api.scrollTo).toHaveBeenCalledWith(2, false)
    expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(screen.getByText('Showing 2')).toBeTruthy()
    expect(reported.mock.calls).toEqual([[2], [1]])
  })

  it('applies a stop chosen before Embla loaded once it has', async () => {
    const api = fakeEmbla({ snaps: 3 })
    renderNow(<Driven />)
    fireEvent.click(screen.getByRole('button', { name: 'Thumbnail 3' }))
    await act(async () => {})
    expect(api.selectedScrollSnap()).toBe(2)
    expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('reports the slide a shopper swiped to before scripts loaded, rather than going back to the first', async () => {
    const viewport = document.createElement('div')
    let scrollLeft = 380
    Object.defineProperties(viewport, {
      scrollLeft: { get: () => scrollLeft, set: (value: number) => (scrollLeft = value) },
      scrollWidth: { value: 1140 },
      clientWidth: { value: 380 },
    })
    const api = fakeEmbla({ snaps: 3, viewport })
    await render(<Driven />)
    expect(api.selectedScrollSnap()).toBe(1)
    expect(screen.getByText('Showing 2')).toBeTruthy()
  })

  it('starts at the stop it is given when mounted', async () => {
    const api = fakeEmbla({ snaps: 3 })
    await render(<Carousel label="Photos" slides={slides} selectedIndex={2} />)
    expect(api.scrollTo).toHaveBeenCalledWith(2, true)
    expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('can leave out the dots, keeping the arrows', () => {
    const host = serverRender(<Carousel label="Photos" slides={slides} dots={false} />)
    expect(
      within(host)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous slide', 'Next slide'])
    host.remove()
  })
})

describe('nearestSnap', () => {
  it('picks the stop closest to how far along the row is scrolled', () => {
    expect(nearestSnap([0, 0.5, 1], 0)).toBe(0)
    expect(nearestSnap([0, 0.5, 1], 0.3)).toBe(1)
    expect(nearestSnap([0, 0.5, 1], 0.8)).toBe(2)
    expect(nearestSnap([0], 0.9)).toBe(0)
  })
})
