// @vitest-environment jsdom
import type { AcceptedPaymentsBlock } from '@dealer/cms-contract'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AcceptedPaymentsBlockView } from './Component'

afterEach(cleanup)

const block: AcceptedPaymentsBlock = {
  blockType: 'acceptedPayments',
  id: 'ap1',
  heading: 'We accept',
  methods: ['mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay'],
}

/** Each item's mark, by the name a screen reader reads. */
const namesIn = (section: HTMLElement) =>
  within(within(section).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('img').getAttribute('aria-label'))

describe('AcceptedPaymentsBlockView', () => {
  it('lists the five methods of spec 001 §9 by name, in order, under an h2', () => {
    render(<AcceptedPaymentsBlockView block={block} data={null} />)
    const section = screen.getByRole('region', { name: 'We accept' })
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('We accept')
    expect(namesIn(section)).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
  })

  it('shows only the chosen methods, always in the fixed order whatever order they were picked in', () => {
    render(<AcceptedPaymentsBlockView block={{ ...block, methods: ['apple-pay', 'visa', 'mastercard'] }} data={null} />)
    expect(namesIn(screen.getByRole('region', { name: 'We accept' }))).toEqual(['Mastercard', 'Visa', 'Apple Pay'])
  })

  it('draws each mark as one 48×32 picture named by its method, so drawn wordmarks are not read as text', () => {
    const { container } = render(<AcceptedPaymentsBlockView block={block} data={null} />)
    const marks = screen.getAllByRole('img')
    expect(marks).toHaveLength(5)
    for (const mark of marks) expect([mark.tagName.toLowerCase(), mark.getAttribute('width'), mark.getAttribute('height')]).toEqual(['svg', '48', '32'])
    // Mastercard: red and orange circles; Visa: its wordmark.
    expect([...container.querySelectorAll('.block-accepted-payments__mark--mastercard circle')].map((circle) => circle.getAttribute('fill'))).toEqual([
      '#eb001b',
      '#f79e1b',
    ])
    expect(container.querySelector('.block-accepted-payments__mark--visa text')!.textContent).toBe('VISA')
  })

  it('shows nothing when no method is chosen', () => {
    const { container } = render(<AcceptedPaymentsBlockView block={{ ...block, methods: [] }} data={null} />)
    expect(container.innerHTML).toBe('')
  })
})
