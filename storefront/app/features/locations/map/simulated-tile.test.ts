import { describe, expect, it } from 'vitest'
import { parseTile, simulatedTileSvg, tileCorner } from './simulated-tile'

describe('parseTile', () => {
  it('reads /{z}/{x}/{y}.svg', () => {
    expect(parseTile('12', '3789', '2373.svg')).toEqual({ z: 12, x: 3789, y: 2373 })
    expect(parseTile('0', '0', '0.svg')).toEqual({ z: 0, x: 0, y: 0 })
  })

  it.each([
    ['20', '0', '0.svg'],
    ['2', '4', '0.svg'],
    ['2', '0', '4.svg'],
    ['2', '-1', '0.svg'],
    ['2', '1', '1.png'],
    ['2', '1', '1.svg.svg'],
    ['a', '1', '1.svg'],
    ['2', '1.5', '1.svg'],
  ])('refuses %s/%s/%s', (z, x, file) => {
    expect(parseTile(z, x, file)).toBeNull()
  })
})

describe('tileCorner', () => {
  it('puts tile 0/0/0 at the top left of the world, and the centre of zoom 1 at 0, 0', () => {
    expect(tileCorner({ z: 0, x: 0, y: 0 }).lng).toBe(-180)
    expect(tileCorner({ z: 0, x: 0, y: 0 }).lat).toBeCloseTo(85.0511, 3)
    expect(tileCorner({ z: 1, x: 1, y: 1 })).toEqual({ lat: 0, lng: 0 })
  })

  it('finds Brisbane in tile 12/3789/2373', () => {
    const corner = tileCorner({ z: 12, x: 3789, y: 2373 })
    expect(corner.lat).toBeGreaterThan(-27.47)
    expect(corner.lat).toBeLessThan(-27.3)
    expect(corner.lng).toBeCloseTo(153.02, 1)
  })
})

describe('simulatedTileSvg', () => {
  it('is the same SVG every time for a tile, labelled with its numbers and corner', () => {
    const svg = simulatedTileSvg({ z: 12, x: 3789, y: 2373 })
    expect(svg).toBe(simulatedTileSvg({ z: 12, x: 3789, y: 2373 }))
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"')).toBe(true)
    expect(svg).toContain('>12/3789/2373<')
    expect(svg).toMatch(/27\.\d{3}°S 153\.\d{3}°E/)
  })

  it('differs between neighbouring tiles', () => {
    expect(simulatedTileSvg({ z: 12, x: 3789, y: 2373 })).not.toBe(simulatedTileSvg({ z: 12, x: 3790, y: 2373 }))
  })
})
