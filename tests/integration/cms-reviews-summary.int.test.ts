import { describe, expect, it } from 'vitest'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'

const cms = (pathname: string) => new URL(pathname, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const [bayside, southernCross] = DEMO_TENANTS

interface Review {
  rating: number
  location?: number | null
}

async function get(pathname: string): Promise<Response> {
  return fetch(cms(pathname))
}

describe('the review summary', () => {
  it("gives shoppers a site's review count and average to one decimal, matching its typed-in reviews", async () => {
    const tenant = ((await (await get(`/api/tenants?where[slug][equals]=${southernCross.slug}&depth=0`)).json()) as { docs: Array<{ id: number }> }).docs[0]
    const reviews = ((await (await get(`/api/reviews?where[tenant][equals]=${tenant.id}&depth=0&pagination=false`)).json()) as { docs: Review[] }).docs
    expect(reviews).toHaveLength(20)
    const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length

    const response = await get(`/api/reviews/summary?site=${southernCross.slug}`)
    expect(response.status).toBe(200)
    const summary = (await response.json()) as { count: number; average_rating: string }
    expect(summary.count).toBe(20)
    expect(summary.average_rating).toMatch(/^\d\.\d$/)
    expect(Number(summary.average_rating)).toBeCloseTo(average, 1)

    const fourPlus = (await (await get(`/api/reviews/summary?site=${southernCross.slug}&minRating=4`)).json()) as { count: number }
    expect(fourPlus.count).toBe(reviews.filter((review) => review.rating >= 4).length)
  })

  it("gives Google's own totals for a site whose reviews are imported (spec 001 §9: 590 reviews, 4.6)", async () => {
    const summary = (await (await get(`/api/reviews/summary?site=${bayside.slug}`)).json()) as { count: number; average_rating: string }
    expect(summary).toMatchObject({ count: 590, average_rating: '4.6' })
  })

  it('answers a missing or unknown site, or a bad filter, with a 4xx that says what is wrong', async () => {
    const cases: Array<[string, number, string]> = [
      ['/api/reviews/summary', 400, 'Give the site as ?site=<slug>.'],
      ['/api/reviews/summary?site=no-such-dealer', 404, 'There is no site "no-such-dealer".'],
      [`/api/reviews/summary?site=${bayside.slug}&minRating=9`, 400, 'minRating must be a whole number from 1 to 5.'],
      [`/api/reviews/summary?site=${bayside.slug}&location=cleveland`, 400, 'location must be a location id.'],
    ]
    for (const [pathname, status, message] of cases) {
      const response = await get(pathname)
      expect(response.status, pathname).toBe(status)
      expect(((await response.json()) as { message: string }).message).toBe(message)
    }
  })
})
