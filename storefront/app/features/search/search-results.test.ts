import { describe, expect, it } from 'vitest'
import {
  collapsedPage,
  collapseSoldRuns,
  coveringPages,
  inCarTypeOrder,
  inPriceOrder,
  makeOptions,
  orderFacetValues,
  resultSlots,
  stockCountShown,
} from './search-results'

const hits = (statuses: string) => statuses.split('').map((code, index) => ({ id: index, status: code === 's' ? 'sold' : 'in_stock' }))
const ids = (list: Array<{ id: number }>) => list.map((hit) => hit.id)

describe('collapseSoldRuns (spec 000 §4)', () => {
  it('keeps the first sold car of each run of consecutive sold cars', () => {
    expect(ids(collapseSoldRuns(hits('issssiss')))).toEqual([0, 1, 5, 6])
    expect(ids(collapseSoldRuns(hits('sisi')))).toEqual([0, 1, 2, 3])
  })

  it('keeps every car when every car is sold, and leaves unsold lists alone', () => {
    expect(ids(collapseSoldRuns(hits('sss')))).toEqual([0, 1, 2])
    expect(ids(collapseSoldRuns(hits('iii')))).toEqual([0, 1, 2])
    expect(collapseSoldRuns([])).toEqual([])
  })
})

describe('collapsedPage: sold runs collapse over the whole list, then it is paged (issue 48)', () => {
  const statuses = (pattern: string) => [...pattern].map((code) => (code === 's' ? 'sold' : 'in_stock'))

  it('fills each page from the collapsed list, a run across a page boundary included', () => {
    // Positions 2–5 are one run (2 stays), 8–9 another (8 stays): 10 hits, 6 cards.
    const list = statuses('iissssiiss')
    expect(collapsedPage(list, 10, 1, 3)).toEqual({ positions: [0, 1, 2], totalCars: 6, totalPages: 2 })
    expect(collapsedPage(list, 10, 2, 3)).toEqual({ positions: [6, 7, 8], totalCars: 6, totalPages: 2 })
    expect(collapsedPage(list, 10, 3, 3).positions).toEqual([])
  })

  it('collapses nothing when every hit is sold', () => {
    expect(collapsedPage(statuses('ssss'), 4, 2, 3)).toEqual({ positions: [3], totalCars: 4, totalPages: 2 })
  })

  it('counts matches past those it can page to, less the sold cars collapsed among those it can', () => {
    expect(collapsedPage(statuses('issi'), 2500, 1, 21).totalCars).toBe(2499)
  })
})

describe('coveringPages', () => {
  const covered = (first: number, last: number) => {
    const { hitsPerPage, pages } = coveringPages(first, last)
    return { hitsPerPage, from: pages[0] * hitsPerPage, to: (pages[pages.length - 1] + 1) * hitsPerPage - 1, pages: pages.length }
  }

  it('covers the positions with one page of some size, or two of the span’s size, fetching under twice the span', () => {
    for (const [first, last] of [
      [0, 20],
      [21, 45],
      [5, 25],
      [63, 90],
      [979, 999],
    ]) {
      const { hitsPerPage, from, to, pages } = covered(first, last)
      expect(from).toBeLessThanOrEqual(first)
      expect(to).toBeGreaterThanOrEqual(last)
      expect(hitsPerPage * pages).toBeLessThanOrEqual(2 * (last - first + 1))
    }
    expect(coveringPages(0, 20)).toEqual({ hitsPerPage: 21, pages: [0] })
    expect(coveringPages(42, 62)).toEqual({ hitsPerPage: 21, pages: [2] })
  })
})

describe('orderFacetValues (spec 000 §3)', () => {
  it('orders by count, then by label with numbers read as numbers', () => {
    expect(orderFacetValues({ Ute: 12, SUV: 30, Sedan: 12, Hatch: 4 }).map((value) => value.value)).toEqual(['SUV', 'Sedan', 'Ute', 'Hatch'])
    expect(orderFacetValues({ '10': 3, '2': 3, '7': 3 }).map((value) => value.value)).toEqual(['2', '7', '10'])
  })
})

describe('makeOptions', () => {
  it('lists the most stocked makes first and the rest A to Z', () => {
    const counts = { Toyota: 50, Mazda: 40, Kia: 40, Abarth: 1, Ford: 30, Chery: 2 }
    const { popular, others } = makeOptions(counts, 3)
    expect(popular.map((make) => make.value)).toEqual(['Toyota', 'Kia', 'Mazda'])
    expect(others.map((make) => make.value)).toEqual(['Abarth', 'Chery', 'Ford'])
  })
})

describe('stockCountShown (spec 000 §9)', () => {
  it('shows the configured count in place of a count over 1999', () => {
    expect(stockCountShown(1999, 2000)).toBe(1999)
    expect(stockCountShown(2000, 1500)).toBe(1500)
    expect(stockCountShown(0, 2000)).toBe(0)
  })
})

describe('resultSlots (spec 000 §9 promo positions and the call-to-action card)', () => {
  const cars = [1, 2, 3, 4, 5, 6, 7]
  const shape = (slots: ReturnType<typeof resultSlots<number, string>>) =>
    slots.map((slot) => (slot.kind === 'car' ? slot.car : slot.kind === 'promo' ? slot.card : 'cta'))

  it('puts the promo cards, in their order, after every N cars, then the call-to-action card', () => {
    expect(shape(resultSlots(cars, ['first', 'second'], { interval: 2, ctaCard: true }))).toEqual([1, 2, 'first', 3, 4, 'second', 5, 6, 'cta', 7])
  })

  it('leaves the call-to-action card out on sites that turn it off, and shows nothing extra without cars', () => {
    expect(shape(resultSlots(cars, ['only'], { interval: 3, ctaCard: false }))).toEqual([1, 2, 3, 'only', 4, 5, 6, 7])
    expect(resultSlots([], ['only'], { interval: 3, ctaCard: true })).toEqual([])
  })
})

describe('the car types (spec 000 §9)', () => {
  it('are listed new, demo, used whatever their counts, any other type after them', () => {
    const counts = { used: 200, demo: 5, new: 40, ex_rental: 3 }
    expect(inCarTypeOrder(orderFacetValues(counts)).map(({ value }) => value)).toEqual(['new', 'demo', 'used', 'ex_rental'])
    expect(inCarTypeOrder([{ value: 'used', count: 1 }])).toEqual([{ value: 'used', count: 1 }])
  })
})

describe('the price-range labels (spec 000 §9 "Price sort orders labels by number")', () => {
  it('are listed cheapest first by the number they start with, whatever their counts', () => {
    const counts = { '$30,000 - $40,000': 90, '$100,000+': 40, '$0 - $10,000': 2, '$75,000 - $100,000': 12, '$10,000 - $20,000': 60, '$50,000 - $75,000': 12 }
    expect(inPriceOrder(orderFacetValues(counts)).map(({ value }) => value)).toEqual([
      '$0 - $10,000',
      '$10,000 - $20,000',
      '$30,000 - $40,000',
      '$50,000 - $75,000',
      '$75,000 - $100,000',
      '$100,000+',
    ])
  })

  it('keep each label its count, and a label without a number goes last', () => {
    expect(
      inPriceOrder([
        { value: 'POA', count: 9 },
        { value: '$20,000 - $30,000', count: 1 },
      ]),
    ).toEqual([
      { value: '$20,000 - $30,000', count: 1 },
      { value: 'POA', count: 9 },
    ])
  })
})
