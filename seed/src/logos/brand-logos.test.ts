import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { brandSlug } from '@dealer/blocks/ui/slug'
import { GROUP_MAKES } from '../brand-grids'
import { MANUFACTURERS } from '../manufacturers'
import { CATALOGUE } from '../stock/catalogue'
import { brandLogoFilename, brandLogoSvg, DEMO_LOGO_STYLES, usedCarsTileSvg } from './brand-logos'

describe('the demo makes’ logos', () => {
  it('cover every make the demo stock sells and the group’s brand grids show, each a make of the shared list', () => {
    const styled = new Set(Object.keys(DEMO_LOGO_STYLES))
    for (const make of new Set(CATALOGUE.map((model) => model.make))) expect(styled, make).toContain(make)
    for (const make of Object.values(GROUP_MAKES).flat()) expect(styled, make).toContain(make)
    const listed = new Set(MANUFACTURERS.map((make) => make.name))
    for (const make of styled) expect(listed, make).toContain(make)
  })

  it('differ from make to make, and name the make', () => {
    const svgs = Object.entries(DEMO_LOGO_STYLES).map(([name, style]) => brandLogoSvg(name, style))
    expect(new Set(svgs).size).toBe(svgs.length)
    expect(brandLogoSvg('Royal Enfield', DEMO_LOGO_STYLES['Royal Enfield'])).toMatch(
      /<title>Royal Enfield<\/title>[\s\S]*>ROYAL<\/text>[\s\S]*>ENFIELD<\/text>/,
    )
    expect(brandLogoSvg('Lynk & Co', { shape: 'plate', colour: '#000', ink: '#fff' })).toContain('LYNK &amp; CO')
  })

  it('hold every line of the name inside its shape', () => {
    const widths = { shield: 100, hexagon: 112, roundel: 86, ribbon: 118, diamond: 84, plate: 132, arch: 122 }
    for (const [name, style] of [...Object.entries(DEMO_LOGO_STYLES), ['Mercedes-Benz Trucks', { shape: 'diamond', colour: '#000', ink: '#fff' }] as const]) {
      const lengths = [...brandLogoSvg(name, style).matchAll(/textLength="(\d+)"/g)].map((match) => Number(match[1]))
      expect(lengths.length, name).toBeGreaterThan(0)
      for (const length of lengths) expect(length, name).toBeLessThanOrEqual(widths[style.shape])
    }
  })

  it('are SVG an image library can draw, at the tiles’ proportions', async () => {
    for (const svg of [...Object.entries(DEMO_LOGO_STYLES).map(([name, style]) => brandLogoSvg(name, style)), usedCarsTileSvg('#0b3d91')]) {
      const { width, height } = await sharp(Buffer.from(svg))
        .png()
        .toBuffer({ resolveWithObject: true })
        .then(({ info }) => info)
      expect([width, height]).toEqual([160, 120])
    }
  })

  it('are stored under names the seed recognises again', () => {
    expect(brandLogoFilename(brandSlug('Honda Motorcycles'))).toBe('brand-logo-honda-motorcycles.svg')
  })
})
