import { describe, expect, it } from 'vitest'
import { shownCallBox } from './call-box'

const phone = { display: '(07) 3821 5000', masked: '(07) **** ****', href: 'tel:+61738215000', revealed: false }

describe('shownCallBox (spec 000 §2: sold cars show Find Me Something Similar in place of the normal buttons)', () => {
  it("offers the site's number for an available car", () => {
    expect(shownCallBox(phone, true)).toBe(phone)
  })

  it('offers no call box for a sold or unavailable car, nor where the site gives no number', () => {
    expect(shownCallBox(phone, false)).toBeNull()
    expect(shownCallBox(null, true)).toBeNull()
    expect(shownCallBox(undefined, false)).toBeNull()
  })
})
