import { describe, expect, it } from 'vitest'
import { checkTileUrl } from './tile-url'

describe('checkTileUrl', () => {
  it('takes an https template with {z}, {x} and {y}, and names its origin', () => {
    expect(checkTileUrl(' https://tile.openstreetmap.org/{z}/{x}/{y}.png ')).toEqual({
      ok: true,
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      origin: 'https://tile.openstreetmap.org',
    })
    expect(checkTileUrl('https://tiles.example.com:8443/base/{z}/{y}/{x}@2x.png?key=abc')).toMatchObject({ ok: true, origin: 'https://tiles.example.com:8443' })
  })

  it.each([
    [null, 'no tile URL is set'],
    ['', 'no tile URL is set'],
    ['https://tile.example.com/{z}/{x}.png', 'the tile URL lacks {y}'],
    ['https://tile.example.com/tiles.png', 'the tile URL lacks {z}, {x}, {y}'],
    ['http://tile.example.com/{z}/{x}/{y}.png', 'the tile URL must start with https://'],
    ['javascript:alert(1)//{z}/{x}/{y}', 'the tile URL must start with https://'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}.png', "the tile URL has a placeholder the map doesn't fill: {s}"],
    ['https://tile.example.com/{z}/{x}/{y}{r}.png', "the tile URL has a placeholder the map doesn't fill: {r}"],
    ['https://user:secret@tile.example.com/{z}/{x}/{y}.png', 'the tile URL must not carry a user name or password'],
    ['{z}/{x}/{y}', 'the tile URL is not a web address'],
  ])('refuses %j: %s', (template, reason) => {
    expect(checkTileUrl(template)).toEqual({ ok: false, reason })
  })
})
