import { describe, expect, it } from 'vitest'
import { contrastRatio, PANEL_DARK_TEXT, PANEL_LIGHT_TEXT, parseHexColour, readableTextOn } from './contrast'

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2) // the lightest grey that passes AA on white
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#ffffff', '#0b3d91')).toBe(contrastRatio('#0b3d91', '#ffffff'))
  })

  it('reads short hex colours and either case, and refuses anything else', () => {
    expect(contrastRatio('#FFF', '#000')).toBeCloseTo(21, 5)
    expect(parseHexColour(' #0B2545 ')).toEqual([11, 37, 69])
    for (const colour of ['red', 'var(--brand)', 'rgb(0, 0, 0)', '#12345', '#0b254580', '']) expect(parseHexColour(colour), colour).toBeNull()
  })
})

describe('readableTextOn', () => {
  it('keeps white text on dark panels, as the brand colours usually are', () => {
    for (const background of ['#0b2545', '#0b3d91', '#a40e0e', '#000000', '#767676']) expect(readableTextOn(background), background).toBe(PANEL_LIGHT_TEXT)
  })

  it('switches to dark text on light panels', () => {
    for (const background of ['#ffffff', '#ffd60a', '#f5f6f8', '#8fd3ff', '#f79e1b']) expect(readableTextOn(background), background).toBe(PANEL_DARK_TEXT)
  })

  it('always reaches AA, using black where the ink would fall short on a mid-tone', () => {
    for (let grey = 0; grey <= 255; grey += 3) {
      const hex = `#${grey.toString(16).padStart(2, '0').repeat(3)}`
      const text = readableTextOn(hex)!
      expect(contrastRatio(hex, text), hex).toBeGreaterThanOrEqual(4.5)
    }
    expect(readableTextOn('#777777')).toBe('#000000')
  })

  it('gives no answer for a colour it cannot check', () => {
    expect(readableTextOn('var(--brand)')).toBeNull()
  })
})
