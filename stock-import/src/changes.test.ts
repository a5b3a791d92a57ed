import { describe, expect, it } from 'vitest'
import { feedRow } from '../test-support/feed-fixtures'
import { factsDigest, heldReason, stockChanges, type ImportedCar } from './changes'
import { planFeedImport } from './import'
import type { ParsedFeed } from './parse'

const NOW = new Date('2026-11-29T00:00:00+10:00')
const feedOf = (rows: Array<Record<string, unknown>>): ParsedFeed => ({
  format: 'json',
  rows: rows.map((fields, index) => ({ number: index + 1, where: `row ${index + 1}`, fields })),
  unreadable: [],
})
const car = (n: number, overrides: Record<string, unknown> = {}) => feedRow({ id: 700_000 + n, stocknum: `T${n}`, ...overrides })

function imported(rows: Array<Record<string, unknown>>): Map<string, ImportedCar> {
  const plan = planFeedImport(feedOf(rows), { tenant: 't', now: NOW })
  return new Map(
    plan.facts.map((facts) => [
      facts.stocknum,
      { stocknum: facts.stocknum, name: facts.make, price: facts.price, status: facts.status, digest: factsDigest(facts) },
    ]),
  )
}

describe('stockChanges', () => {
  it('counts cars added, updated, sold and removed, and lists each price change', () => {
    const before = imported([car(1), car(2), car(3), car(4)])
    const plan = planFeedImport(feedOf([car(1), car(2, { price: 45_990 }), car(3, { status: 'sold', sold_date_timestamp: 1_795_000_000 }), car(5)]), {
      tenant: 't',
      now: NOW,
    })
    const changes = stockChanges(before, plan.facts, plan.cars.length)
    expect(changes).toMatchObject({ added: 1, updated: 1, sold: 1, removed: 1 })
    expect(changes.priceChanges).toEqual([{ stocknum: 'T2', name: 'Toyota', from: 48_990, to: 45_990 }])
  })

  it('finds nothing changed in the same feed twice', () => {
    const rows = [car(1), car(2)]
    const plan = planFeedImport(feedOf(rows), { tenant: 't', now: NOW })
    expect(stockChanges(imported(rows), plan.facts, plan.cars.length)).toMatchObject({ added: 0, updated: 0, sold: 0, removed: 0, priceChanges: [] })
  })
})

describe('heldReason', () => {
  const changes = (removed: number, listed: number) => ({ added: 0, updated: 0, sold: 0, removed, listed, priceChanges: [] })

  it('holds a feed that lists no car, or removes more than the allowed share', () => {
    expect(heldReason(changes(10, 0), 10)).toBe('The feed lists no car, so applying it would take all 10 cars off the website.')
    expect(heldReason(changes(8, 2), 10)).toBe('The feed would remove 8 of the 10 cars on the website (80%), more than the 30% allowed without approval.')
  })

  it('lets through a feed within the share, a first import, and a site’s own wider share', () => {
    expect(heldReason(changes(3, 7), 10)).toBeNull()
    expect(heldReason(changes(0, 5), 0)).toBeNull()
    expect(heldReason(changes(8, 2), 10, 0.9)).toBeNull()
  })
})
