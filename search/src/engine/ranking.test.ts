import { describe, expect, it } from 'vitest'
import { indexDataFrom } from './index-data'
import { rankOrder } from './ranking'
import type { RankingCriterion } from './settings'
import type { SearchRecord } from './types'

/** The records' objectIDs in ranking order. */
function rankRecords(list: SearchRecord[], criteria: RankingCriterion[]): Array<{ objectID: string }> {
  const data = indexDataFrom(list)
  return Array.from(rankOrder(data, criteria).order, (slot) => ({ objectID: data.objectIDAt(slot) ?? '' }))
}

const records = [
  { objectID: 'b', created: 2, price: 10 },
  { objectID: 'a', created: 2, price: 30 },
  { objectID: 'c', created: 3, price: 20 },
  { objectID: 'd', price: 5 },
  { objectID: 'e', created: 1, price: 20 },
]

const ids = (ranked: Array<{ objectID: string }>) => ranked.map((record) => record.objectID)

describe('rankOrder', () => {
  it('orders by the first criterion, breaks ties with the next, then by objectID', () => {
    expect(ids(rankRecords(records, [{ attribute: 'created', direction: 'desc' }]))).toEqual(['c', 'a', 'b', 'e', 'd'])
    expect(
      ids(
        rankRecords(records, [
          { attribute: 'created', direction: 'desc' },
          { attribute: 'price', direction: 'asc' },
        ]),
      ),
    ).toEqual(['c', 'b', 'a', 'e', 'd'])
  })

  it('puts records missing the attribute last in both directions', () => {
    expect(ids(rankRecords(records, [{ attribute: 'created', direction: 'asc' }]))).toEqual(['e', 'a', 'b', 'c', 'd'])
  })

  it('orders by objectID alone without criteria', () => {
    expect(ids(rankRecords(records, []))).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('reads nested attributes and compares text by code point', () => {
    const nested = [
      { objectID: '1', dealer: { name: 'beta' } },
      { objectID: '2', dealer: { name: 'Alpha' } },
      { objectID: '3', dealer: { name: 'alpha' } },
    ]
    expect(ids(rankRecords(nested, [{ attribute: 'dealer.name', direction: 'asc' }]))).toEqual(['2', '3', '1'])
  })
})

describe('rankOrder after writes', () => {
  it('reflects saves and deletes made since the last ranking', () => {
    const data = indexDataFrom(records)
    const criteria: RankingCriterion[] = [{ attribute: 'price', direction: 'asc' }]
    expect(Array.from(rankOrder(data, criteria).order, (slot) => data.objectIDAt(slot))).toEqual(['d', 'b', 'c', 'e', 'a'])
    data.delete('d')
    data.save({ objectID: 'f', price: 1 })
    expect(Array.from(rankOrder(data, criteria).order, (slot) => data.objectIDAt(slot))).toEqual(['f', 'b', 'c', 'e', 'a'])
  })
})
