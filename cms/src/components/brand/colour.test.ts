import { describe, expect, it } from 'vitest'
import { inkOn } from './colour'

describe('inkOn', () => {
  it('writes white on dark site colours and black on light ones', () => {
    expect(inkOn('#0b3d91')).toBe('#fff')
    expect(inkOn('#000000')).toBe('#fff')
    expect(inkOn('#ffffff')).toBe('#000')
    expect(inkOn('#f5c400')).toBe('#000')
  })

  it('picks black on a red where white reads below 4.5:1', () => {
    // White on pure red is 4.0:1, black 5.3:1.
    expect(inkOn('#ff0000')).toBe('#000')
  })
})
