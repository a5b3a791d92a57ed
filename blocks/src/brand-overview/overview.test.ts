import type { Location } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { GENERIC_BRAND_LOGO } from '../brand-grid/tiles'
import { brandOverview, sellsMake, stockText } from './overview'

const location = (id: number, name: string, makes: string[]): Location =>
  ({
    id,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    locationType: 'sales',
    makes,
    address: { street: '1 Main St', suburb: 'Penrith', state: 'NSW', postcode: '2750' },
    openingHours: [],
    updatedAt: '',
    createdAt: '',
  }) as unknown as Location

const settings = { licenceLabel: 'DL', forceFullHours: false, showHolidayHours: false, now: new Date('2026-11-25T00:00:00Z') }
const listingPath = (refinements: { make?: string[] }) => (refinements.make ? `/search/${refinements.make[0].toLowerCase()}` : '/search/new-used-and-demo-cars')

describe('stockText', () => {
  it('counts cars in en-AU, one car, or none', () => {
    expect(stockText('Mazda', 32)).toBe('32 Mazda cars in stock')
    expect(stockText('Mazda', 1234)).toBe('1,234 Mazda cars in stock')
    expect(stockText('Kia', 1)).toBe('1 Kia car in stock')
    expect(stockText('Kia', 0)).toBe('No Kia cars in stock just now')
  })
})

describe('sellsMake', () => {
  it("matches a location's makes in any case and spacing", () => {
    expect(sellsMake({ makes: ['Hyundai', ' kia '] }, 'Kia')).toBe(true)
    expect(sellsMake({ makes: ['Hyundai'] }, 'Kia')).toBe(false)
    expect(sellsMake({ makes: null }, 'Kia')).toBe(false)
  })
})

describe('brandOverview', () => {
  const locations = [location(1, 'Penrith', ['Hyundai', 'Kia']), location(2, 'Parramatta Mazda', ['Mazda']), location(3, 'Geelong Ford', ['Ford'])]

  it("counts the make's stock as the listing does, links its search, and shows the locations that sell it", () => {
    const data = brandOverview({
      make: { name: 'Kia', logoUrl: null },
      makeCounts: [
        { make: 'Mazda', count: 40 },
        { make: 'Kia', count: 12 },
      ],
      listingPath,
      locations,
      cardSettings: settings,
      faqs: [{ id: 7, question: 'Q?', answer: 'A.', topic: 'Kia', updatedAt: '', createdAt: '' } as never],
    })
    expect(data.stockText).toBe('12 Kia cars in stock')
    expect(data.browse).toEqual({ label: 'Browse Kia', href: '/search/kia' })
    expect(data.logo).toBe(GENERIC_BRAND_LOGO)
    expect(data.locations.map((card) => card.name)).toEqual(['Penrith'])
    expect(data.faqs).toEqual([{ id: 7, question: 'Q?', answer: 'A.' }])
  })

  it('links every car instead when the site has none of the make (its search would answer 404)', () => {
    const data = brandOverview({
      make: { name: 'Subaru', logoUrl: 'https://cdn.example.com/subaru.svg' },
      makeCounts: [],
      listingPath,
      locations,
      cardSettings: settings,
      faqs: [],
    })
    expect(data.stockText).toBe('No Subaru cars in stock just now')
    expect(data.browse).toEqual({ label: 'Browse all our cars', href: '/search/new-used-and-demo-cars' })
    expect(data.logo).toBe('https://cdn.example.com/subaru.svg')
    expect(data.locations).toEqual([])
  })
})
