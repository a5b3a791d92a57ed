import type { PromoCard } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { seededRandom } from '../ui/seeded-random'
import { isLive, type PromoCardRuleFields, showsForSearchedCarTypes, showsOnDisplayType, visiblePromoCards } from './rules'

type TestCard = PromoCardRuleFields & { title: string }

const now = new Date('2026-11-24T02:00:00Z') // 12:00 in Brisbane
const card = (title: string, fields: Partial<PromoCardRuleFields> = {}): TestCard => ({ id: title, title, ...fields })
const titles = (cards: readonly { title: string }[]) => cards.map((shown) => shown.title)
const onSearch = { now, displayType: 'search' } as const

describe('visiblePromoCards: start and expiry', () => {
  it('shows a card only between its start and expiry', () => {
    const cards = [
      card('Run-out sale', { start: '2026-11-17T02:00:00Z', expiry: '2027-01-23T02:00:00Z' }),
      card('Winter sale (ended)', { start: '2026-07-27T02:00:00Z', expiry: '2026-10-25T02:00:00Z' }),
      card('Summer sale (starts soon)', { start: '2026-12-08T02:00:00Z', expiry: '2027-02-07T02:00:00Z' }),
    ]
    expect(titles(visiblePromoCards(cards, onSearch))).toEqual(['Run-out sale'])
  })

  it('treats a missing start as already started and a missing expiry as never expiring', () => {
    const cards = [
      card('No dates'),
      card('Only an expiry', { expiry: '2026-12-01T00:00:00Z' }),
      card('Only a start', { start: '2026-01-01T00:00:00Z' }),
      card('Blank dates', { start: '', expiry: null }),
      card('Expired, no start', { expiry: '2026-11-01T00:00:00Z' }),
      card('Future, no expiry', { start: '2027-01-01T00:00:00Z' }),
    ]
    expect(titles(visiblePromoCards(cards, onSearch))).toEqual(['No dates', 'Only an expiry', 'Only a start', 'Blank dates'])
  })

  it('starts showing at the start instant and stops at the expiry instant', () => {
    const window = { start: '2026-11-24T02:00:00Z', expiry: '2026-11-24T04:00:00Z' }
    expect(isLive(window, new Date('2026-11-24T01:59:59.999Z'))).toBe(false)
    expect(isLive(window, new Date('2026-11-24T02:00:00Z'))).toBe(true)
    expect(isLive(window, new Date('2026-11-24T03:59:59.999Z'))).toBe(true)
    expect(isLive(window, new Date('2026-11-24T04:00:00Z'))).toBe(false)
  })

  it('hands over from one card to the next at the same instant, never both and never neither', () => {
    const cards = [card('Morning', { expiry: '2026-11-24T02:00:00Z' }), card('Afternoon', { start: '2026-11-24T02:00:00Z' })]
    expect(titles(visiblePromoCards(cards, { ...onSearch, now: new Date('2026-11-24T01:59:59Z') }))).toEqual(['Morning'])
    expect(titles(visiblePromoCards(cards, { ...onSearch, now: new Date('2026-11-24T02:00:00Z') }))).toEqual(['Afternoon'])
  })

  it('compares instants, so a date written with a Brisbane offset means the same moment', () => {
    // 12:00 in Brisbane is 02:00 UTC: the card starts exactly now.
    expect(isLive({ start: '2026-11-24T12:00:00+10:00' }, now)).toBe(true)
    expect(isLive({ start: '2026-11-24T12:00:01+10:00' }, now)).toBe(false)
  })

  it('hides a card whose dates are not dates, rather than show an offer that may have ended', () => {
    const cards = [card('Typo in expiry', { expiry: '31/12/2026' }), card('Fine')]
    expect(titles(visiblePromoCards(cards, onSearch))).toEqual(['Fine'])
    expect(isLive({}, new Date(Number.NaN))).toBe(false)
  })
})

describe('visiblePromoCards: order', () => {
  it('puts cards with a position first, in position order, then the rest in the order given', () => {
    const cards = [
      card('Finance'),
      card('Third', { position: 3 }),
      card('Trade-in'),
      card('First', { position: 1 }),
      card('Second', { position: 2 }),
      card('Service'),
    ]
    expect(titles(visiblePromoCards(cards, onSearch))).toEqual(['First', 'Second', 'Third', 'Finance', 'Trade-in', 'Service'])
  })

  it('keeps cards that share a position in the order given', () => {
    const cards = [card('B', { position: 2 }), card('A', { position: 1 }), card('C', { position: 2 }), card('D', { position: 1 })]
    expect(titles(visiblePromoCards(cards, onSearch))).toEqual(['A', 'D', 'B', 'C'])
  })

  it('counts a card with no usable position as unpositioned', () => {
    const cards = [card('No position', { position: null }), card('NaN', { position: Number.NaN }), card('Positioned', { position: 5 })]
    expect(titles(visiblePromoCards(cards, onSearch))).toEqual(['Positioned', 'No position', 'NaN'])
  })

  it('positions only among the cards that show: an expired first card leaves the second one first', () => {
    const cards = [card('Expired first', { position: 1, expiry: '2026-01-01T00:00:00Z' }), card('Second', { position: 2 }), card('Loose')]
    expect(titles(visiblePromoCards(cards, onSearch))).toEqual(['Second', 'Loose'])
  })

  it('does not change the list it was given', () => {
    const cards = [card('Loose'), card('First', { position: 1 })]
    visiblePromoCards(cards, { ...onSearch, shuffle: true, random: seededRandom(1) })
    expect(titles(cards)).toEqual(['Loose', 'First'])
  })
})

describe('visiblePromoCards: shuffle', () => {
  const positioned = [card('First', { position: 1 }), card('Second', { position: 2 })]
  const loose = ['A', 'B', 'C', 'D', 'E', 'F'].map((title) => card(title))
  const cards = [loose[0], positioned[1], ...loose.slice(1, 4), positioned[0], ...loose.slice(4)]

  it('shuffles only the unpositioned cards; positioned ones stay first, in order', () => {
    for (let seed = 0; seed < 50; seed++) {
      const shown = titles(visiblePromoCards(cards, { ...onSearch, shuffle: true, random: seededRandom(seed) }))
      expect(shown.slice(0, 2)).toEqual(['First', 'Second'])
      expect([...shown.slice(2)].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
    }
  })

  it('gives the same order for the same seed, so server and browser agree', () => {
    const once = visiblePromoCards(cards, { ...onSearch, shuffle: true, random: seededRandom(2026) })
    const again = visiblePromoCards(cards, { ...onSearch, shuffle: true, random: seededRandom(2026) })
    expect(titles(again)).toEqual(titles(once))
  })

  it('actually varies the order between seeds, and every card gets a turn in front', () => {
    const orders = new Set<string>()
    const leaders = new Set<string>()
    for (let seed = 0; seed < 200; seed++) {
      const shown = titles(visiblePromoCards(loose, { ...onSearch, shuffle: true, random: seededRandom(seed) }))
      orders.add(shown.join())
      leaders.add(shown[0])
    }
    expect(orders.size).toBeGreaterThan(100)
    expect([...leaders].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
  })

  it('keeps the given order when shuffle is off', () => {
    expect(titles(visiblePromoCards(loose, { ...onSearch, shuffle: false }))).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
  })

  it('survives a generator that strays outside [0, 1)', () => {
    for (const value of [1, 5, -0.5, Number.NaN]) {
      const shown = titles(visiblePromoCards(loose, { ...onSearch, shuffle: true, random: () => value }))
      expect([...shown].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
    }
  })
})

describe('visiblePromoCards: display types', () => {
  const cards = [
    card('Search and home', { displayTypes: ['search', 'home'] }),
    card('Vehicle only', { displayTypes: ['vehicle'] }),
    card('Anywhere'),
    card('Anywhere, empty list', { displayTypes: [] }),
    card('Strict, no display types', { strictDisplay: true }),
    card('Strict vehicle', { displayTypes: ['vehicle'], strictDisplay: true }),
  ]

  it('shows a card only on the display types it lists; a card with none shows everywhere', () => {
    expect(titles(visiblePromoCards(cards, { now, displayType: 'search' }))).toEqual(['Search and home', 'Anywhere', 'Anywhere, empty list'])
    expect(titles(visiblePromoCards(cards, { now, displayType: 'home' }))).toEqual(['Search and home', 'Anywhere', 'Anywhere, empty list'])
    expect(titles(visiblePromoCards(cards, { now, displayType: 'vehicle' }))).toEqual(['Vehicle only', 'Anywhere', 'Anywhere, empty list', 'Strict vehicle'])
  })

  it('never shows a strictDisplay card that lists no display types', () => {
    for (const displayType of ['search', 'home', 'vehicle'] as const)
      expect(showsOnDisplayType({ strictDisplay: true, displayTypes: [] }, displayType)).toBe(false)
  })
})

describe('visiblePromoCards: car types', () => {
  const cards = [
    card('Every car'),
    card('Used only', { carTypes: ['used'] }),
    card('New and demo', { carTypes: ['new', 'demo'] }),
    card('Strict used', { carTypes: ['used'], displayTypes: ['search'], strictDisplay: true }),
  ]
  const forSearch = (searchedCarTypes: readonly string[] | null | undefined) => titles(visiblePromoCards(cards, { ...onSearch, searchedCarTypes }))

  it('shows a car-type card only for a search that includes one of its types', () => {
    expect(forSearch(['used'])).toEqual(['Every car', 'Used only', 'Strict used'])
    expect(forSearch(['new'])).toEqual(['Every car', 'New and demo'])
    expect(forSearch(['demo'])).toEqual(['Every car', 'New and demo'])
  })

  it('shows a card for a search of several types when any of them matches', () => {
    expect(forSearch(['new', 'demo'])).toEqual(['Every car', 'New and demo'])
    expect(forSearch(['new', 'used'])).toEqual(['Every car', 'Used only', 'New and demo', 'Strict used'])
  })

  it('shows car-type cards on a search not narrowed by car type, except strict ones', () => {
    for (const unnarrowed of [undefined, null, []]) expect(forSearch(unnarrowed)).toEqual(['Every car', 'Used only', 'New and demo'])
  })

  it('matches no car-type card for a searched type it does not know (e.g. caravan)', () => {
    expect(forSearch(['caravan'])).toEqual(['Every car'])
    expect(showsForSearchedCarTypes({ carTypes: ['used'] }, ['Used'])).toBe(false) // values are compared exactly, as the search state holds them
  })

  it('combines every rule: a live used-car card for search results, on a used search only', () => {
    const serviceSpecials = card('Service specials', {
      displayTypes: ['search'],
      carTypes: ['used'],
      start: '2026-10-25T02:00:00Z',
      expiry: '2027-02-22T02:00:00Z',
    })
    expect(titles(visiblePromoCards([serviceSpecials], { now, displayType: 'search', searchedCarTypes: ['used'] }))).toEqual(['Service specials'])
    expect(titles(visiblePromoCards([serviceSpecials], { now, displayType: 'search', searchedCarTypes: ['new'] }))).toEqual([])
    expect(titles(visiblePromoCards([serviceSpecials], { now, displayType: 'home', searchedCarTypes: ['used'] }))).toEqual([])
    expect(titles(visiblePromoCards([serviceSpecials], { now: new Date('2027-02-22T02:00:00Z'), displayType: 'search', searchedCarTypes: ['used'] }))).toEqual(
      [],
    )
  })
})

describe('visiblePromoCards: the CMS card type', () => {
  it('takes the CMS promo cards as they are and returns them with all their fields', () => {
    const fromCms: PromoCard = {
      id: 7,
      title: 'Run-out sale: drive away deals',
      link: '/special-offers',
      background: '#0b2545',
      displayTypes: ['search', 'home'],
      carTypes: [],
      strictDisplay: false,
      position: 1,
      start: '2026-11-17T02:00:00.000Z',
      expiry: '2027-01-23T02:00:00.000Z',
      updatedAt: '2026-11-17T02:00:00.000Z',
      createdAt: '2026-11-17T02:00:00.000Z',
    }
    const shown: PromoCard[] = visiblePromoCards([fromCms], { now, displayType: 'home' })
    expect(shown).toEqual([fromCms])
  })
})
