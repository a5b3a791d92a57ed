// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StickyCarBars } from './StickyCarBars'

afterEach(cleanup)

const phone = { display: '(07) 3821 5000', masked: '(07) **** ****', href: 'tel:+61738215000', revealed: false }
const props = {
  car: { objectID: '42', slug: '2021-toyota-hilux-sr5-t42', name: '2021 Toyota HiLux SR5' },
  price: '$45,990',
  phone,
  enquiryTitle: 'Enquire Now',
  terms: null,
  reserve: null,
}

describe("the phone's action bar (issue 48: the sidebar's call-box rule)", () => {
  it('offers the call box for an available car', () => {
    const { container } = render(<StickyCarBars {...props} available />)
    expect(container.querySelectorAll('.mobile-action-bar .call-box')).toHaveLength(1)
  })

  it('offers no call box for a sold car, as the sidebar does not', () => {
    const { container } = render(<StickyCarBars {...props} available={false} />)
    expect(container.querySelector('.mobile-action-bar .call-box')).toBeNull()
    expect(container.querySelector('.mobile-action-bar')?.textContent).toContain('Find Me Something Similar')
  })
})
