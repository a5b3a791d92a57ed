/** What a car card needs from a stock record: the search index returns exactly these attributes. */
export interface CarSummary {
  objectID: string
  slug: string
  name: string
  year: number
  make: string
  model: string
  badge: string | null
  car_type: 'new' | 'demo' | 'used'
  status: string
  tag: string | null
  reserved: boolean
  price: number
  price_type: string | null
  km: number
  simple_body: string
  simple_transmission: string
  stocknum: string
  primary_image_url: string
  location_name?: string | null
}

export const CAR_SUMMARY_ATTRIBUTES: Array<keyof CarSummary> = [
  'objectID', 'slug', 'name', 'year', 'make', 'model', 'badge', 'car_type', 'status', 'tag', 'reserved', 'price', 'price_type', 'km',
  'simple_body', 'simple_transmission', 'stocknum', 'primary_image_url', 'location_name',
]

export function carPath(car: Pick<CarSummary, 'slug'>): string {
  return `/cars/${encodeURIComponent(car.slug)}`
}
