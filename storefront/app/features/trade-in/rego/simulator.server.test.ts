import { describe, expect, it } from 'vitest'
import { SAMPLE_PLATES, simulatorRegoLookup, type PlatedStockCar } from './simulator.server'

/** The site's cars by plate, as the search answers them (in no particular order). */
const stock: Record<string, PlatedStockCar[]> = {
  '412KLM': [
    { id: 1_207, make: 'Mazda', model: 'BT-50', year: 2020, badge: 'XT', state: 'QLD' },
    { id: 1_103, make: 'Toyota', model: 'RAV4', year: 2023, badge: 'GXL', state: 'QLD', colour: 'Glacier White', vin: 'JTMW1RFV00D012345' },
    { id: 1_050, make: 'Kia', model: 'Sportage', year: 2021, badge: null, state: 'NSW' },
  ],
  '905ABC': [{ id: 1_300, make: 'Hyundai', model: 'i30', year: 2022, badge: 'N Line', state: 'VIC' }],
}
const reads: string[] = []
const lookup = simulatorRegoLookup(async (plate) => {
  reads.push(plate)
  return stock[plate] ?? []
})

describe('simulatorRegoLookup', () => {
  it('resolves the sample plates in any state without reading the stock', async () => {
    expect(await lookup.lookup('TRADE1', 'WA')).toEqual({ found: true, vehicle: SAMPLE_PLATES.TRADE1 })
    expect(await lookup.lookup('OLDCAR', 'NSW')).toEqual({ found: true, vehicle: { make: 'Toyota', model: 'Corolla', year: 2015, badge: 'Ascent Sport' } })
    expect(reads).toEqual([])
  })

  it('resolves a demo stock plate in the state of its car', async () => {
    expect(await lookup.lookup('905ABC', 'VIC')).toEqual({
      found: true,
      vehicle: { make: 'Hyundai', model: 'i30', year: 2022, badge: 'N Line', colour: null, vin: null },
    })
    expect(await lookup.lookup('412KLM', 'NSW')).toEqual({
      found: true,
      vehicle: { make: 'Kia', model: 'Sportage', year: 2021, badge: null, colour: null, vin: null },
    })
  })

  it('answers the lowest id when the demo feed repeats a plate in one state, whatever order the search returns', async () => {
    expect(await lookup.lookup('412KLM', 'QLD')).toEqual({
      found: true,
      vehicle: { make: 'Toyota', model: 'RAV4', year: 2023, badge: 'GXL', colour: 'Glacier White', vin: 'JTMW1RFV00D012345' },
    })
  })

  it('finds nothing for an unknown plate, or a demo plate in another state', async () => {
    expect(await lookup.lookup('ZZZ999', 'QLD')).toEqual({ found: false })
    expect(await lookup.lookup('905ABC', 'QLD')).toEqual({ found: false })
  })
})
