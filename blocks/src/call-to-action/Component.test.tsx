// @vitest-environment jsdom
import type { CallToActionBlock } from '@dealer/cms-contract'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CallToActionBlockView } from './Component'

afterEach(cleanup)

const block: CallToActionBlock = {
  blockType: 'callToAction',
  id: 'cta1',
  heading: 'Ready to drive?',
  text: 'Book a test drive at a time that suits you, or ask our team anything.',
  tone: 'brand',
  buttons: [
    { id: 'b1', label: 'Book a test drive', link: '/contact#test-drive' },
    { id: 'b2', label: 'Call us', link: 'tel:0732864000' },
  ],
}

describe('CallToActionBlockView', () => {
  it('shows the heading as an h2 naming the section, the text, then the buttons in order, the first one standing out', () => {
    render(<CallToActionBlockView block={block} data={null} />)
    const section = screen.getByRole('region', { name: 'Ready to drive?' })
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Ready to drive?')
    expect(within(section).getByText('Book a test drive at a time that suits you, or ask our team anything.')).toBeTruthy()

    const links = within(section).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Book a test drive', '/contact#test-drive'],
      ['Call us', 'tel:0732864000'],
    ])
    expect(links[0].classList.contains('button--primary')).toBe(true)
    expect(links[1].classList.contains('button--primary')).toBe(false)
    expect(links[1].classList.contains('button')).toBe(true)
  })

  it('works with a single button and no text', () => {
    render(<CallToActionBlockView block={{ ...block, text: null, buttons: [{ label: 'See our specials', link: '/special-offers' }] }} data={null} />)
    const section = screen.getByRole('region', { name: 'Ready to drive?' })
    expect(within(section).queryByText(/test drive at a time/)).toBeNull()
    expect(section.querySelectorAll('p')).toHaveLength(0)
    const link = within(section).getByRole('link', { name: 'See our specials' })
    expect(link.getAttribute('href')).toBe('/special-offers')
    expect(link.classList.contains('button--primary')).toBe(true)
  })

  it('takes the chosen tone', () => {
    const { container, rerender } = render(<CallToActionBlockView block={block} data={null} />)
    expect(container.querySelector('section')!.className).toContain('block-call-to-action--brand')
    rerender(<CallToActionBlockView block={{ ...block, tone: 'light' }} data={null} />)
    expect(container.querySelector('section')!.className).toContain('block-call-to-action--light')
  })

  it('gives two calls to action on one page their own section names', () => {
    render(
      <>
        <CallToActionBlockView block={{ ...block, id: null }} data={null} />
        <CallToActionBlockView block={{ ...block, id: null, heading: 'Selling your car?' }} data={null} />
      </>,
    )
    expect(screen.getByRole('region', { name: 'Ready to drive?' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Selling your car?' })).toBeTruthy()
  })
})
