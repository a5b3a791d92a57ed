import { describe, expect, it } from 'vitest'
import { demoStock } from './stock'
import { DEMO_TENANTS } from './demo-tenants'
import { historyLeads, historySearches } from './insights-history'

describe('historyLeads', () => {
  const cars = demoStock(DEMO_TENANTS)[0]!.cars.filter((car) => !car.sold)
  const now = new Date('2026-11-30T02:00:00Z')

  it('lays 90 days of leads back from now, the same every time', () => {
    const leads = historyLeads(cars, 5_000, now)
    expect(historyLeads(cars, 5_000, now)).toEqual(leads)
    expect(leads.length).toBeGreaterThan(90 * 2)
    const oldest = Math.min(...leads.map((lead) => lead.createdAt.getTime()))
    expect(now.getTime() - oldest).toBeLessThan(90 * 86_400_000)
    expect(now.getTime() - oldest).toBeGreaterThan(88 * 86_400_000)
    expect(leads.every((lead) => lead.createdAt <= now)).toBe(true)
  })

  it('contacts a lead only after it came and not in the future, and names a car only for a car form', () => {
    const leads = historyLeads(cars, 5_000, now)
    for (const lead of leads) {
      if (lead.status === 'new') expect(lead.firstContactedAt).toBeNull()
      else {
        expect(lead.firstContactedAt!.getTime()).toBeGreaterThan(lead.createdAt.getTime())
        expect(lead.firstContactedAt!.getTime()).toBeLessThanOrEqual(now.getTime())
      }
      if (lead.form === 'contact' || lead.form === 'finance' || lead.form === 'trade-in') expect(lead.car).toBeNull()
    }
    expect(leads.some((lead) => lead.status === 'new')).toBe(true)
    expect(leads.some((lead) => lead.deliveryStatus === 'failed')).toBe(true)
    expect(new Set(leads.map((lead) => lead.form)).size).toBe(7)
  })

  it('brings leads from campaigns, other sites and direct visits, about as often as its table says', () => {
    const leads = historyLeads(cars, 5_000, now)
    const share = (test: (lead: (typeof leads)[number]) => boolean) => leads.filter(test).length / leads.length
    expect(share((lead) => lead.linkedQueryParams.utm_source === 'google')).toBeGreaterThan(0.1)
    expect(share((lead) => lead.referrerDomain === 'www.carsales.com.au')).toBeGreaterThan(0.06)
    expect(share((lead) => !lead.referrerDomain && Object.keys(lead.linkedQueryParams).length === 0)).toBeGreaterThan(0.25)
  })
})

describe('historySearches', () => {
  const cars = demoStock(DEMO_TENANTS)[0]!.cars.filter((car) => !car.sold)
  const now = new Date('2026-11-30T02:00:00Z')

  it('searches the site’s own makes and models most, and some things it doesn’t stock, over 90 days', () => {
    const searches = historySearches(cars, 9_000, now)
    expect(historySearches(cars, 9_000, now)).toEqual(searches)
    const total = (rows: typeof searches) => rows.reduce((sum, row) => sum + row.searches, 0)
    expect(new Set(searches.map((row) => row.day)).size).toBe(90)
    const stocked = new Set(cars.map((car) => car.make))
    expect(searches.filter((row) => row.found).every((row) => stocked.has(row.make))).toBe(true)
    const missed = total(searches.filter((row) => !row.found))
    expect(missed / total(searches)).toBeGreaterThan(0.05)
    expect(missed / total(searches)).toBeLessThan(0.25)
    // One row per day and terms, as the rollup's key.
    const keys = searches.map((row) => JSON.stringify([row.day, row.make, row.model, row.query, row.found]))
    expect(new Set(keys).size).toBe(keys.length)
  })
})
