import { describe, expect, it } from 'vitest'
import { catalogueBadgesOf, catalogueMakes, catalogueModelsOf, catalogueYearsOf, VEHICLE_CATALOGUE } from './vehicle-catalogue'

const now = new Date('2026-06-01T00:00:00Z')

describe('the manufacturer list: the static catalogue merged with the group’s stock', () => {
  it('lists every make once, alphabetically, the catalogue’s spelling winning over the stock’s', () => {
    const makes = catalogueMakes({ make: { toyota: 12, 'Great Wall': 3, Ford: 4 } })
    expect(makes).toContain('Great Wall')
    expect(makes.filter((make) => make.toLowerCase() === 'toyota')).toEqual(['Toyota'])
    expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' })))
    expect(catalogueMakes({})).toEqual(Object.keys(VEHICLE_CATALOGUE).sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' })))
  })

  it('lists a make’s models from the catalogue and the stock’s Make:Model facet, that make only', () => {
    const models = catalogueModelsOf('toyota', { make_model: { 'Toyota:HiLux': 4, 'Toyota:GR86': 1, 'Mazda:CX-5': 2 } })
    expect(models).toContain('GR86')
    expect(models).toContain('RAV4')
    expect(models).not.toContain('CX-5')
    expect(models.filter((model) => model === 'HiLux')).toHaveLength(1)
    // A make only the stock knows.
    expect(catalogueModelsOf('Great Wall', { make_model: { 'Great Wall:Cannon': 2 } })).toEqual(['Cannon'])
  })

  it('lists a model’s years newest first: the catalogue’s to next year’s models (or until it stopped), and any the stock has', () => {
    const years = catalogueYearsOf('Toyota', 'HiLux', { year: { '2008': 1, '2024': 3 } }, now)
    expect(years[0]).toBe(2027)
    expect(years).toContain(2008)
    expect(years).toContain(2010)
    expect(years).toEqual([...years].sort((a, b) => b - a))
    expect(new Set(years).size).toBe(years.length)
    const focus = catalogueYearsOf('Ford', 'Focus', {}, now)
    expect(focus[0]).toBe(2022)
    expect(catalogueYearsOf('Nobody', 'Nothing', {}, now)).toEqual([])
  })

  it('lists the badges of a year the model was sold, with the stock’s; none is a valid answer', () => {
    expect(catalogueBadgesOf('Toyota', 'HiLux', 2022, { badge: { SR5: 2, 'Rugged X': 1 } })).toEqual(['GR Sport', 'Rogue', 'Rugged X', 'SR', 'SR5', 'Workmate'])
    expect(catalogueBadgesOf('Ford', 'Focus', 2024, {})).toEqual([])
    expect(catalogueBadgesOf('Great Wall', 'Cannon', 2022, {})).toEqual([])
  })
})
