// @vitest-environment jsdom
import type { ImageSliderBlock, Media } from '@dealer/cms-contract'
import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ImageSliderBlockView } from './Component'
import { DISCOVER_THE_RANGE } from './texts'
import { stubLayoutObservers } from '../../test-support/jsdom-layout'

stubLayoutObservers()
afterEach(cleanup)

function photo(id: number, filename: string, alt: string, extra: Partial<Media> = {}): Media {
  return {
    id,
    alt,
    filename,
    width: 2400,
    height: 1242,
    sizes: { card: { filename: filename.replace('.jpg', '-768x397.webp'), width: 768, height: 397 } },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  }
}

type Slide = ImageSliderBlock['slides'][number]
const block = (slides: Slide[]): ImageSliderBlock => ({ blockType: 'imageSlider', id: 's1', slides })

const bullBars: Slide = {
  id: 'a',
  image: photo(1, 'bull-bar.jpg', 'A LandCruiser 79 with a black bull bar on a red dirt track'),
  name: 'Bull bars',
  description: 'ADR-compliant bars for every popular 4x4.',
  link: '/pages/bull-bars',
  linkLabel: DISCOVER_THE_RANGE,
}
const canopies: Slide = {
  id: 'b',
  image: photo(2, 'canopy.jpg', 'An aluminium canopy on a HiLux tray', { focalX: 30, focalY: 60 }),
  name: 'Canopies',
  description: 'Lockable storage, built to fit.',
  link: '/pages/canopies',
  linkLabel: 'Shop canopies',
}
const winches: Slide = { id: 'c', image: photo(3, 'winch.jpg', 'A winch on a steel bar'), name: 'Winches', link: '/pages/winches', linkLabel: null }

describe('ImageSliderBlockView', () => {
  it('shows several photos as a carousel of slides, each with its name as a heading, description and link', () => {
    render(<ImageSliderBlockView block={block([bullBars, canopies, winches])} data={null} />)
    const carousel = screen.getByRole('region', { name: 'Featured ranges' })
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    const slides = within(carousel).getAllByRole('group')
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3'])

    expect(within(slides[0]).getByRole('heading', { level: 2 }).textContent).toBe('Bull bars')
    expect(within(slides[0]).getByText('ADR-compliant bars for every popular 4x4.')).toBeTruthy()
    expect(within(slides[0]).getByRole('link', { name: 'Discover the Range' }).getAttribute('href')).toBe('/pages/bull-bars')
    expect(within(slides[1]).getByRole('link', { name: 'Shop canopies' }).getAttribute('href')).toBe('/pages/canopies')
    // No label given: the spec's default text.
    expect(within(slides[2]).getByRole('link', { name: 'Discover the Range' }).getAttribute('href')).toBe('/pages/winches')
  })

  it('arrives from the server at the first slide, with its arrows drawn but disabled until the carousel script runs, and a dot per slide', () => {
    // Server HTML: in jsdom (no layout) Embla measures every slide as fitting, and hides the controls.
    const host = document.createElement('div')
    host.innerHTML = renderToString(<ImageSliderBlockView block={block([bullBars, canopies, winches])} data={null} />)
    const carousel = within(host).getByRole('region', { name: 'Featured ranges' })
    expect((within(carousel).getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement).disabled).toBe(true)
    expect((within(carousel).getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(true)
    const dots = within(carousel).getAllByRole('button', { name: /^Go to slide \d$/ })
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null])
    // Every photo is in the page before scripts run.
    expect(within(carousel).getAllByRole('img')).toHaveLength(3)
  })

  it('loads the first photo straight away at high priority and the others lazily, reserving each one’s space', () => {
    render(<ImageSliderBlockView block={block([bullBars, canopies])} data={null} />)
    const [first, second] = screen.getAllByRole('img')
    expect(first.getAttribute('alt')).toBe('A LandCruiser 79 with a black bull bar on a red dirt track')
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
    expect([second.getAttribute('loading'), second.getAttribute('fetchpriority')]).toEqual(['lazy', null])
    expect([first.getAttribute('width'), first.getAttribute('height'), first.getAttribute('sizes')]).toEqual(['2400', '1242', '100vw'])
    expect(first.getAttribute('src')).toBe('/media/bull-bar.jpg')
    expect(first.getAttribute('srcset')).toBe('/media/bull-bar-768x397.webp 768w, /media/bull-bar.jpg 2400w')
    // The crop keeps the subject the staff marked.
    expect(second.style.objectPosition).toBe('30% 60%')
  })

  it('shows a single photo without carousel controls', () => {
    render(<ImageSliderBlockView block={block([bullBars])} data={null} />)
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.queryAllByRole('button')).toEqual([])
    expect(screen.getByRole('img').getAttribute('alt')).toBe('A LandCruiser 79 with a black bull bar on a red dirt track')
    expect(screen.getByRole('heading', { level: 2, name: 'Bull bars' })).toBeTruthy()
  })

  it('skips slides whose photo is missing, and shows nothing when none is left', () => {
    const { rerender } = render(<ImageSliderBlockView block={block([{ ...canopies, image: 99 }, bullBars, winches])} data={null} />)
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2'])
    expect(screen.queryByText('Canopies')).toBeNull()
    // The first photo shown is the one that loads eagerly.
    expect(screen.getAllByRole('img')[0].getAttribute('loading')).toBe('eager')

    rerender(<ImageSliderBlockView block={block([{ ...canopies, image: 99 }])} data={null} />)
    expect(document.body.textContent).toBe('')
    expect(document.querySelector('img')).toBeNull()
  })

  it('leaves the link off when hidden or when there is nowhere to go', () => {
    render(
      <ImageSliderBlockView
        block={block([
          { ...bullBars, hideLink: true },
          { ...canopies, link: null },
        ])}
        data={null}
      />,
    )
    expect(screen.queryAllByRole('link')).toEqual([])
    expect(screen.getByRole('heading', { name: 'Bull bars' })).toBeTruthy()
  })

  it('hides the name and description when the overlay is hidden, keeping the link and, for screen readers, the name', () => {
    render(<ImageSliderBlockView block={block([{ ...bullBars, hideOverlay: true }])} data={null} />)
    expect(screen.queryByText('ADR-compliant bars for every popular 4x4.')).toBeNull()
    const heading = screen.getByRole('heading', { name: 'Bull bars' })
    expect(heading.className).toBe('visually-hidden')
    expect(screen.getByRole('link', { name: 'Discover the Range' })).toBeTruthy()
  })

  it('is just the photo when the overlay and link are both hidden', () => {
    render(<ImageSliderBlockView block={block([{ ...bullBars, hideOverlay: true, hideLink: true }])} data={null} />)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('img')).toBeTruthy()
  })
})
