import { describe, expect, it } from 'vitest'
import { caravanSpecifications, feetAndMetres } from './caravan-specs'

describe('feetAndMetres', () => {
  it('shows feet and whole inches, then metres to the centimetre', () => {
    expect(feetAndMetres(5_660)).toBe('18 ft 7 in (5.66 m)')
    expect(feetAndMetres(2_440)).toBe('8 ft 0 in (2.44 m)')
    // 12 inches round up into the next foot, never "6 ft 12 in".
    expect(feetAndMetres(2_133)).toBe('7 ft 0 in (2.13 m)')
  })
})

describe('caravanSpecifications (spec 001 §3)', () => {
  it('lists width and length in feet and metres, tare and ATM in kg, axles and berths', () => {
    expect(
      caravanSpecifications({ body_width: 2_440, body_length: 5_660, tare_weight: 1_980, aggregate_trailer_mass: 2_400, axle_type: 'Single', sleeps: 3 }),
    ).toEqual([
      { label: 'Body length', value: '18 ft 7 in (5.66 m)' },
      { label: 'Body width', value: '8 ft 0 in (2.44 m)' },
      { label: 'Tare weight', value: '1,980 kg' },
      { label: 'Aggregate trailer mass (ATM)', value: '2,400 kg' },
      { label: 'Axle type', value: 'Single' },
      { label: 'Sleeps', value: '3' },
    ])
  })

  it('leaves out what the caravan lacks, and lists nothing for a car', () => {
    expect(caravanSpecifications({ body_width: null, body_length: 4_960, tare_weight: null, aggregate_trailer_mass: 0, axle_type: ' ', sleeps: null })).toEqual(
      [{ label: 'Body length', value: '16 ft 3 in (4.96 m)' }],
    )
    expect(caravanSpecifications(null)).toEqual([])
  })
})
