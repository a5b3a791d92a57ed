// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ReviewsBlockView } from './Component'
import { reviewCardOf } from './review-card'

const NOW = new Date('2026-11-30T03:00:00.000Z')
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

const block = { blockType: 'reviews' as const, id: 'r1', heading: 'What our customers say', limit: 6 }
const reviews = [
  {
    id: 1,
    customerName: 'Priya S.',
    rating: 5,
    text: 'Easy from test drive to delivery.',
    reviewDate: '2026-08-28T00:00:00.000Z',
    imageUrl: 'https://lh3.googleusercontent.com/a/priya',
    replyText: 'Thanks Priya!',
    replyDate: '2026-11-16T00:00:00.000Z',
  },
  { id: 2, customerName: 'Tom W.', rating: 4, text: null, reviewDate: '2026-10-20T00:00:00.000Z', replyText: null },
]

describe('ReviewsBlockView', () => {
  it('shows the summary in stars and words, then each review with its stars and the dealer’s reply', () => {
    render(
      <ReviewsBlockView block={block} data={{ summary: { count: 590, average_rating: '4.6' }, reviews: reviews.map((review) => reviewCardOf(review, NOW)) }} />,
    )
    const section = screen.getByRole('region', { name: 'What our customers say' })
    expect(within(section).getAllByRole('img', { name: 'Rated 4.6 out of 5' })).toHaveLength(1)
    expect(within(section).getByText('Rated 4.6 out of 5 from 590 reviews')).toBeTruthy()

    const priya = within(section).getByRole('article', { name: 'Review by Priya S.' })
    expect(within(priya).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy()
    expect(within(priya).getByText('Thanks Priya!')).toBeTruthy()
    // Compact stars: 5 draws four full and a filled fifth.
    expect(priya.querySelectorAll('.star--full')).toHaveLength(4)
    expect(priya.querySelectorAll('.star--partial')).toHaveLength(1)
  })

  it('dates each review in words, with the exact time and the dd/mm/yyyy date on its <time>', () => {
    render(
      <ReviewsBlockView block={block} data={{ summary: { count: 2, average_rating: '4.5' }, reviews: reviews.map((review) => reviewCardOf(review, NOW)) }} />,
    )
    const priya = screen.getByRole('article', { name: 'Review by Priya S.' })
    const date = within(priya).getByText('3 months ago')
    expect(date.tagName).toBe('TIME')
    expect(date.getAttribute('datetime')).toBe('2026-08-28T00:00:00.000Z')
    expect(date.getAttribute('title')).toBe('28/08/2026')
    const tom = screen.getByRole('article', { name: 'Review by Tom W.' })
    expect(within(tom).getByText('1 month ago').getAttribute('title')).toBe('20/10/2026')
  })

  it('says when the dealer replied: "Reply from the dealer · 2 weeks ago"', () => {
    render(
      <ReviewsBlockView block={block} data={{ summary: { count: 2, average_rating: '4.5' }, reviews: reviews.map((review) => reviewCardOf(review, NOW)) }} />,
    )
    const reply = screen.getByRole('article', { name: 'Review by Priya S.' }).querySelector('.review-card__reply-meta') as HTMLElement
    expect(reply.textContent).toBe('Reply from the dealer · 2 weeks ago')
    const when = within(reply).getByText('2 weeks ago')
    expect(when.getAttribute('datetime')).toBe('2026-11-16T00:00:00.000Z')
    expect(when.getAttribute('title')).toBe('16/11/2026')
    expect(screen.getByRole('article', { name: 'Review by Tom W.' }).querySelector('.review-card__reply')).toBeNull()
  })

  it('draws the reviewer’s photo at a set size beside their name, or their initials without one', () => {
    render(
      <ReviewsBlockView block={block} data={{ summary: { count: 2, average_rating: '4.5' }, reviews: reviews.map((review) => reviewCardOf(review, NOW)) }} />,
    )
    const photo = screen.getByRole('article', { name: 'Review by Priya S.' }).querySelector('img.review-card__avatar') as HTMLImageElement
    expect(photo.getAttribute('src')).toBe('https://lh3.googleusercontent.com/a/priya')
    expect(photo.getAttribute('alt')).toBe('')
    expect(photo.getAttribute('width')).toBe('48')
    expect(photo.getAttribute('height')).toBe('48')
    const tom = screen.getByRole('article', { name: 'Review by Tom W.' })
    expect(tom.querySelector('img.review-card__avatar')).toBeNull()
    const initials = tom.querySelector('.review-card__avatar--initials') as HTMLElement
    expect(initials.textContent).toBe('TW')
    expect(initials.getAttribute('aria-hidden')).toBe('true')
  })

  it('takes the CMS’s reviews as they are too (the location page), dated as of today', () => {
    render(<ReviewsBlockView block={block} data={{ summary: { count: 2, average_rating: '4.5' }, reviews }} />)
    const priya = screen.getByRole('article', { name: 'Review by Priya S.' })
    expect(within(priya).getByText('3 months ago').getAttribute('title')).toBe('28/08/2026')
    expect(priya.querySelector('img.review-card__avatar')).not.toBeNull()
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
