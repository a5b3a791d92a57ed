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

describe("the phone's action bar follows the sidebar's order (issue 51)", () => {
  const barActions = (container: HTMLElement) =>
    [...container.querySelectorAll('.mobile-action-bar a, .mobile-action-bar button')].map(
      (element) => `${element.classList.contains('button--primary') ? 'primary' : 'secondary'}: ${element.textContent}`,
    )

  it('Reserve first and the only filled button, then the enquiry, then the call', () => {
    const { container } = render(
      <StickyCarBars {...props} available reserve={{ href: '/cars/2021-toyota-hilux-sr5-t42/checkout', label: 'Reserve Car Now' }} />,
    )
    expect(barActions(container)).toEqual([
      'primary: Reserve Car Now',
      'secondary: Enquire Now',
      "secondary: (07) **** ****Call: show the dealer's phone number",
    ])
  })

  it("the wide screen's sticky header has the same order: Reserve filled, then the enquiry", () => {
    const { container } = render(
      <StickyCarBars {...props} available reserve={{ href: '/cars/2021-toyota-hilux-sr5-t42/checkout', label: 'Reserve Car Now' }} />,
    )
    const header = [...container.querySelectorAll('.sticky-car-header a')].map(
      (element) => `${element.classList.contains('button--primary') ? 'primary' : 'secondary'}: ${element.textContent}`,
    )
    expect(header).toEqual(['primary: Reserve Car Now', 'secondary: Enquire Now'])
  })

  it('without Reserve, the enquiry is first and filled', () => {
    const { container } = render(<StickyCarBars {...props} available />)
    expect(barActions(container)[0]).toBe('primary: Enquire Now')
    expect(barActions(container).filter((action) => action.startsWith('primary'))).toHaveLength(1)
  })
})
