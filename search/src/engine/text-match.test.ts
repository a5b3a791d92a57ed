import { describe, expect, it } from 'vitest'
import { highlightHit } from './highlight'
import { indexDataFrom } from './index-data'
import { words } from './text-index'
import { matchText } from './text-match'

const cars = [
  { objectID: '1', name: '2021 Toyota Land Cruiser', make: 'Toyota', stocknum: 'T123', dealer: { city: 'Penrith' } },
  { objectID: '2', name: 'Škoda Octavia RS', make: 'Skoda', year: 2019, dealer: { city: 'Parramatta' } },
  { objectID: '3', name: 'Mazda CX-5 Maxx', make: 'Mazda', features: ['tow bar', 'sunroof'] },
  { objectID: '4', name: 'Hyundai Tucson Highlander', make: 'Hyundai' },
]

const rules = { enabled: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 }

function search(query: string, attributes?: string[]) {
  const data = indexDataFrom(cars)
  const match = matchText(data.text(attributes), query, rules, data.slotCount)
  return { data, match }
}

function matching(query: string, attributes?: string[]): string[] {
  const { data, match } = search(query, attributes)
  if (!match) return cars.map((car) => car.objectID)
  return match.slots.map((slot) => data.objectIDAt(slot) ?? '').sort()
}

describe('words', () => {
  it('lower-cases, strips accents and splits on anything but letters and digits', () => {
    expect(words('Škoda CX-5, Land-Cruiser!')).toEqual(['skoda', 'cx', '5', 'land', 'cruiser'])
  })
})

describe('matchText', () => {
  it('matches every query word, the last one also as a prefix, case- and accent-insensitively', () => {
    expect(matching('toyota')).toEqual(['1'])
    expect(matching('TOY')).toEqual(['1'])
    expect(matching('land toy')).toEqual(['1'])
    expect(matching('skoda oct')).toEqual(['2'])
    expect(matching('cx 5')).toEqual(['3'])
    // Only the last word is a prefix: "toy land" needs a word "toy".
    expect(matching('toy land')).toEqual([])
  })

  it('forgives one typo from 4 letters and two from 8, as Algolia does', () => {
    expect(matching('toyta')).toEqual(['1'])
    expect(matching('mazad')).toEqual(['3'])
    expect(matching('octvia')).toEqual(['2'])
    expect(matching('higlandr')).toEqual(['4'])
    expect(matching('hxghlxndxr')).toEqual([])
    // Three letters get no typo: "cz" and "maz" are different words.
    expect(matching('cz')).toEqual([])
    expect(matching('toyota mazda')).toEqual([])
  })

  it('counts typos per record, so exact matches can rank first', () => {
    const { data, match } = search('mazda')
    const slot = data.slotOf('3') ?? -1
    expect(match?.typos[slot]).toBe(0)
    expect(match?.exact[slot]).toBe(1)
    const typo = search('mazdo')
    expect(typo.match?.typos[slot]).toBe(1)
  })

  it('searches nested values, arrays and numbers when no searchable attributes are set, but not objectID', () => {
    expect(matching('penrith')).toEqual(['1'])
    expect(matching('sunroof')).toEqual(['3'])
    expect(matching('2019')).toEqual(['2'])
    expect(matching('3')).toEqual([])
  })

  it('searches only the searchable attributes when they are set, dotted paths included', () => {
    expect(matching('penrith', ['name'])).toEqual([])
    expect(matching('penrith', ['name', 'dealer.city'])).toEqual(['1'])
    expect(matching('t12', ['stocknum'])).toEqual(['1'])
  })

  it('matches everything for an empty or punctuation-only query', () => {
    expect(matching('')).toEqual(['1', '2', '3', '4'])
    expect(matching(' - ')).toEqual(['1', '2', '3', '4'])
  })
})

describe('highlightHit', () => {
  const tags = { pre: '<em>', post: '</em>' }

  it('marks whole words for exact and typo matches and the typed part of a prefix', () => {
    const { match } = search('toyta lan', ['name'])
    expect(highlightHit(cars[0], ['name', 'make'], match, tags)).toEqual({
      name: { value: '2021 <em>Toyota</em> <em>Lan</em>d Cruiser', matchLevel: 'full', matchedWords: ['toyta', 'lan'], fullyHighlighted: false },
      make: { value: '<em>Toyota</em>', matchLevel: 'partial', matchedWords: ['toyta'], fullyHighlighted: true },
    })
  })

  it('keeps the shape of nested values and reports no match as none', () => {
    const { match } = search('sunroof')
    expect(highlightHit(cars[2], ['features', 'make'], match, tags)).toEqual({
      features: [
        { value: 'tow bar', matchLevel: 'none', matchedWords: [] },
        { value: '<em>sunroof</em>', matchLevel: 'full', matchedWords: ['sunroof'], fullyHighlighted: true },
      ],
      make: { value: 'Mazda', matchLevel: 'none', matchedWords: [] },
    })
    expect(highlightHit(cars[0], ['dealer.city'], match, tags)).toEqual({ dealer: { city: { value: 'Penrith', matchLevel: 'none', matchedWords: [] } } })
  })
})
