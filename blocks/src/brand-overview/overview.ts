import type { Faq, Location, Manufacturer } from '@dealer/cms-contract'
import { GENERIC_BRAND_LOGO } from '../brand-grid/tiles'
import { locationCard, type LocationCard, type LocationCardSettings } from '../locations-list/card'
import { formatNumber } from '@dealer/stock/format'

export interface BrandOverviewData {
  name: string
  logo: string
  /** "32 Mazda cars in stock", "1 Mazda car in stock", or "No Mazda cars in stock just now". */
  stockText: string
  /** The listing of the brand's cars, or of every car when the site has none of the brand. */
  browse: { label: string; href: string }
  /** The visible locations that sell the brand, as cards. */
  locations: LocationCard[]
  faqs: Array<Pick<Faq, 'id' | 'question' | 'answer'>>
}

/** How the stock count reads. */
export function stockText(name: string, count: number): string {
  if (count === 0) return `No ${name} cars in stock just now`
  return `${formatNumber(count)} ${name} ${count === 1 ? 'car' : 'cars'} in stock`
}

/** Whether a location sells the make (its makes list names it, in any case). */
export function sellsMake(location: Pick<Location, 'makes'>, make: string): boolean {
  const wanted = make.trim().toLowerCase()
  return (location.makes ?? []).some((name) => name.trim().toLowerCase() === wanted)
}

export interface BrandOverviewInput {
  make: Pick<Manufacturer, 'name' | 'logoUrl'>
  /** The makes in stock and their counts, as the listing counts them. */
  makeCounts: ReadonlyArray<{ make: string; count: number }>
  listingPath: (refinements: { make?: string[] }) => string
  locations: readonly Location[]
  cardSettings: LocationCardSettings
  faqs: BrandOverviewData['faqs']
}

/** The block's data: the count and Browse link (to every car when there are none of the brand: its search would be a 404). */
export function brandOverview({ make, makeCounts, listingPath, locations, cardSettings, faqs }: BrandOverviewInput): BrandOverviewData {
  const stocked = makeCounts.find((entry) => entry.make.toLowerCase() === make.name.toLowerCase())
  const count = stocked?.count ?? 0
  return {
    name: make.name,
    logo: make.logoUrl || GENERIC_BRAND_LOGO,
    stockText: stockText(make.name, count),
    browse:
      stocked && count > 0
        ? { label: `Browse ${make.name}`, href: listingPath({ make: [stocked.make] }) }
        : { label: 'Browse all our cars', href: listingPath({}) },
    locations: locations.filter((location) => sellsMake(location, make.name)).map((location) => locationCard(location, cardSettings)),
    faqs: faqs.map(({ id, question, answer }) => ({ id, question, answer })),
  }
}
