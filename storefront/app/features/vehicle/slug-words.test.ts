import { describe, expect, it } from 'vitest'
import { makeAndModelFromSlug } from './slug-words'

const vocabulary = {
  makes: ['Toyota', 'Land Rover', 'Mazda'],
  models: ['Toyota:HiLux', 'Toyota:LandCruiser', 'Toyota:LandCruiser Prado', 'Land Rover:Defender', 'Mazda:CX-5'],
}

describe('makeAndModelFromSlug', () => {
  it('reads the make and model a car address names, as the stock spells them', () => {
    expect(makeAndModelFromSlug('2021-toyota-hilux-sr5-t42', vocabulary)).toEqual({ make: 'Toyota', model: 'HiLux' })
    expect(makeAndModelFromSlug('2019-mazda-cx-5-maxx-sport-m7', vocabulary)).toEqual({ make: 'Mazda', model: 'CX-5' })
    expect(makeAndModelFromSlug('2023-land-rover-defender-110-d7', vocabulary)).toEqual({ make: 'Land Rover', model: 'Defender' })
  })

  it('prefers the longest model named and matches whole words only', () => {
    expect(makeAndModelFromSlug('2020-toyota-landcruiser-prado-gxl-p1', vocabulary)).toEqual({ make: 'Toyota', model: 'LandCruiser Prado' })
    expect(makeAndModelFromSlug('2020-toyotas-hiluxes', vocabulary)).toEqual({ make: null, model: null })
  })

  it('knows the make without a model it stocks', () => {
    expect(makeAndModelFromSlug('2018-toyota-corolla-x9', vocabulary)).toEqual({ make: 'Toyota', model: null })
  })
})
