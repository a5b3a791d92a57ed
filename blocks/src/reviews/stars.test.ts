import type { Review } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { ratingLabel, reviewCountLabel, reviewSummaryLabel, reviewsToShow, starsOf } from './stars'

describe('starsOf', () => {
  it('draws whole ratings as full stars and empty outlines', () => {
    expect(starsOf(5)).toEqual({ full: 5, partial: 0, empty: 0 })
    expect(starsOf(4)).toEqual({ full: 4, partial: 0, empty: 1 })
    expect(starsOf(1)).toEqual({ full: 1, partial: 0, empty: 4 })
    expect(starsOf(0)).toEqual({ full: 0, partial: 0, empty: 5 })
  })

  it('rounds down to whole stars and fills a partial star to the fraction when it exceeds 30 percent', () => {
    expect(starsOf(4.6)).toEqual({ full: 4, partial: 0.6, empty: 0 })
    expect(starsOf(3.75)).toEqual({ full: 3, partial: 0.75, empty: 1 })
    expect(starsOf(0.5)).toEqual({ full: 0, partial: 0.5, empty: 4 })
    expect(starsOf(4.99)).toEqual({ full: 4, partial: 0.99, empty: 0 })
  })

  it('draws no partial star at 30 percent or less, only above it', () => {
    expect(starsOf(4.2)).toEqual({ full: 4, partial: 0, empty: 1 })
    expect(starsOf(4.3)).toEqual({ full: 4, partial: 0, empty: 1 })
    expect(starsOf(4.301)).toEqual({ full: 4, partial: 0.301, empty: 0 })
    expect(starsOf(4.31)).toEqual({ full: 4, partial: 0.31, empty: 0 })
  })

  it('draws no partial star at exactly 30 percent for every whole part, despite floating point', () => {
    // 1.3 − 1 is 0.30000000000000004 in binary floating point; the shopper still sees 1.3, so no partial star.
    for (const rating of [0.3, 1.3, 2.3, 3.3, 4.3]) expect(starsOf(rating).partial).toBe(0)
  })

  it('always draws five stars in all at full size', () => {
    for (let tenths = 0; tenths <= 50; tenths++) {
      const { full, partial, empty } = starsOf(tenths / 10)
      expect(full + (partial > 0 ? 1 : 0) + empty).toBe(5)
    }
  })

  it('clamps ratings outside 0 to 5', () => {
    expect(starsOf(7)).toEqual(starsOf(5))
    expect(starsOf(Number.POSITIVE_INFINITY)).toEqual(starsOf(5))
    expect(starsOf(-2)).toEqual(starsOf(0))
    expect(starsOf(Number.NEGATIVE_INFINITY)).toEqual(starsOf(0))
  })

  it('draws empty outlines without a rating', () => {
    for (const missing of [Number.NaN, null, undefined, '', ' ', 'n/a']) expect(starsOf(missing)).toEqual({ full: 0, partial: 0, empty: 5 })
  })

  it("reads a review list summary's average_rating string", () => {
    expect(starsOf('4.6')).toEqual({ full: 4, partial: 0.6, empty: 0 })
    expect(starsOf('4.0')).toEqual({ full: 4, partial: 0, empty: 1 })
  })

  describe('compact', () => {
    it('draws at most 4 full stars plus the partial one, and no empty outlines', () => {
      expect(starsOf(4.6, { compact: true })).toEqual({ full: 4, partial: 0.6, empty: 0 })
      expect(starsOf(4.99, { compact: true })).toEqual({ full: 4, partial: 0.99, empty: 0 })
      expect(starsOf(3.5, { compact: true })).toEqual({ full: 3, partial: 0.5, empty: 0 })
      expect(starsOf(2, { compact: true })).toEqual({ full: 2, partial: 0, empty: 0 })
    })

    it('draws a perfect 5 as 4 full stars and a fully filled fifth, never as just 4 stars', () => {
      expect(starsOf(5, { compact: true })).toEqual({ full: 4, partial: 1, empty: 0 })
      expect(starsOf(9, { compact: true })).toEqual({ full: 4, partial: 1, empty: 0 })
    })

    it('applies the same 30 percent threshold', () => {
      expect(starsOf(4.3, { compact: true })).toEqual({ full: 4, partial: 0, empty: 0 })
      expect(starsOf(1.3, { compact: true })).toEqual({ full: 1, partial: 0, empty: 0 })
    })

    it('draws nothing without a rating', () => {
      expect(starsOf(Number.NaN, { compact: true })).toEqual({ full: 0, partial: 0, empty: 0 })
    })

    it('never draws more than 5 stars, nor more than 4 full ones', () => {
      for (let hundredths = 0; hundredths <= 500; hundredths++) {
        const { full, partial } = starsOf(hundredths / 100, { compact: true })
        expect(full).toBeLessThanOrEqual(4)
        expect(full + (partial > 0 ? 1 : 0)).toBeLessThanOrEqual(5)
      }
    })
  })
})

describe('ratingLabel', () => {
  it('says the rating out of 5 to one decimal', () => {
    expect(ratingLabel(4.6)).toBe('Rated 4.6 out of 5')
    expect(ratingLabel('4.6')).toBe('Rated 4.6 out of 5')
    expect(ratingLabel(4.65)).toBe('Rated 4.7 out of 5')
    expect(ratingLabel(4.25)).toBe('Rated 4.3 out of 5')
    expect(ratingLabel(4.99)).toBe('Rated 5 out of 5')
  })

  it('says whole ratings without ".0"', () => {
    expect(ratingLabel(5)).toBe('Rated 5 out of 5')
    expect(ratingLabel('4.0')).toBe('Rated 4 out of 5')
  })

  it('clamps to 0–5 as the stars do', () => {
    expect(ratingLabel(6)).toBe('Rated 5 out of 5')
    expect(ratingLabel(-1)).toBe('Rated 0 out of 5')
  })

  it('says there is no rating when there is none', () => {
    for (const missing of [Number.NaN, null, undefined, '']) expect(ratingLabel(missing)).toBe('Not yet rated')
  })
})

describe('reviewsToShow', () => {
  const reviews = [
    { customerName: 'Sarah M.', rating: 5 },
    { customerName: 'James T.', rating: 3 },
    { customerName: 'Priya K.', rating: 4 },
    { customerName: 'Liam O.', rating: 1 },
    { customerName: 'Chloe W.', rating: 5 },
  ]
  const names = (shown: readonly { customerName: string }[]) => shown.map((review) => review.customerName)

  it('shows reviews rated 4 or more, in the order given', () => {
    expect(names(reviewsToShow(reviews))).toEqual(['Sarah M.', 'Priya K.', 'Chloe W.'])
  })

  it("takes another minimum, such as a location's threshold from the site config", () => {
    expect(names(reviewsToShow(reviews, 5))).toEqual(['Sarah M.', 'Chloe W.'])
    expect(names(reviewsToShow(reviews, 1))).toEqual(['Sarah M.', 'James T.', 'Priya K.', 'Liam O.', 'Chloe W.'])
  })

  it('never shows a review without a numeric rating', () => {
    const unrated = [
      { customerName: 'No rating', rating: null },
      { customerName: 'NaN', rating: Number.NaN },
      { customerName: 'Rated', rating: 4 },
    ]
    expect(names(reviewsToShow(unrated))).toEqual(['Rated'])
  })

  it('takes the CMS reviews as they are', () => {
    const review: Review = {
      id: 1,
      source: 'manual',
      customerName: 'Grace L.',
      rating: 4,
      reviewDate: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      createdAt: '2026-11-01T00:00:00.000Z',
    }
    const shown: Review[] = reviewsToShow([review])
    expect(shown).toEqual([review])
  })
})

describe('reviewSummaryLabel', () => {
  it('says the average and how many reviews, for the sample set', () => {
    expect(reviewSummaryLabel({ count: 590, average_rating: '4.6' })).toBe('Rated 4.6 out of 5 from 590 reviews')
    expect(reviewSummaryLabel({ count: 1, average_rating: '5.0' })).toBe('Rated 5 out of 5 from 1 review')
    expect(reviewSummaryLabel({ count: 1234, average_rating: '4.8' })).toBe('Rated 4.8 out of 5 from 1,234 reviews')
  })

  it('says there are no reviews yet when there are none', () => {
    expect(reviewSummaryLabel({ count: 0, average_rating: null })).toBe('No reviews yet')
    expect(reviewSummaryLabel({ count: 3, average_rating: null })).toBe('No reviews yet')
  })
})

describe('reviewCountLabel', () => {
  it('says "review" for one and "reviews" otherwise, with thousands separators', () => {
    expect(reviewCountLabel(1)).toBe('1 review')
    expect(reviewCountLabel(0)).toBe('0 reviews')
    expect(reviewCountLabel(20)).toBe('20 reviews')
    expect(reviewCountLabel(12345)).toBe('12,345 reviews')
  })
})
