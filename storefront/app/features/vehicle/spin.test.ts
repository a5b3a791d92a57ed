import { describe, expect, it } from 'vitest'
import type { Hotspot } from './gallery'
import {
  frameAfterDrag,
  frameAlt,
  hotspotsForFrame,
  initialView,
  nextFrame,
  panAfterDrag,
  preloadOrder,
  SPIN_INTERVAL_MS,
  SPIN_PX_PER_FRAME,
  spinViews,
} from './spin'

describe('spin constants (spec 000 §9)', () => {
  it('turns one frame per 20 px dragged and every 100 ms when rotating by itself', () => {
    expect([SPIN_PX_PER_FRAME, SPIN_INTERVAL_MS]).toEqual([20, 100])
  })
})

describe('frameAfterDrag', () => {
  it('turns one frame for each whole 20 px, right drags forwards and left drags back', () => {
    expect(frameAfterDrag(5, 19, 36)).toBe(5)
    expect(frameAfterDrag(5, 20, 36)).toBe(6)
    expect(frameAfterDrag(5, 45, 36)).toBe(7)
    expect(frameAfterDrag(5, -19, 36)).toBe(5)
    expect(frameAfterDrag(5, -40, 36)).toBe(3)
  })

  it('wraps round past either end, however far the drag goes', () => {
    expect(frameAfterDrag(35, 20, 36)).toBe(0)
    expect(frameAfterDrag(0, -20, 36)).toBe(35)
    expect(frameAfterDrag(0, 20 * 36 * 2 + 60, 36)).toBe(3)
  })
})

describe('nextFrame', () => {
  it('steps one frame either way and wraps round', () => {
    expect([nextFrame(3, 36, 1), nextFrame(3, 36, -1), nextFrame(35, 36, 1), nextFrame(0, 36, -1)]).toEqual([4, 2, 0, 35])
  })
})

describe('hotspotsForFrame', () => {
  const spot = (title: string, view: Hotspot['view'], frame: number | null): Hotspot => ({ view, frame, x: 50, y: 50, title, description: null })
  const hotspots = [
    spot('Wheels', 'exterior', 10),
    spot('Tow bar', 'exterior', 0),
    spot('Roof racks', 'exterior', null),
    spot('Dashboard', 'interior', null),
    spot('Seats', 'interior', 10),
  ]
  const titles = (frame: number) => hotspotsForFrame(hotspots, frame, 36).map((hotspot) => hotspot.title)

  it('shows an exterior hotspot on its frame and the frames either side only', () => {
    expect([titles(8), titles(9), titles(10), titles(11), titles(12)]).toEqual([[], ['Wheels'], ['Wheels'], ['Wheels'], []])
  })

  it('counts the frames either side round the wrap', () => {
    expect([titles(35), titles(0), titles(1), titles(2)]).toEqual([['Tow bar'], ['Tow bar'], ['Tow bar'], []])
  })

  it('leaves out interior hotspots and exterior ones with no frame', () => {
    const everyFrame = Array.from({ length: 36 }, (_, frame) => titles(frame)).flat()
    expect(everyFrame).not.toContain('Seats')
    expect(everyFrame).not.toContain('Dashboard')
    expect(everyFrame).not.toContain('Roof racks')
  })
})

describe('panAfterDrag', () => {
  it('moves the picture with the finger: a right drag shows more of the left', () => {
    expect(panAfterDrag(0.5, 100, 400)).toBe(0.25)
    expect(panAfterDrag(0.5, -100, 400)).toBe(0.75)
  })

  it('stops at either edge', () => {
    expect(panAfterDrag(0.5, 1000, 400)).toBe(0)
    expect(panAfterDrag(0.5, -1000, 400)).toBe(1)
  })

  it('stays put when the picture is no wider than its frame', () => {
    expect(panAfterDrag(0.5, 100, 0)).toBe(0.5)
  })
})

describe('preloadOrder', () => {
  it('fetches the shown frame first, then outwards either way, each frame once', () => {
    expect(preloadOrder(0, 6)).toEqual([0, 1, 5, 2, 4, 3])
    expect(preloadOrder(2, 4)).toEqual([2, 3, 1, 0])
    expect(preloadOrder(0, 1)).toEqual([0])
    expect(preloadOrder(0, 0)).toEqual([])
  })
})

describe('frameAlt', () => {
  it('names the car and the frame', () => {
    expect(frameAlt('2024 Toyota HiLux SR5', 4, 36)).toBe('2024 Toyota HiLux SR5, 360° view, frame 5 of 36')
  })
})

describe('spinViews and initialView', () => {
  const car = { spinImages: ['/f/0.svg', '/f/1.svg'], walkaroundVideoUrl: '/walk.mp4', interiorImage: '/interior.svg' }

  it('offers every view the car has something for, in the spec’s order', () => {
    expect(spinViews(car)).toEqual(['spinner', 'walkaround', 'gallery', 'interior'])
  })

  it('always offers the gallery, and nothing without its data', () => {
    expect(spinViews({ spinImages: [], walkaroundVideoUrl: null, interiorImage: null })).toEqual(['gallery'])
    expect(spinViews({ ...car, spinImages: [], interiorImage: null })).toEqual(['walkaround', 'gallery'])
  })

  it('opens on the site’s default, or the gallery when there are no spin frames', () => {
    expect(initialView('spinner', spinViews(car))).toBe('spinner')
    expect(initialView('gallery', spinViews(car))).toBe('gallery')
    expect(initialView('spinner', spinViews({ ...car, spinImages: [] }))).toBe('gallery')
  })
})
