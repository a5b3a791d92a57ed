// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ReviewsBlockView } from './Component'

afterEach(cleanup)

const block = { blockType: 'reviews' as const, id: 'r1', heading: 'What our customers say', limit: 6 }
const reviews = [
  { id: 1, customerName: 'Priya S.', rating: 5, text: 'Easy from test drive to delivery.', reviewDate: '2026-11-01T00:00:00.000Z', replyText: 'Thanks Priya!' },
  { id: 2, customerName: 'Tom W.', rating: 4, text: null, reviewDate: '2026-10-20T00:00:00.000Z', replyText: null },
]

describe('ReviewsBlockView', () => {
  it('shows the summary in stars and words, then each review with its stars, dd/mm/yyyy date and the dealer’s reply', () => {
    render(<ReviewsBlockView block={block} data={{ summary: { count: 590, average_rating: '4.6' }, reviews }} />)
    const section = screen.getByRole('region', { name: 'What our customers say' })
    expect(within(section).getAllByRole('img', { name: 'Rated 4.6 out of 5' })).toHaveLength(1)
    expect(within(section).getByText('Rated 4.6 out of 5 from 590 reviews')).toBeTruthy()

    const priya = within(section).getByRole('article', { name: 'Review by Priya S.' })
    expect(within(priya).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy()
    expect(within(priya).getByText('01/11/2026')).toBeTruthy()
    expect(within(priya).getByText('Thanks Priya!')).toBeTruthy()
    // Compact stars: 5 draws four full and a filled fifth.
    expect(priya.querySelectorAll('.star--full')).toHaveLength(4)
    expect(priya.querySelectorAll('.star--partial')).toHaveLength(1)
  })

  it('draws a 4.6 summary as four full stars, a partial star at 60 % and no empty one', () => {
    render(<ReviewsBlockView block={block} data={{ summary: { count: 20, average_rating: '4.6' }, reviews }} />)
    const summary = screen.getAllByRole('img', { name: 'Rated 4.6 out of 5' })[0]
    expect(summary.querySelectorAll('.star--full')).toHaveLength(4)
    expect((summary.querySelector('.star--partial') as HTMLElement).style.getPropertyValue('--fill')).toBe('60%')
    expect(summary.querySelectorAll('.star--empty')).toHaveLength(0)
  })

  it('shows nothing without reviews to show', () => {
    const { container } = render(<ReviewsBlockView block={block} data={{ summary: { count: 0, average_rating: null }, reviews: [] }} />)
    expect(container.innerHTML).toBe('')
  })
})
