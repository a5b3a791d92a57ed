import { describe, expect, it } from 'vitest'
import { feedRow } from '../test-support/feed-fixtures'
import { planFeedImport, planFeedImportInSteps } from './import'
import type { ParsedFeed } from './parse'

const NOW = new Date('2026-11-29T00:00:00+10:00')
const feedOf = (rows: Array<Record<string, unknown>>): ParsedFeed => ({
  format: 'json',
  rows: rows.map((fields, index) => ({ number: index + 1, where: `row ${index + 1}`, fields })),
  unreadable: [],
})
const rows = [
  feedRow({ id: 1, stocknum: 'T1' }),
  feedRow({ id: 2, stocknum: 'T2', created_at: '2026-11-20T09:00:00+10:00' }),
  feedRow({ id: 3, stocknum: 'T3' }),
]

describe('overrides in an import', () => {
  it('shows staff’s price, offer, tag, comments and featured flag, and keeps the feed’s facts', () => {
    const overrides = new Map([
      ['T1', { stocknum: 'T1', price: 45_000, offerPrice: 43_990, tag: 'Runout Sale', comments: 'Staff comments.', featured: true }],
      ['T3', { stocknum: 'T3', hidden: true }],
    ])
    const plan = planFeedImport(feedOf(rows), { tenant: 't', now: NOW, overrides })
    expect(plan.cars.map((car) => car.stocknum)).toEqual(['T1', 'T2'])
    expect(plan.cars[0]).toMatchObject({
      price: 45_000,
      offer_price: 43_990,
      selling_price: 43_990,
      tag: 'Runout Sale',
      special_offer: true,
      dealercomments: 'Staff comments.',
    })
    expect(plan.cars[0]!.custom_rank).toBeGreaterThan(plan.cars[1]!.custom_rank)
    expect(plan.hidden).toEqual([{ where: 'row 3', stocknum: 'T3', reason: 'hidden by staff (an override)' }])
    expect(plan.facts.map((facts) => [facts.stocknum, facts.price])).toEqual([
      ['T1', 48_990],
      ['T2', 48_990],
      ['T3', 48_990],
    ])
  })
})

describe('planFeedImportInSteps', () => {
  it('makes the same plan as planFeedImport, telling its progress', async () => {
    const many = Array.from({ length: 1_200 }, (_, index) => feedRow({ id: index + 1, stocknum: `S${index + 1}` }))
    const progress: Array<[number, number]> = []
    const stepped = await planFeedImportInSteps(feedOf(many), { tenant: 't', now: NOW }, (checked, total) => void progress.push([checked, total]))
    expect(stepped).toEqual(planFeedImport(feedOf(many), { tenant: 't', now: NOW }))
    expect(progress).toEqual([
      [500, 1_200],
      [1_000, 1_200],
      [1_200, 1_200],
    ])
  })
})
