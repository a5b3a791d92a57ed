import { describe, expect, it } from 'vitest'
import { planFeedImport } from './import'
import { mapFeed, stableCarId } from './mapping'
import { parseFeed } from './parse'

const NOW = new Date('2026-11-29T00:00:00+10:00')
const DEFAULTS = {
  now: NOW,
  location: { id: 7, name: 'Bayside Toyota Cleveland', city: 'Cleveland', state: 'QLD', postcode: '4163' },
  dealership: { id: 3, name: 'Bayside Toyota' },
}

/** A Dealer Studio-style export: their column names, their words, no id, listing date or location. */
const DMS_CSV = [
  'Stock No,Car type,Make,Model,Badge,Year,Odometer,DAP Price,Body,Transmission,Fuel,Status,Photos',
  'B1001,Used,Toyota,HiLux,SR5,2021,52300,"$48,990",Ute,6 Speed Automatic,Diesel,Available,https://photos.example.com/b1001/1.jpg',
  'B1002,Demo,Toyota,Corolla,Ascent,2025,900,31990,Hatch,Manual,Petrol,Sold,https://photos.example.com/b1002/1.jpg',
].join('\n')

const MAPPING = [
  { column: 'Stock No', field: 'stocknum' },
  { column: 'Car type', field: 'car_type' },
  { column: 'Make', field: 'make' },
  { column: 'Model', field: 'model' },
  { column: 'Badge', field: 'badge' },
  { column: 'Year', field: 'year' },
  { column: 'Odometer', field: 'km' },
  { column: 'DAP Price', field: 'price' },
  { column: 'Body', field: 'simple_body' },
  { column: 'Transmission', field: 'simple_transmission' },
  { column: 'Fuel', field: 'simple_fuel' },
  { column: 'Status', field: 'status' },
  { column: 'Photos', field: 'images' },
]

describe('mapFeed', () => {
  it('reads a DMS export through staff’s mapping, its words and the source’s location', () => {
    const plan = planFeedImport(mapFeed(parseFeed(DMS_CSV, 'csv'), MAPPING, DEFAULTS), { tenant: 'bayside-toyota', now: NOW })
    expect(plan.rejected).toEqual([])
    const [hilux] = plan.cars
    expect(hilux).toMatchObject({
      stocknum: 'B1001',
      car_type: 'used',
      status: 'in_stock',
      price: 48_990,
      simple_transmission: 'Automatic',
      transmission: '6 Speed Automatic',
      location_id: 7,
      dealership_name: 'Bayside Toyota',
      objectID: String(stableCarId('B1001')),
      created_at: NOW.toISOString(),
    })
    expect(plan.facts.map((facts) => [facts.stocknum, facts.status, facts.car_type])).toEqual([
      ['B1001', 'in_stock', 'used'],
      ['B1002', 'sold', 'demo'],
    ])
  })

  it('keeps a car’s listing date from the import that first saw it', () => {
    const listedAt = (stocknum: string) => (stocknum === 'B1001' ? '2026-10-01T09:00:00.000Z' : undefined)
    const plan = planFeedImport(mapFeed(parseFeed(DMS_CSV, 'csv'), MAPPING, { ...DEFAULTS, listedAt }), { tenant: 'bayside-toyota', now: NOW })
    expect(plan.facts.map((facts) => facts.created_at)).toEqual(['2026-10-01T09:00:00.000Z', NOW.toISOString()])
  })

  it('names an unmapped column as ignored, and a word it can’t read as the row’s problem', () => {
    const csv = DMS_CSV.replace('Available', 'On the lot')
    const plan = planFeedImport(mapFeed(parseFeed(csv, 'csv'), MAPPING.slice(1), DEFAULTS), { tenant: 'bayside-toyota', now: NOW })
    expect(plan.ignoredFields).toContain('Stock No')
    expect(plan.rejected[0]?.problems.map((problem) => problem.field)).toEqual(expect.arrayContaining(['stocknum', 'status']))
  })

  it('gives a stock number the same id every time, and different stock numbers different ids', () => {
    expect(stableCarId('B1001')).toBe(stableCarId('B1001'))
    expect(stableCarId('B1001')).not.toBe(stableCarId('B1002'))
    expect(Number.isSafeInteger(stableCarId('B1001'))).toBe(true)
  })
})
