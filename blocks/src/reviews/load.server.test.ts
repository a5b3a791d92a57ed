import { describe, expect, it } from 'vitest'
import type { Review } from '@dealer/cms-contract'
import { fakeReaders } from '../../test-support/readers'
import { loadReviews } from './load.server'

const block = { blockType: 'reviews' as const, heading: 'What our customers say', limit: 6 }
const review = (id: number, rating: number): Review => ({
  id,
  tenant: 1,
  source: 'google',
  customerName: `Shopper ${id}`,
  rating,
  text: 'Easy from start to finish.',
  reviewDate: '2026-11-20T00:00:00.000Z',
  location: 2,
  replyText: 'Thank you!',
  replyDate: '2026-11-21T00:00:00.000Z',
  imageUrl: `https://lh3.googleusercontent.com/a/shopper-${id}`,
  updatedAt: '2026-11-21T00:00:00.000Z',
  createdAt: '2026-11-20T00:00:00.000Z',
})

describe('loadReviews', () => {
  it('asks for the best reviews, keeps those rated 4 or more, each as its card shows it, and the summary of them all', async () => {
    const { readers, calls } = fakeReaders({
      cms: { topReviews: async () => [review(1, 5), review(2, 3)], reviewSummary: async () => ({ count: 12, average_rating: '4.3' }) },
    })
    const data = await loadReviews(block, readers, new Date('2026-11-30T03:00:00.000Z'))
    expect(calls.find((call) => call.reader === 'cms.topReviews')?.args).toEqual([4, 6])
    expect(data.summary).toEqual({ count: 12, average_rating: '4.3' })
    expect(data.reviews).toEqual([
      {
        id: 1,
        customerName: 'Shopper 1',
        initials: 'S',
        imageUrl: 'https://lh3.googleusercontent.com/a/shopper-1',
        rating: 5,
        text: 'Easy from start to finish.',
        reviewDate: { iso: '2026-11-20T00:00:00.000Z', date: '20/11/2026', inWords: '1 week ago' },
        replyText: 'Thank you!',
        replyDate: { iso: '2026-11-21T00:00:00.000Z', date: '21/11/2026', inWords: '1 week ago' },
      },
    ])
    // The CMS's record-keeping stays on the server.
    expect(Object.keys(data.reviews[0])).not.toContain('tenant')
    expect(Object.keys(data.reviews[0])).not.toContain('location')
  })
})
