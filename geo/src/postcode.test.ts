import { describe, expect, it } from 'vitest'
import { parsePostcode, POSTCODE_FORMAT_MESSAGE, UNKNOWN_POSTCODE_MESSAGE } from './postcode'

describe('parsePostcode', () => {
  it.each(['4000', '0800', ' 3000 ', '0000'])('takes %j', (input) => {
    expect(parsePostcode(input)).toEqual({ ok: true, postcode: input.trim() })
  })

  it.each(['', '400', '40000', '12ab', '4 000', '-400', '4000.', '٤٠٠٠', '4e03'])('refuses %j with the spec’s text', (input) => {
    expect(parsePostcode(input)).toEqual({ ok: false, message: 'Invalid postcode. Please enter a 4-digit number.' })
  })

  it('spells the spec’s two messages exactly', () => {
    expect(POSTCODE_FORMAT_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect(UNKNOWN_POSTCODE_MESSAGE).toBe('Invalid postcode')
  })
})
