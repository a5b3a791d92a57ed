// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TradeInFaq } from './TradeInFaq'

afterEach(cleanup)

const faqs = [
  { id: 1, question: 'How do you value my trade-in?', answer: 'From recent sales of similar cars.\n\nWe confirm it after a short inspection.' },
  { id: 2, question: 'Can I trade in a car with finance owing?', answer: 'Yes: we pay out the loan.' },
]

describe('TradeInFaq', () => {
  it('is one collapsible section, closed until opened, named by its summary, holding every question and answer', () => {
    render(<TradeInFaq faqs={faqs} />)
    const section = screen.getByRole('region', { name: 'Trade-in FAQ' })
    const details = section.querySelector('details')!
    expect(details.open).toBe(false)
    expect(details.querySelector('summary')?.textContent).toBe('Trade-in FAQ')
    expect([...section.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(faqs.map((faq) => faq.question))
    expect([...section.querySelectorAll('dd')[0]!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'From recent sales of similar cars.',
      'We confirm it after a short inspection.',
    ])
  })

  it('is nothing when the site has no trade-in FAQs', () => {
    const { container } = render(<TradeInFaq faqs={[]} />)
    expect(container.innerHTML).toBe('')
  })
})
