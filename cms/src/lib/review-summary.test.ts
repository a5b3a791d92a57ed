import { describe, expect, it } from 'vitest'
import { summariseRatings } from './review-summary'

describe('summariseRatings', () => {
  it('counts the reviews and averages them to one decimal, as a string', () => {
    expect(summariseRatings([5, 5, 4, 5, 4])).toEqual({ count: 5, average_rating: '4.6' })
    expect(summariseRatings([5])).toEqual({ count: 1, average_rating: '5.0' })
    expect(summariseRatings([4, 5, 5, 4, 5, 5, 4, 5, 4, 5, 5, 4, 5, 4, 4, 5, 4, 5, 4, 5])).toEqual({ count: 20, average_rating: '4.6' })
  })

  it('rounds a half up (4.65 → 4.7, 4.25 → 4.3)', () => {
    expect(summariseRatings([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 3]).average_rating).toBe('4.6')
    expect(summariseRatings([...Array(13).fill(5), ...Array(7).fill(4)]).average_rating).toBe('4.7')
    expect(summariseRatings([5, 4, 4, 4]).average_rating).toBe('4.3')
  })

  it('has no average without reviews', () => {
    expect(summariseRatings([])).toEqual({ count: 0, average_rating: null })
  })
})
