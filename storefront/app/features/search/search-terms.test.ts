import { describe, expect, it } from 'vitest'
import { searchTerms } from './search-terms'

describe('searchTerms', () => {
  it('keeps the words, one make and its one model', () => {
    expect(searchTerms({ query: '  tow   bar ', refinements: {} })).toEqual({ make: '', model: '', query: 'tow bar' })
    expect(searchTerms({ query: '', refinements: { make: ['Toyota'] } })).toEqual({ make: 'Toyota', model: '', query: '' })
    expect(searchTerms({ query: '', refinements: { make: ['Toyota'], make_model: ['Toyota:HiLux'] } })).toEqual({ make: 'Toyota', model: 'HiLux', query: '' })
    expect(searchTerms({ query: '', refinements: { make_model: ['Land Rover:Defender'] } })).toEqual({ make: 'Land Rover', model: 'Defender', query: '' })
  })

  it('counts nothing for a listing of everything, several makes, or several models alone', () => {
    expect(searchTerms({ query: ' ', refinements: {} })).toBeNull()
    expect(searchTerms({ query: '', refinements: { make: ['Toyota', 'Mazda'] } })).toBeNull()
    expect(searchTerms({ query: '', refinements: { make_model: ['Toyota:HiLux', 'Toyota:Prado'] } })).toBeNull()
    expect(searchTerms({ query: '', refinements: { car_type: ['used'] } })).toBeNull()
    // Several models of one make: the make alone.
    expect(searchTerms({ query: '', refinements: { make: ['Toyota'], make_model: ['Toyota:HiLux', 'Toyota:Prado'] } })).toEqual({
      make: 'Toyota',
      model: '',
      query: '',
    })
  })
})
