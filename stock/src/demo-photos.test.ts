// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  PANORAMA_FEATURE_POSITIONS,
  parsePhotoPath,
  PHOTO_BODIES,
  photoPath,
  renderStockPhotoSvg,
  SPIN_FRAMES,
  spinFeaturePosition,
  type PhotoSpec,
} from './demo-photos'

function parsedSvg(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(document.querySelector('parsererror')).toBeNull()
  return document
}

describe('demo photos', () => {
  it('round-trips a gallery shot, a spin frame and the interior panorama through their addresses', () => {
    const specs: PhotoSpec[] = [
      { kind: 'gallery', body: 'people-mover', colour: 'a3151d', view: 12 },
      { kind: 'spin', body: 'ute', colour: '1f3a6e', frame: 35 },
      { kind: 'spin', body: 'ute', colour: '1f3a6e', frame: 0 },
      { kind: 'interior', body: 'suv', colour: 'eef0f2' },
    ]
    for (const spec of specs) expect(parsePhotoPath(photoPath(spec))).toEqual(spec)
    expect(photoPath({ kind: 'gallery', body: 'ute', colour: 'a3151d', view: 3 })).toBe('/demo-photos/ute/a3151d/3.svg')
    expect(photoPath({ kind: 'spin', body: 'ute', colour: 'a3151d', frame: 7 })).toBe('/demo-photos/ute/a3151d/spin/7.svg')
    expect(photoPath({ kind: 'interior', body: 'ute', colour: 'a3151d' })).toBe('/demo-photos/ute/a3151d/interior.svg')
  })

  it('rejects addresses that are not demo photos', () => {
    const bad = [
      '/demo-photos/tank/a3151d/1.svg',
      '/demo-photos/ute/zzzzzz/1.svg',
      '/demo-photos/ute/a3151d/15.svg',
      '/demo-photos/ute/a3151d/1.svg?x',
      '/etc/passwd',
      '/demo-photos/ute/a3151d/spin/36.svg',
      '/demo-photos/ute/a3151d/spin/05.svg',
      '/demo-photos/ute/a3151d/spin/-1.svg',
      '/demo-photos/ute/a3151d/spin.svg',
      '/demo-photos/ute/a3151d/spin/1.svg?frame=2',
      '/demo-photos/ute/a3151d/interior/0.svg',
      '/demo-photos/ute/a3151d/interior.svg?x',
      '/demo-photos/tank/a3151d/interior.svg',
      '/demo-photos/tank/a3151d/spin/1.svg',
    ]
    for (const address of bad) expect(parsePhotoPath(address), address).toBeNull()
  })

  it('draws well-formed, titled SVG in the car colour, small enough to send per photo', () => {
    for (const view of [0, 1, 7, 11]) {
      const svg = renderStockPhotoSvg({ kind: 'gallery', body: 'ute', colour: '1f3a6e', view })
      expect(parsedSvg(svg).querySelector('title')?.textContent).toMatch(/^Demo photo: ute/)
      expect(svg).toContain('#1f3a6e')
      expect(svg.length).toBeLessThan(4096)
    }
  })

  it('draws every spin frame of every body as a different picture of the turning car, each under 3 kB', () => {
    for (const body of PHOTO_BODIES) {
      const frames = Array.from({ length: SPIN_FRAMES }, (_, frame) => renderStockPhotoSvg({ kind: 'spin', body, colour: 'a3151d', frame }))
      frames.forEach((svg, frame) => {
        expect(parsedSvg(svg).querySelector('title')?.textContent).toBe(`Demo photo: ${body.replace('-', ' ')}, 360° view, frame ${frame + 1} of 36`)
        expect(svg).toContain('#a3151d')
        expect(svg.length).toBeLessThan(3072)
      })
      expect(new Set(frames).size).toBe(SPIN_FRAMES)
    }
  })

  it('draws the interior panorama twice as wide as it is high, trimmed in the car colour', () => {
    const svg = renderStockPhotoSvg({ kind: 'interior', body: 'van', colour: 'd36a1f' })
    const root = parsedSvg(svg).documentElement
    expect(Number(root.getAttribute('width'))).toBe(2 * Number(root.getAttribute('height')))
    expect(root.querySelector('title')?.textContent).toBe('Demo photo: van, interior panorama')
    expect(svg).toContain('#d36a1f')
    expect(svg.length).toBeLessThan(3072)
  })
})

describe('spinFeaturePosition', () => {
  it('shows the headlights only while the nose turns towards the camera, and the tow bar only from behind', () => {
    for (const frame of [3, 4, 5, 6, 12, 13, 14, 15]) expect(spinFeaturePosition('suv', frame, 'headlight'), `frame ${frame}`).not.toBeNull()
    for (const frame of [0, 18, 21, 24, 27, 30]) expect(spinFeaturePosition('suv', frame, 'headlight'), `frame ${frame}`).toBeNull()
    for (const frame of [21, 22, 23, 24, 30, 33]) expect(spinFeaturePosition('ute', frame, 'tow-bar'), `frame ${frame}`).not.toBeNull()
    for (const frame of [0, 4, 9, 18]) expect(spinFeaturePosition('ute', frame, 'tow-bar'), `frame ${frame}`).toBeNull()
  })

  it('draws no tow bar on bodies that seldom tow', () => {
    expect(spinFeaturePosition('coupe', 22, 'tow-bar')).toBeNull()
    expect(spinFeaturePosition('sedan', 22, 'tow-bar')).toBeNull()
  })

  it('finds the front wheel on the side the nose points to, and not when the car faces the camera', () => {
    expect(spinFeaturePosition('hatch', 0, 'front-wheel')?.x).toBeGreaterThan(50)
    expect(spinFeaturePosition('hatch', 18, 'front-wheel')?.x).toBeLessThan(50)
    expect(spinFeaturePosition('hatch', 9, 'front-wheel')).toBeNull()
    expect(spinFeaturePosition('hatch', 27, 'front-wheel')).toBeNull()
  })

  it('gives positions in % of the image', () => {
    const positions = [
      ...PHOTO_BODIES.flatMap((body) =>
        Array.from({ length: SPIN_FRAMES }, (_, frame) =>
          (['headlight', 'front-wheel', 'tow-bar'] as const).map((feature) => spinFeaturePosition(body, frame, feature)),
        ).flat(),
      ),
      ...Object.values(PANORAMA_FEATURE_POSITIONS),
    ].filter((position) => position !== null)
    expect(positions.length).toBeGreaterThan(SPIN_FRAMES * PHOTO_BODIES.length)
    for (const { x, y } of positions) {
      expect(x).toBeGreaterThan(0)
      expect(x).toBeLessThan(100)
      expect(y).toBeGreaterThan(0)
      expect(y).toBeLessThan(100)
    }
  })
})
