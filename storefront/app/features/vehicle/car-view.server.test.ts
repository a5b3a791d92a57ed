import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CarViewAnswer } from '@dealer/cms-contract/car-views'
import type { Tenant } from '../../server/tenant'

const findCarBySlug = vi.fn()
const storefrontCall = vi.fn()
const consumeRateLimit = vi.fn()
vi.mock('../../server/search.server', () => ({ findCarBySlug: (...args: unknown[]) => findCarBySlug(...args) }))
vi.mock('../../server/cms-storefront.server', () => ({ storefrontCall: (...args: unknown[]) => storefrontCall(...args) }))
vi.mock('../../server/rate-limit.server', () => ({ consumeRateLimit: (...args: unknown[]) => consumeRateLimit(...args) }))

const { carViewAnswer } = await import('./car-view.server')

const tenant = { id: 7, slug: 'test-motors', name: 'Test Motors' } as Tenant
const car = {
  objectID: '4711',
  slug: '2022-toyota-rav4-gxl-s123',
  name: '2022 Toyota RAV4 GXL',
  make: 'Toyota',
  model: 'RAV4',
  year: 2022,
  price: 39990,
  car_type: 'used',
  simple_body: 'SUV',
  photos_count: 12,
  created_at: '2026-01-05T01:00:00.000Z',
  updated_at: '2026-02-10T03:30:00.000Z',
}
const recorded: CarViewAnswer = {
  views: 5,
  car_fields: {
    id: '4711',
    slug: car.slug,
    name: car.name,
    make: 'Toyota',
    model: 'RAV4',
    year: 2022,
    price: 39990,
    car_type: 'used',
    body: 'SUV',
    last_viewed_at: '2026-02-11T00:00:00.000Z',
  },
}

const origin = 'https://test-motors.example'
function ask(query: string, method: 'GET' | 'POST' = 'GET'): Request {
  const url = `${origin}/cars/${car.slug}/view.json${query ? `?${query}` : ''}`
  if (method === 'GET') return new Request(url, { headers: { host: 'test-motors.example' } })
  return new Request(url, {
    method: 'POST',
    headers: { host: 'test-motors.example', 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: '{}',
  })
}
const answer = (query: string, method: 'GET' | 'POST' = 'GET') => carViewAnswer(tenant, car.slug, ask(query, method), '203.0.113.9')
const current = 'photos_count=12&updated_at=2026-02-10T03%3A30%3A00.000Z&website_id=7'

beforeEach(() => {
  findCarBySlug.mockResolvedValue(car)
  consumeRateLimit.mockResolvedValue({ allowed: true })
  storefrontCall.mockImplementation(async () => Response.json(recorded))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.resetAllMocks()
  vi.restoreAllMocks()
})

describe('view.json: the query (spec 000 §7: photos_count, updated_at, website_id)', () => {
  it.each([
    ['photos_count=many', 'photos_count must be a whole number of photos from 0 to 1000.'],
    ['photos_count=-1', 'photos_count must be a whole number of photos from 0 to 1000.'],
    ['photos_count=1.5', 'photos_count must be a whole number of photos from 0 to 1000.'],
    ['photos_count=5000', 'photos_count must be a whole number of photos from 0 to 1000.'],
    ['photos_count=1&photos_count=2', 'photos_count was given more than once.'],
    ['updated_at=yesterday', 'updated_at must be a date and time, such as 2026-03-01T09:30:00Z.'],
    ['updated_at=2026-02-30T99:00:00Z', 'updated_at must be a date and time, such as 2026-03-01T09:30:00Z.'],
    ['website_id=Test%20Motors', "website_id must be the site's id or its slug."],
    ['website_id=', "website_id must be the site's id or its slug."],
  ])('refuses %s with a 400 saying why, before looking for the car', async (query, message) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await answer(query, method)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: message })
    }
    expect(findCarBySlug).not.toHaveBeenCalled()
    expect(storefrontCall).not.toHaveBeenCalled()
  })

  it.each(['website_id=8', 'website_id=other-motors'])('refuses %s, another site, without counting or reading its car', async (query) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await answer(`photos_count=12&${query}`, method)
      expect(response.status).toBe(403)
      expect((await response.json()).error).toMatch(/another site/)
    }
    expect(findCarBySlug).not.toHaveBeenCalled()
    expect(consumeRateLimit).not.toHaveBeenCalled()
    expect(storefrontCall).not.toHaveBeenCalled()
  })

  it.each(['website_id=7', 'website_id=test-motors'])('takes this site by its id or its slug (%s)', async (query) => {
    const response = await answer(query, 'POST')
    expect(response.status).toBe(200)
    expect(storefrontCall).toHaveBeenCalledWith('/api/car-views/record', expect.objectContaining({ method: 'POST' }))
  })
})

describe('view.json: the answer', () => {
  it("counts a POST and answers views and car_fields with the car's current version, not stale when the page shows it", async () => {
    const response = await answer(current, 'POST')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      views: 5,
      car_fields: { ...recorded.car_fields, photos_count: 12, updated_at: '2026-02-10T03:30:00.000Z' },
      stale: false,
    })
    expect(consumeRateLimit).toHaveBeenCalledWith(expect.anything(), '7:4711:203.0.113.9')
  })

  it('reads the same instant however the page wrote it', async () => {
    const response = await answer('photos_count=12&updated_at=2026-02-10T13%3A30%3A00%2B10%3A00&website_id=7')
    expect((await response.json()).stale).toBe(false)
  })

  it.each([
    ['a photo count', 'photos_count=10&updated_at=2026-02-10T03%3A30%3A00.000Z&website_id=7'],
    ['an update time', 'photos_count=12&updated_at=2026-01-20T00%3A00%3A00Z&website_id=7'],
  ])('says the page is stale when it shows %s the index no longer has, and still counts the view', async (_, query) => {
    const response = await answer(query, 'POST')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.stale).toBe(true)
    expect(body.car_fields).toMatchObject({ photos_count: 12, updated_at: '2026-02-10T03:30:00.000Z' })
    expect(storefrontCall).toHaveBeenCalledWith('/api/car-views/record', expect.anything())
  })

  it('dates a car without an update time by its listing time', async () => {
    findCarBySlug.mockResolvedValue({ ...car, updated_at: undefined })
    const body = await (await answer('photos_count=12&updated_at=2026-01-05T01%3A00%3A00Z&website_id=7')).json()
    expect(body.stale).toBe(false)
    expect(body.car_fields.updated_at).toBe('2026-01-05T01:00:00.000Z')
  })

  it('reads without counting on a GET, and answers no views for a car nobody has viewed', async () => {
    storefrontCall.mockResolvedValue(new Response(null, { status: 404 }))
    const body = await (await answer(current)).json()
    expect(consumeRateLimit).not.toHaveBeenCalled()
    expect(storefrontCall).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/car-views\/by-slug\?/), { method: 'GET' })
    expect(body).toMatchObject({ views: 0, stale: false, car_fields: { id: '4711', photos_count: 12, last_viewed_at: null } })
  })

  it('answers without the query too (a page from before it)', async () => {
    const response = await answer('', 'POST')
    expect(response.status).toBe(200)
    expect((await response.json()).stale).toBe(false)
  })

  it('answers 404 for a car this site does not have', async () => {
    findCarBySlug.mockResolvedValue(null)
    expect((await answer(current)).status).toBe(404)
  })

  it('answers 503 when the CMS cannot count', async () => {
    storefrontCall.mockResolvedValue(new Response('down', { status: 500 }))
    const response = await answer(current, 'POST')
    expect(response.status).toBe(503)
  })
})
