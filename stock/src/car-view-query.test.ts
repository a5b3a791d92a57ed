import { describe, expect, it } from 'vitest'
import { carVersion, carViewSearch, isStaleView, isThisSite, readCarViewQuery } from './car-view-query'

const car = { photos_count: 8, created_at: '2026-01-05T11:00:00+10:00', updated_at: '2026-02-10T03:30:00Z' }

describe('the view.json query', () => {
  it("is the car's version and the site, read back as written", () => {
    const search = carViewSearch(carVersion(car), 7)
    expect(search).toBe('photos_count=8&updated_at=2026-02-10T03%3A30%3A00.000Z&website_id=7')
    const reading = readCarViewQuery(new URLSearchParams(search))
    expect(reading).toEqual({ ok: true, query: { photosCount: 8, updatedAt: '2026-02-10T03:30:00.000Z', websiteId: { id: 7 } } })
    expect(reading.ok && isStaleView(reading.query, carVersion(car))).toBe(false)
  })

  it('dates a car by its listing time when it has no update time, and leaves out a time it has none of', () => {
    expect(carVersion({ ...car, updated_at: null })).toEqual({ photos_count: 8, updated_at: '2026-01-05T01:00:00.000Z' })
    expect(carViewSearch({ photos_count: 0, updated_at: null }, 'test-motors')).toBe('photos_count=0&website_id=test-motors')
  })

  it('is stale when the photo count or the update time differs, not when a part is left out', () => {
    const now = carVersion(car)
    expect(isStaleView({ photosCount: 9, updatedAt: null, websiteId: null }, now)).toBe(true)
    expect(isStaleView({ photosCount: null, updatedAt: '2026-02-09T00:00:00.000Z', websiteId: null }, now)).toBe(true)
    expect(isStaleView({ photosCount: null, updatedAt: null, websiteId: null }, now)).toBe(false)
  })

  it('names this site by its id or slug, or names none', () => {
    const site = { id: 7, slug: 'test-motors' }
    expect(isThisSite({ photosCount: null, updatedAt: null, websiteId: { id: 7 } }, site)).toBe(true)
    expect(isThisSite({ photosCount: null, updatedAt: null, websiteId: { slug: 'test-motors' } }, site)).toBe(true)
    expect(isThisSite({ photosCount: null, updatedAt: null, websiteId: { id: 70 } }, site)).toBe(false)
    expect(isThisSite({ photosCount: null, updatedAt: null, websiteId: { slug: 'other' } }, site)).toBe(false)
    expect(isThisSite({ photosCount: null, updatedAt: null, websiteId: null }, site)).toBe(true)
  })

  it.each(['photos_count=x', 'photos_count=', 'updated_at=2026-13-01', 'updated_at=', 'website_id=0', 'website_id=A', 'website_id=1&website_id=1'])(
    'says what is wrong with %s',
    (search) => {
      const reading = readCarViewQuery(new URLSearchParams(search))
      expect(reading.ok).toBe(false)
      expect(!reading.ok && reading.message).toMatch(/^(photos_count|updated_at|website_id) /)
    },
  )
})
