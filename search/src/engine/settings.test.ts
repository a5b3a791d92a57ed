import { describe, expect, it } from 'vitest'
import { attributeName, customRankingCriteria, facetableAttributes, searchableAttributes, updateSettings } from './settings'
import { InvalidInputError } from './types'

describe('updateSettings', () => {
  it('changes only the settings named and resets those set to null', () => {
    const current = { searchableAttributes: ['name'], customRanking: ['desc(created_at_timestamp)'], hitsPerPage: 30 }
    expect(updateSettings(current, { attributesForFaceting: ['make'], hitsPerPage: null })).toEqual({
      searchableAttributes: ['name'],
      customRanking: ['desc(created_at_timestamp)'],
      attributesForFaceting: ['make'],
    })
    expect(current.hitsPerPage).toBe(30)
  })

  it('rejects malformed settings rather than storing them', () => {
    expect(() => updateSettings({}, { searchableAttributes: 'name' })).toThrow(new InvalidInputError('searchableAttributes must be a list of strings'))
    expect(() => updateSettings({}, { customRanking: ['created_at desc'] })).toThrow(
      new InvalidInputError('customRanking: "created_at desc" must be asc(attribute) or desc(attribute)'),
    )
    expect(() => updateSettings({}, { attributesForFaceting: ['sortable(make)'] })).toThrow(InvalidInputError)
  })
})

describe('attribute settings', () => {
  const settings = {
    attributesForFaceting: ['filterOnly(tenant)', 'searchable(make)', 'afterDistinctFilter(model)', 'location.city'],
    searchableAttributes: ['unordered(name)', 'make,model', 'stocknum'],
    customRanking: ['desc(created_at_timestamp)', 'asc(price)'],
  }

  it('strips modifiers', () => {
    expect(attributeName('filterOnly(tenant)')).toBe('tenant')
    expect(attributeName('location.city')).toBe('location.city')
  })

  it('facets every faceting attribute except filterOnly ones', () => {
    expect(facetableAttributes(settings)).toEqual(['make', 'model', 'location.city'])
  })

  it('lists searchable attributes, splitting equal-rank groups, or undefined for all', () => {
    expect(searchableAttributes(settings)).toEqual(['name', 'make', 'model', 'stocknum'])
    expect(searchableAttributes({})).toBeUndefined()
  })

  it('reads custom ranking criteria in order', () => {
    expect(customRankingCriteria(settings)).toEqual([
      { attribute: 'created_at_timestamp', direction: 'desc' },
      { attribute: 'price', direction: 'asc' },
    ])
  })
})
