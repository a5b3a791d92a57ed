import { describe, expect, it } from 'vitest'
import type { ComparableListing, ConditionAnswers } from '@dealer/stock/valuation'
import type { ComparableSubject } from '@dealer/stock/comparables'
import { builtInValuer } from './built-in-valuer.server'

const now = () => new Date('2026-06-01T00:00:00Z')
const seconds = now().getTime() / 1000
const condition: ConditionAnswers = { serviceHistory: 'full', damage: 'none', tyres: 'good', accessories: false, financeOwing: false }
const comparables: ComparableListing[] = [38_000, 40_000, 41_500, 43_000].map((price) => ({
  price,
  year: 2022,
  km: 50_000,
  listedAt: seconds - 86_400,
  soldAt: null,
}))

function valuerReading(listings: ComparableListing[]) {
  const asked: ComparableSubject[] = []
  const valuer = builtInValuer({
    readComparables: async (subject) => {
      asked.push(subject)
      return listings
    },
    now,
  })
  return { valuer, asked }
}

describe('builtInValuer', () => {
  it('reads the comparables of the car and answers the model’s estimate', async () => {
    const { valuer, asked } = valuerReading(comparables)
    const vehicle = { make: 'Toyota', model: 'HiLux', year: 2022, km: 50_000, badge: 'SR5' }
    const outcome = await valuer.value({ vehicle, state: 'QLD', condition })
    expect(asked).toEqual([vehicle])
    expect(outcome).toMatchObject({ kind: 'estimate', comparables: 4 })
    if (outcome.kind === 'estimate') expect(outcome.low).toBeLessThanOrEqual(outcome.estimate)
  })

  it('answers inspect for a car over 7 years old without reading the stock', async () => {
    const { valuer, asked } = valuerReading(comparables)
    expect(await valuer.value({ vehicle: { make: 'Toyota', model: 'HiLux', year: 2017, km: 90_000 }, state: 'QLD', condition })).toEqual({
      kind: 'inspect',
      reason: 'over-age',
    })
    expect(asked).toEqual([])
  })

  it('answers inspect when the site has too few comparables', async () => {
    const { valuer } = valuerReading(comparables.slice(0, 1))
    expect(await valuer.value({ vehicle: { make: 'Toyota', model: 'HiLux', year: 2022, km: 50_000 }, state: 'QLD', condition })).toEqual({
      kind: 'inspect',
      reason: 'too-few-comparables',
    })
  })
})
