import { describe, expect, it } from 'vitest'
import { carTag } from '@dealer/stock/display'
import { listingSettingsOf, PLAIN_CERTIFIED_BADGE } from './listing.server'

const DAY_MS = 86_400_000
const now = new Date('2026-11-25T00:00:00Z')
const listedDaysAgo = (days: number) => ({
  status: 'in_stock' as const,
  tag: null,
  reserved: false,
  certified: false,
  simple_fuel: 'Petrol',
  created_at: new Date(now.getTime() - days * DAY_MS).toISOString(),
})

describe('the just-arrived tag (spec 000 §4, §9)', () => {
  it('is "New" within 8 days on a site that set nothing', () => {
    const settings = listingSettingsOf(null)
    expect(settings).toMatchObject({ justArrivedDays: 8, justArrivedTag: 'New' })
    expect(carTag(listedDaysAgo(7.9), { ...settings, now })?.label).toBe('New')
    expect(carTag(listedDaysAgo(8.1), { ...settings, now })).toBeNull()
  })

  it("uses the site's own words and window", () => {
    const settings = listingSettingsOf({ stock: { justArrivedDays: 3, justArrivedTag: 'Fresh in' } })
    expect(carTag(listedDaysAgo(2.9), { ...settings, now })?.label).toBe('Fresh in')
    expect(carTag(listedDaysAgo(3.1), { ...settings, now })).toBeNull()
  })
})

describe('the certified badge (spec 000 §4, spec 001 §9)', () => {
  const certifiedToyota = { ...listedDaysAgo(30), certified: true, make: 'Toyota' }

  it('shows nothing on a site that names no certified brand', () => {
    expect(carTag(certifiedToyota, { ...listingSettingsOf(null), now })).toBeNull()
  })

  it("shows the plain badge image on the named brand's certified cars when the site uploaded none", () => {
    const settings = listingSettingsOf({ stock: { certifiedBrand: ' Toyota ' } })
    expect(carTag(certifiedToyota, { ...settings, now })).toMatchObject({ label: 'Certified', badge: PLAIN_CERTIFIED_BADGE })
    expect(carTag({ ...certifiedToyota, make: 'Lexus' }, { ...settings, now })).toBeNull()
  })

  it("shows the site's uploaded badge, 32 px tall at its own proportions", () => {
    const upload = { id: 1, alt: 'Toyota Certified Pre-Owned', filename: 'tcpo.png', width: 300, height: 100, updatedAt: '', createdAt: '' }
    const settings = listingSettingsOf({ stock: { certifiedBrand: 'Toyota', certifiedBadge: upload } })
    expect(carTag(certifiedToyota, { ...settings, now })?.badge).toEqual({ src: '/media/tcpo.png', width: 96, height: 32 })
  })
})
