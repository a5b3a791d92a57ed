// @vitest-environment jsdom
import { act, cleanup, fireEvent, render as renderNow, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { VIDEO_EMBED_PREFIX } from './gallery'
import { createFakeEmbla } from '@dealer/blocks/test-support/embla-fake'
import { Gallery, type GalleryProps } from './Gallery'

// jsdom has no layout for Embla to measure: a fake stands in for it, one stop per slide.
const embla = vi.hoisted(() => ({ api: undefined as unknown }))
vi.mock('embla-carousel', () => ({ default: () => embla.api }))
const fakeEmbla = (snaps: number) => (embla.api = createFakeEmbla({ snaps }))

// jsdom has <dialog> but not its modal behaviour: open and close as the browser does, firing `close`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
})

afterEach(() => {
  cleanup()
  embla.api = undefined
})

const carName = '2024 Toyota HiLux SR5'
const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    image: { url: `/demo-photos/ute/c0262d/${index}.svg`, thumb: { url: `/demo-photos/ute/c0262d/${index}.svg?w=96` } },
  }))
const youtube = `${VIDEO_EMBED_PREFIX}abc123`
const props = (overrides: Partial<GalleryProps> = {}): GalleryProps => ({
  carName,
  images: photos(12),
  videoUrl: null,
  videoPosition: 'second',
  inStock: true,
  ...overrides,
})

/** Renders and waits for the carousel's Embla to load (it is imported after mount). */
async function render(element: React.ReactElement, slideCount: number) {
  const api = fakeEmbla(slideCount)
  renderNow(element)
  await act(async () => {})
  return api
}

function serverRender(element: React.ReactElement): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = renderToString(element)
  document.body.append(host)
  return host
}

const counter = () => screen.getByRole('status').querySelector('[aria-hidden="true"]')?.textContent
const currentThumbnail = () => screen.getAllByRole('button', { current: true }).map((button) => button.getAttribute('aria-label'))

describe('Gallery as the server sends it', () => {
  it('loads the first photo first and at once, the second at once, and the rest only when near', () => {
    const host = serverRender(<Gallery {...props()} />)
    const images = within(host).getAllByRole('img', { name: /photo \d+ of 12$/ })
    expect(images.map((image) => image.getAttribute('alt')).slice(0, 2)).toEqual([`${carName}, photo 1 of 12`, `${carName}, photo 2 of 12`])
    expect(images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]).slice(0, 3)).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['lazy', null],
    ])
    expect(images.filter((image) => image.getAttribute('fetchpriority') === 'high')).toHaveLength(1)
    host.remove()
  })

  it('reserves each photo’s 600 × 400 space before it loads', () => {
    const host = serverRender(<Gallery {...props()} />)
    for (const image of within(host).getAllByRole('img', { name: /photo \d+ of 12$/ }))
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['600', '400'])
    host.remove()
  })

  it('loads no video player with the page, whatever slide the video is on', () => {
    for (const videoPosition of ['start', 'second', 'middle', 'end'] as const) {
      const host = serverRender(<Gallery {...props({ videoUrl: youtube, videoPosition })} />)
      expect(host.querySelector('iframe'), videoPosition).toBeNull()
      host.remove()
    }
  })

  it('starts on photo 1 of 12 with its thumbnail marked', () => {
    const host = serverRender(<Gallery {...props()} />)
    expect(within(host).getByText('1 / 12')).toBeTruthy()
    expect(within(host).getByRole('button', { name: 'Show photo 1 of 12' }).getAttribute('aria-current')).toBe('true')
    host.remove()
  })
})

describe('Gallery thumbnail strip', () => {
  it('is shown for a car in stock with more than 3 photos, one button per photo', async () => {
    await render(<Gallery {...props({ images: photos(4) })} />, 4)
    expect(screen.getAllByRole('button', { name: /^Show photo/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show photo 1 of 4',
      'Show photo 2 of 4',
      'Show photo 3 of 4',
      'Show photo 4 of 4',
    ])
  })

  it('is left out for 3 photos or fewer, and for a car no longer in stock', async () => {
    await render(<Gallery {...props({ images: photos(3) })} />, 3)
    expect(screen.queryByRole('button', { name: /^Show photo/ })).toBeNull()
    cleanup()
    await render(<Gallery {...props({ inStock: false })} />, 12)
    expect(screen.queryByRole('button', { name: /^Show photo/ })).toBeNull()
    expect(screen.getByText('1 / 12')).toBeTruthy()
  })
})

describe('Gallery moving between photos', () => {
  it('goes to the photo whose thumbnail is pressed, and shows where it is', async () => {
    const api = await render(<Gallery {...props()} />, 12)
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 3 of 12' }))
    expect(api.scrollTo).toHaveBeenLastCalledWith(2, false)
    expect(counter()).toBe('3 / 12')
    expect(currentThumbnail()).toEqual(['Show photo 3 of 12'])
  })

  it('follows the Previous and Next buttons with the counter and the thumbnails', async () => {
    await render(<Gallery {...props()} />, 12)
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(counter()).toBe('3 / 12')
    expect(screen.getByRole('status').textContent).toContain('Photo 3 of 12')
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(currentThumbnail()).toEqual(['Show photo 2 of 12'])
  })
})

describe('Gallery video slide', () => {
  it('creates the YouTube player only when its slide is shown, and removes it on leaving', async () => {
    const api = await render(<Gallery {...props({ videoUrl: youtube })} />, 13)
    expect(document.querySelector('iframe')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show video' }))
    expect(api.scrollTo).toHaveBeenLastCalledWith(1, false)
    expect(counter()).toBe('Video')
    const player = screen.getByTitle(`Video of ${carName}`)
    expect([player.tagName, player.getAttribute('src')]).toEqual(['IFRAME', youtube])

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(document.querySelector('iframe')).toBeNull()
    expect(counter()).toBe('2 / 12')
  })

  it('puts the video where the site wants it', async () => {
    await render(<Gallery {...props({ images: photos(4), videoUrl: youtube, videoPosition: 'end' })} />, 5)
    const thumbnails = screen.getAllByRole('button', { name: /^Show / }).map((button) => button.getAttribute('aria-label'))
    expect(thumbnails).toEqual(['Show photo 1 of 4', 'Show photo 2 of 4', 'Show photo 3 of 4', 'Show photo 4 of 4', 'Show video'])
  })

  it('plays any other address in a video element that loads nothing until played', async () => {
    await render(<Gallery {...props({ videoUrl: '/videos/hilux.mp4' })} />, 13)
    const video = screen.getByLabelText(`Video of ${carName}`)
    expect([video.tagName, video.getAttribute('src'), video.hasAttribute('controls'), video.getAttribute('preload')]).toEqual([
      'VIDEO',
      '/videos/hilux.mp4',
      true,
      'none',
    ])
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('shows a video placed first as a Play button, starting the player when pressed', async () => {
    await render(<Gallery {...props({ videoUrl: youtube, videoPosition: 'start' })} />, 13)
    expect(document.querySelector('iframe')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }))
    expect(screen.getByTitle(`Video of ${carName}`).getAttribute('src')).toBe(`${youtube}?autoplay=1`)
  })
})

describe('Gallery full-screen viewer', () => {
  it('opens on the photo shown, steps with arrow keys and buttons round the ends, and leaves the gallery on the last one viewed', async () => {
    const api = await render(<Gallery {...props()} />, 12)
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 11 of 12' }))
    const opener = screen.getByRole('button', { name: 'View full screen' })
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: `Photos of ${carName}` })
    expect(within(dialog).getByText('11 of 12')).toBeTruthy()
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe(`${carName}, photo 11 of 12`)

    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }))
    expect(within(dialog).getByText('1 of 12')).toBeTruthy()
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }))
    expect(within(dialog).getByText('11 of 12')).toBeTruthy()
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe(`${carName}, photo 10 of 12`)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(counter()).toBe('10 / 12')
    expect(api.scrollTo).toHaveBeenLastCalledWith(9, false)
    expect(document.activeElement).toBe(opener)
  })

  it('opens on a photo when it is clicked', async () => {
    await render(<Gallery {...props()} />, 12)
    fireEvent.click(screen.getByRole('img', { name: `${carName}, photo 2 of 12` }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('2 of 12')).toBeTruthy()
  })

  it('opens beside the video when the video slide is shown, counting photos only', async () => {
    await render(<Gallery {...props({ videoUrl: youtube })} />, 13)
    fireEvent.click(screen.getByRole('button', { name: 'Show video' }))
    fireEvent.click(screen.getByRole('button', { name: 'View full screen' }))
    expect(within(await screen.findByRole('dialog')).getByText('2 of 12')).toBeTruthy()
  })
})

describe('Gallery without photos', () => {
  it('says photos are coming rather than showing an empty slider', () => {
    const host = serverRender(<Gallery {...props({ images: [] })} />)
    expect(within(host).getByText('Photos coming soon')).toBeTruthy()
    expect(within(host).queryAllByRole('button')).toEqual([])
    host.remove()
  })
})
