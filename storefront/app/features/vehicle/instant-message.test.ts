import { describe, expect, it } from 'vitest'
import { instantMessageHref } from './instant-message'

const car = { name: '2024 Toyota HiLux SR5', stocknum: 'B1001' }
const page = 'https://www.example.com.au/cars/2024-toyota-hilux-sr5-b1001'

describe('instantMessageHref (spec 001 §2 Instant Message)', () => {
  it('opens a text to the number with the car named', () => {
    const href = instantMessageHref('sms:+61491570157', car, page)
    expect(href).toMatch(/^sms:\+61491570157\?body=/)
    expect(decodeURIComponent(href!.split('body=')[1])).toBe(`Hi, I'm interested in the 2024 Toyota HiLux SR5 (stock #B1001): ${page}`)
  })

  it('gives WhatsApp the text, and opens other chat addresses as they are', () => {
    expect(new URL(instantMessageHref('https://wa.me/61491570157', car, page)!).searchParams.get('text')).toContain('stock #B1001')
    expect(instantMessageHref('https://chat.example.com/sales', car, page)).toBe('https://chat.example.com/sales')
  })

  it('is off without an address, or with one that is neither', () => {
    expect(instantMessageHref(null, car, page)).toBeNull()
    expect(instantMessageHref('  ', car, page)).toBeNull()
    expect(instantMessageHref('javascript:alert(1)', car, page)).toBeNull()
    expect(instantMessageHref('http://chat.example.com', car, page)).toBeNull()
  })
})
