// @vitest-environment jsdom
import { act, cleanup, fireEvent, render as renderNow, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { Hotspot } from './gallery'
import SpinViewer, { type SpinViewerProps } from './SpinViewer'

// jsdom has no layout for Embla (the gallery view's carousel): a new fake per carousel, one stop per photo.
vi.mock('embla-carousel', async () => {
  const { createFakeEmbla } = await import('@dealer/blocks/test-support/embla-fake')
  return { default: () => createFakeEmbla({ snaps: 12 }) }
})

// Spin frames are preloaded with `new Image()`: this records what is asked for and lets a test say when it arrives.
const frameLoads = { requested: [] as string[], pending: [] as Array<() => void> }
class RecordingImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  set src(url: string) {
    frameLoads.requested.push(url)
    frameLoads.pending.push(() => this.onload?.())
  }
}
/** Lets every frame asked for so far (and any asked for as those arrive) finish loading. */
function framesArrive() {
  act(() => {
    while (frameLoads.pending.length > 0) frameLoads.pending.shift()!()
  })
}

// jsdom has no PointerEvent: a MouseEvent with a pointer id carries the same clientX and button.
class TestPointerEvent extends MouseEvent {
  pointerId: number
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init)
    this.pointerId = init.pointerId ?? 1
  }
}

let reducedMotion = false
beforeEach(() => {
  frameLoads.requested = []
  frameLoads.pending = []
  reducedMotion = false
  vi.stubGlobal('Image', RecordingImage)
  vi.stubGlobal('PointerEvent', TestPointerEvent)
  vi.stubGlobal('matchMedia', (media: string) => ({ media, matches: reducedMotion && media.includes('reduce') }))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const carName = '2024 Toyota HiLux SR5'
const frames = Array.from({ length: 36 }, (_, index) => `/demo-photos/ute/c0262d/spin-${index}.svg`)
const hotspots: Hotspot[] = [
  { view: 'exterior', frame: 5, x: 30, y: 70, title: 'Alloy wheels', description: '18-inch, with a full-size spare.' },
  { view: 'interior', frame: null, x: 80, y: 40, title: 'Touchscreen', description: '8-inch with Apple CarPlay.' },
]
const props = (overrides: Partial<SpinViewerProps> = {}): SpinViewerProps => ({
  carName,
  spinImages: frames,
  interiorImage: '/demo-photos/ute/c0262d/12.svg',
  walkaroundVideoUrl: '/videos/hilux-walkaround.mp4',
  galleryImages: Array.from({ length: 12 }, (_, index) => ({ image: { url: `/demo-photos/ute/c0262d/${index}.svg`, thumb: { url: `/t/${index}.svg` } } })),
  hotspots,
  defaultView: 'spinner',
  ...overrides,
})

async function render(element: React.ReactElement) {
  renderNow(element)
  await act(async () => {})
}

const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent)
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent
const shownFrame = () => screen.getByRole('img', { name: /360° view, frame/ }).getAttribute('alt')
const frameName = (n: number) => `${carName}, 360° view, frame ${n} of 36`
const spinArea = () => screen.getByRole('group', { name: '360° spin' })

describe('SpinViewer views', () => {
  it('offers every view the car has data for, opening on the site’s default', async () => {
    await render(<SpinViewer {...props()} />)
    expect(tabs()).toEqual(['360° spin', 'Walkaround', 'Gallery', 'Interior'])
    expect(selectedTab()).toBe('360° spin')
    expect(screen.getByRole('tabpanel', { name: '360° spin' })).toBeTruthy()
  })

  it('leaves out views without data, and opens on the gallery when the site says so', async () => {
    await render(<SpinViewer {...props({ walkaroundVideoUrl: null, interiorImage: null, defaultView: 'gallery' })} />)
    expect(tabs()).toEqual(['360° spin', 'Gallery'])
    expect(selectedTab()).toBe('Gallery')
  })

  it('opens on the gallery when the car has no spin frames', async () => {
    await render(<SpinViewer {...props({ spinImages: [] })} />)
    expect(tabs()).toEqual(['Walkaround', 'Gallery', 'Interior'])
    expect(selectedTab()).toBe('Gallery')
  })

  it('moves between tabs with the arrow keys, Home and End', async () => {
    await render(<SpinViewer {...props()} />)
    fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: 'ArrowRight' })
    expect(selectedTab()).toBe('Walkaround')
    expect(document.activeElement?.textContent).toBe('Walkaround')
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    expect(selectedTab()).toBe('Interior')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(selectedTab()).toBe('360° spin')
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1'])
  })

  it('plays the walkaround in a video element that loads nothing until played', async () => {
    await render(<SpinViewer {...props()} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Walkaround' }))
    const video = screen.getByLabelText(`Walkaround video of ${carName}`)
    expect([video.tagName, video.hasAttribute('controls'), video.getAttribute('preload')]).toEqual(['VIDEO', true, 'none'])
  })

  it('starts the gallery from the first photo again after leaving it', async () => {
    await render(<SpinViewer {...props({ defaultView: 'gallery' })} />)
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(screen.getByText('3 / 12')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Interior' }))
    fireEvent.click(screen.getByRole('tab', { name: 'Gallery' }))
    await act(async () => {})
    expect(screen.getByText('1 / 12')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('SpinViewer spinner', () => {
  it('fetches the shown frame and its neighbours first, then the rest as those arrive', async () => {
    await render(<SpinViewer {...props()} />)
    expect(frameLoads.requested).toEqual([frames[0], frames[1], frames[35], frames[2]])
    framesArrive()
    expect(new Set(frameLoads.requested)).toEqual(new Set(frames))
  })

  it('turns one frame per 20 px dragged, either way and round the back', async () => {
    await render(<SpinViewer {...props()} />)
    expect(shownFrame()).toBe(frameName(1))
    fireEvent.pointerDown(spinArea(), { clientX: 100, pointerId: 7 })
    fireEvent.pointerMove(spinArea(), { clientX: 119, pointerId: 7 })
    expect(shownFrame()).toBe(frameName(1))
    fireEvent.pointerMove(spinArea(), { clientX: 145, pointerId: 7 })
    expect(shownFrame()).toBe(frameName(3))
    fireEvent.pointerMove(spinArea(), { clientX: 60, pointerId: 7 })
    expect(shownFrame()).toBe(frameName(35))
    fireEvent.pointerUp(spinArea(), { clientX: 60, pointerId: 7 })
    fireEvent.pointerMove(spinArea(), { clientX: 300, pointerId: 7 })
    expect(shownFrame()).toBe(frameName(35))
  })

  it('turns a frame per Left or Right arrow key, or Turn left / Turn right button', async () => {
    await render(<SpinViewer {...props()} />)
    expect(spinArea().tabIndex).toBe(0)
    fireEvent.keyDown(spinArea(), { key: 'ArrowRight' })
    expect(shownFrame()).toBe(frameName(2))
    fireEvent.keyDown(spinArea(), { key: 'ArrowLeft' })
    fireEvent.keyDown(spinArea(), { key: 'ArrowLeft' })
    expect(shownFrame()).toBe(frameName(36))
    fireEvent.click(screen.getByRole('button', { name: 'Turn right' }))
    fireEvent.click(screen.getByRole('button', { name: 'Turn right' }))
    fireEvent.click(screen.getByRole('button', { name: 'Turn left' }))
    expect(shownFrame()).toBe(frameName(1))
  })

  it('turns by itself a frame every 100 ms once its frames have loaded, until paused', async () => {
    vi.useFakeTimers()
    await render(<SpinViewer {...props()} />)
    act(() => vi.advanceTimersByTime(500))
    expect(shownFrame()).toBe(frameName(1))
    framesArrive()
    act(() => vi.advanceTimersByTime(300))
    expect(shownFrame()).toBe(frameName(4))
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    act(() => vi.advanceTimersByTime(1000))
    expect(shownFrame()).toBe(frameName(4))
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => vi.advanceTimersByTime(100))
    expect(shownFrame()).toBe(frameName(5))
  })

  it('stops turning by itself once the shopper turns it, and stays stopped after a visit to another view', async () => {
    vi.useFakeTimers()
    await render(<SpinViewer {...props()} />)
    framesArrive()
    fireEvent.keyDown(spinArea(), { key: 'ArrowRight' })
    act(() => vi.advanceTimersByTime(1000))
    expect(shownFrame()).toBe(frameName(2))
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy()

    fireEvent.click(screen.getByRole('tab', { name: 'Interior' }))
    fireEvent.click(screen.getByRole('tab', { name: '360° spin' }))
    framesArrive()
    act(() => vi.advanceTimersByTime(1000))
    expect(shownFrame()).toBe(frameName(1))
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy()
  })

  it('does not turn by itself for shoppers who ask for reduced motion, unless they press Play', async () => {
    reducedMotion = true
    vi.useFakeTimers()
    await render(<SpinViewer {...props()} />)
    framesArrive()
    act(() => vi.advanceTimersByTime(1000))
    expect(shownFrame()).toBe(frameName(1))
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => vi.advanceTimersByTime(200))
    expect(shownFrame()).toBe(frameName(3))
  })

  it('shows an exterior hotspot on its frame and the ones beside it, opening its note until Escape', async () => {
    await render(<SpinViewer {...props()} />)
    const wheels = () => screen.queryByRole('button', { name: 'Alloy wheels' })
    expect(wheels()).toBeNull()
    for (let turn = 0; turn < 4; turn++) fireEvent.keyDown(spinArea(), { key: 'ArrowRight' })
    expect(shownFrame()).toBe(frameName(5))
    expect(wheels()!.parentElement!.style.left).toBe('30%')
    expect(wheels()!.parentElement!.style.top).toBe('70%')

    fireEvent.click(wheels()!)
    expect(wheels()!.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('18-inch, with a full-size spare.')).toBeTruthy()
    fireEvent.keyDown(wheels()!, { key: 'Escape' })
    expect(screen.queryByText('18-inch, with a full-size spare.')).toBeNull()
    expect(document.activeElement).toBe(wheels())

    for (let turn = 0; turn < 3; turn++) fireEvent.keyDown(spinArea(), { key: 'ArrowRight' })
    expect(shownFrame()).toBe(frameName(8))
    expect(wheels()).toBeNull()
  })
})

describe('SpinViewer interior', () => {
  const pan = () => (screen.getByRole('img', { name: `${carName}, interior panorama` }).parentElement as HTMLElement).style.getPropertyValue('--pan')

  it('pans the panorama with the arrow keys and the Look buttons, stopping at the edges', async () => {
    await render(<SpinViewer {...props()} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Interior' }))
    expect(pan()).toBe('0.5')
    fireEvent.keyDown(screen.getByRole('group', { name: 'Interior' }), { key: 'ArrowRight' })
    expect(Number(pan())).toBeCloseTo(0.6)
    for (let press = 0; press < 8; press++) fireEvent.click(screen.getByRole('button', { name: 'Look right' }))
    expect(pan()).toBe('1')
    fireEvent.click(screen.getByRole('button', { name: 'Look left' }))
    expect(Number(pan())).toBeCloseTo(0.9)
  })

  it('shows the interior hotspots on the panorama, not the exterior ones', async () => {
    await render(<SpinViewer {...props()} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Interior' }))
    const area = screen.getByRole('group', { name: 'Interior' })
    expect(
      within(area)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Touchscreen'])
    fireEvent.click(within(area).getByRole('button', { name: 'Touchscreen' }))
    expect(within(area).getByText('8-inch with Apple CarPlay.')).toBeTruthy()
  })
})

describe('SpinViewer full screen', () => {
  it('fills the screen with the Fullscreen API where the browser has it', async () => {
    // jsdom has no Fullscreen API: this one works as a browser's does.
    let fullscreenElement: Element | null = null
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true })
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement })
    const requestFullscreen = vi.fn(async function (this: Element) {
      // The element the page asked to fill the screen, as a browser records it.
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      fullscreenElement = this
      document.dispatchEvent(new Event('fullscreenchange'))
    })
    HTMLElement.prototype.requestFullscreen = requestFullscreen
    onTestFinished(() => {
      Reflect.deleteProperty(document, 'fullscreenEnabled')
      Reflect.deleteProperty(document, 'fullscreenElement')
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen')
    })
    await render(<SpinViewer {...props()} />)
    const button = screen.getByRole('button', { name: 'Full screen' })
    await act(async () => fireEvent.click(button))
    expect(requestFullscreen.mock.contexts).toEqual([screen.getByRole('region', { name: `360° view of ${carName}` })])
    expect(button.getAttribute('aria-pressed')).toBe('true')
  })

  it('fills the window by itself where the browser can’t, and Escape leaves', async () => {
    await render(<SpinViewer {...props()} />)
    const button = screen.getByRole('button', { name: 'Full screen' })
    fireEvent.click(button)
    const viewer = screen.getByRole('region', { name: `360° view of ${carName}` })
    expect([button.getAttribute('aria-pressed'), viewer.classList.contains('spin-viewer--fullscreen')]).toEqual(['true', true])
    fireEvent.keyDown(spinArea(), { key: 'Escape' })
    expect([button.getAttribute('aria-pressed'), viewer.classList.contains('spin-viewer--fullscreen')]).toEqual(['false', false])
  })
})
