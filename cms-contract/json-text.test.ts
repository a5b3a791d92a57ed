import { describe, expect, it } from 'vitest'
import { withoutNulCharacters } from './json-text'

describe('withoutNulCharacters', () => {
  it('drops U+0000 from every string and key, however deep, and leaves everything else as it was', () => {
    const body = { url: '\u0000', lead: { 'na\u0000me': ['a\u0000b', 1, null, true], ok: 'plain' } }
    expect(withoutNulCharacters(body)).toEqual({ url: '', lead: { name: ['ab', 1, null, true], ok: 'plain' } })
    expect(withoutNulCharacters('no nul')).toBe('no nul')
    expect(withoutNulCharacters(42)).toBe(42)
  })
})
