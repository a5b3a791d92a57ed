// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FaqBlockView } from './Component'

afterEach(cleanup)

const block = { blockType: 'faq' as const, id: 'f1', heading: 'Trade-in questions' }
const faqs = [
  { id: 1, question: 'How is my car valued?', answer: 'We use recent sales of similar cars.\n\nThe offer stands for 7 days.' },
  { id: 2, question: 'Can I trade in a car with finance owing?', answer: 'Yes: we pay out the loan.' },
]

describe('FaqBlockView', () => {
  it('lists each question as a closed disclosure that holds its answer, paragraph by paragraph', () => {
    render(<FaqBlockView block={block} data={faqs} />)
    const section = screen.getByRole('region', { name: 'Trade-in questions' })
    const items = section.querySelectorAll('details')
    expect(items).toHaveLength(2)
    expect([...items].every((item) => !item.open)).toBe(true)
    expect(items[0].querySelector('summary')?.textContent).toBe('How is my car valued?')
    expect([...items[0].querySelectorAll('p')].map((p) => p.textContent)).toEqual(['We use recent sales of similar cars.', 'The offer stands for 7 days.'])
    expect(within(section).getByText('Yes: we pay out the loan.')).toBeTruthy()
  })

  it('shows nothing when the site has no FAQs (on that topic)', () => {
    const { container } = render(<FaqBlockView block={block} data={[]} />)
    expect(container.innerHTML).toBe('')
  })
})
