import { describe, expect, it } from 'vitest'
import { matchSuggestions, readSuggestionQuery, type SuggestionCounts } from './suggestions'
import { carCount, suggestionCountText, suggestionQuery, suggestionText } from './suggestions-api'

const counts: SuggestionCounts = {
  make: { Toyota: 42, 'Land Rover': 5, Mazda: 9, 'Mercedes-Benz': 3, Citroën: 1 },
  make_model: {
    'Toyota:HiLux': 12,
    'Toyota:HiAce': 4,
    'Toyota:LandCruiser 300': 8,
    'Toyota:LandCruiser 70': 6,
    'Toyota:RAV4': 10,
    'Land Rover:Defender': 5,
    'Mazda:CX-5': 9,
    'Mercedes-Benz:Sprinter': 3,
    'Citroën:C4': 1,
    'broken-no-make': 2,
  },
  simple_body: { Ute: 30, SUV: 40, 'Cab Chassis': 2, Sedan: 0 },
}

/** What the shopper sees, in order: "label — count". */
const shown = (query: string, limit?: number) => matchSuggestions(counts, query, limit).map((suggestion) => `${suggestion.label} — ${suggestion.count}`)

describe('matchSuggestions: makes, models and bodies whose words start with what was typed', () => {
  it.each([
    // [typed, what is suggested, in order]
    ['hi', ['HiLux (Toyota) — 12', 'HiAce (Toyota) — 4']],
    ['HI', ['HiLux (Toyota) — 12', 'HiAce (Toyota) — 4']],
    ['  hil ', ['HiLux (Toyota) — 12']],
    // A make's word: the make, then the models under it and other words' matches.
    ['land', ['Land Rover — 5', 'LandCruiser 300 (Toyota) — 8', 'LandCruiser 70 (Toyota) — 6', 'Defender (Land Rover) — 5']],
    ['ute', ['Ute — 30']],
    ['cab', ['Cab Chassis — 2']],
    ['chassis', ['Cab Chassis — 2']],
    // An exact make first, then its models by stock.
    [
      'toyota',
      ['Toyota — 42', 'HiLux (Toyota) — 12', 'RAV4 (Toyota) — 10', 'LandCruiser 300 (Toyota) — 8', 'LandCruiser 70 (Toyota) — 6', 'HiAce (Toyota) — 4'],
    ],
    // Makes and bodies (broader) before models; each by cars in stock.
    ['s', ['SUV — 40', 'Sprinter (Mercedes-Benz) — 3']],
    ['m', ['Mazda — 9', 'Mercedes-Benz — 3', 'CX-5 (Mazda) — 9', 'Sprinter (Mercedes-Benz) — 3']],
    // Several words: each starts a word of the name, the make's included.
    ['toyota hi', ['HiLux (Toyota) — 12', 'HiAce (Toyota) — 4']],
    ['hilux toyota', ['HiLux (Toyota) — 12']],
    ['landcruiser 7', ['LandCruiser 70 (Toyota) — 6']],
    // A model's whole name.
    ['rav4', ['RAV4 (Toyota) — 10']],
    // Punctuation and accents don't matter; words run together match a name's start.
    ['cx-5', ['CX-5 (Mazda) — 9']],
    ['cx5', ['CX-5 (Mazda) — 9']],
    ['benz', ['Mercedes-Benz — 3', 'Sprinter (Mercedes-Benz) — 3']],
    ['citroen', ['Citroën — 1', 'C4 (Citroën) — 1']],
    ['CITROËN c4', ['C4 (Citroën) — 1']],
    // Only the starts of words: "lux" is inside HiLux, not at a word's start.
    ['lux', []],
    // A sentence names nothing: Enter sends it to the sentence search as before.
    ['white hilux under 40k', []],
    // A body with no car in stock, or a make_model value without its make, is never suggested.
    ['sedan', []],
    ['broken', []],
    ['', []],
    ['  -  ', []],
  ])('%j → %j', (typed, expected) => {
    expect(shown(typed)).toEqual(expected)
  })

  it('gives at most the limit (8 by default)', () => {
    const many: SuggestionCounts = {
      make: {},
      simple_body: {},
      make_model: Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`Kia:K${index}`, index + 1])),
    }
    expect(matchSuggestions(many, 'k')).toHaveLength(8)
    expect(matchSuggestions(many, 'k').map(({ count }) => count)).toEqual([20, 19, 18, 17, 16, 15, 14, 13])
    expect(shown('toyota', 2)).toEqual(['Toyota — 42', 'HiLux (Toyota) — 12'])
  })

  it('orders equal counts A to Z', () => {
    const tied: SuggestionCounts = { make: {}, simple_body: {}, make_model: { 'Kia:Sorento': 3, 'Kia:Carnival': 3, 'Kia:Seltos': 3 } }
    expect(matchSuggestions(tied, 'kia').map(({ label }) => label)).toEqual(['Carnival (Kia)', 'Seltos (Kia)', 'Sorento (Kia)'])
  })

  it.each([
    ['toyota', { kind: 'make', label: 'Toyota', count: 42, href: '/search/toyota' }],
    ['land rover', { kind: 'make', label: 'Land Rover', count: 5, href: '/search/land-rover' }],
    ['hilux', { kind: 'model', label: 'HiLux (Toyota)', count: 12, href: '/search/toyota/hilux' }],
    ['landcruiser 3', { kind: 'model', label: 'LandCruiser 300 (Toyota)', count: 8, href: '/search/toyota/landcruiser-300' }],
    ['c4', { kind: 'model', label: 'C4 (Citroën)', count: 1, href: '/search/citroen/c4' }],
    ['ute', { kind: 'body', label: 'Ute', count: 30, href: '/search/ute' }],
    ['cab ch', { kind: 'body', label: 'Cab Chassis', count: 2, href: '/search/cab-chassis' }],
  ])('%j leads to its listing first: %j', (typed, first) => {
    expect(matchSuggestions(counts, typed)[0]).toEqual(first)
  })
})

describe('readSuggestionQuery: the route’s q', () => {
  it.each([
    [null, { ok: true, query: '' }],
    ['', { ok: true, query: '' }],
    ['hi', { ok: true, query: 'hi' }],
    ['x'.repeat(100), { ok: true, query: 'x'.repeat(100) }],
  ])('%j is read', (q, read) => {
    expect(readSuggestionQuery(q)).toEqual(read)
  })

  it('refuses more than 100 characters, saying so', () => {
    expect(readSuggestionQuery('x'.repeat(101))).toEqual({ ok: false, message: 'The search text is too long for suggestions: at most 100 characters.' })
  })
})

describe('the texts and the query the browser asks', () => {
  it.each([
    ['HiLux ', 'hilux'],
    ['  Land   Rover ', 'land rover'],
    ['', null],
    ['   ', null],
    ['x'.repeat(101), null],
  ])('suggestionQuery(%j) is %j', (text, query) => {
    expect(suggestionQuery(text)).toBe(query)
  })

  it.each([
    [{ label: 'Toyota', count: 42 }, 'Toyota — 42 cars'],
    [{ label: 'HiLux (Toyota)', count: 12 }, 'HiLux (Toyota) — 12 cars'],
    [{ label: 'Ute', count: 1 }, 'Ute — 1 car'],
    [{ label: 'SUV', count: 1234 }, 'SUV — 1,234 cars'],
  ])('%j reads %j', (suggestion, text) => {
    expect(suggestionText(suggestion)).toBe(text)
  })

  it('counts cars and suggestions in en-AU', () => {
    expect([carCount(0), carCount(1), carCount(2)]).toEqual(['0 cars', '1 car', '2 cars'])
    expect([suggestionCountText(0), suggestionCountText(1), suggestionCountText(3)]).toEqual(['No suggestions', '1 suggestion', '3 suggestions'])
  })
})
