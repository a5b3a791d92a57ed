import { describe, expect, it } from 'vitest'
import type { Media } from '@dealer/cms-contract'
import { initialsOf, reviewCardOf } from './review-card'

const NOW = new Date('2026-11-30T03:00:00.000Z')
const review = {
  id: 9,
  customerName: 'Priya Kaur',
  rating: 5,
  text: ' Great service. ',
  reviewDate: '2026-08-28T00:00:00.000Z',
  replyText: 'Thanks!',
  replyDate: '2026-11-16T00:00:00.000Z',
}

describe('reviewCardOf', () => {
  it('gives spec 001’s Review as its card shows it: dd/mm/yyyy dates and their words', () => {
    expect(reviewCardOf(review, NOW)).toEqual({
      id: 9,
      customerName: 'Priya Kaur',
      initials: 'PK',
      imageUrl: null,
      rating: 5,
      text: 'Great service.',
      reviewDate: { iso: '2026-08-28T00:00:00.000Z', date: '28/08/2026', inWords: '3 months ago' },
      replyText: 'Thanks!',
      replyDate: { iso: '2026-11-16T00:00:00.000Z', date: '16/11/2026', inWords: '2 weeks ago' },
    })
  })

  it('shows the uploaded photo’s thumbnail from the storefront first, then an imported https photo', () => {
    const upload = { id: 3, alt: '', filename: 'priya.jpg', sizes: { thumbnail: { filename: 'priya-400x400.jpg' } } } as Media
    expect(reviewCardOf({ ...review, image: upload, imageUrl: 'https://lh3.googleusercontent.com/a/x' }, NOW).imageUrl).toBe('/media/priya-400x400.jpg')
    expect(reviewCardOf({ ...review, image: 3, imageUrl: 'https://lh3.googleusercontent.com/a/x' }, NOW).imageUrl).toBe('https://lh3.googleusercontent.com/a/x')
    expect(reviewCardOf({ ...review, imageUrl: 'http://example.com/x.jpg' }, NOW).imageUrl).toBeNull()
    expect(reviewCardOf({ ...review, imageUrl: 'javascript:alert(1)' }, NOW).imageUrl).toBeNull()
  })

  it('drops an empty reply, and the date of a reply that isn’t there', () => {
    const card = reviewCardOf({ ...review, text: null, replyText: '  ' }, NOW)
    expect(card).toMatchObject({ text: null, replyText: null, replyDate: null })
    expect(reviewCardOf({ ...review, replyDate: null }, NOW).replyDate).toBeNull()
  })
})

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Priya Kaur')).toBe('PK')
    expect(initialsOf('Tom W.')).toBe('TW')
    expect(initialsOf('liam')).toBe('L')
    expect(initialsOf("Sarah O'Brien-Smith")).toBe('SO')
    expect(initialsOf('Zoë  Ångström')).toBe('ZÅ')
    expect(initialsOf('A Google user')).toBe('AU')
  })

  it('draws a question mark for a name without letters', () => {
    expect(initialsOf('')).toBe('?')
    expect(initialsOf(' 42 ')).toBe('?')
  })
})
