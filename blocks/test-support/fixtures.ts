import { listedCar, type CarSummary, type ListedCar, type ListingSettings } from '@dealer/stock/car-summary'

/** A realistic car for component tests. */
export function sampleCar(overrides: Partial<CarSummary> = {}, listing: Partial<ListingSettings> = {}): ListedCar {
  return listedCar(
    {
      objectID: '1001',
      slug: '2023-toyota-hilux-sr5-t10001',
      name: '2023 Toyota HiLux SR5',
      year: 2023,
      make: 'Toyota',
      model: 'HiLux',
      badge: 'SR5',
      car_type: 'used',
      status: 'in_stock',
      tag: null,
      reserved: false,
      price: 54990,
      price_type: 'Drive Away',
      km: 23456,
      simple_body: 'Ute',
      simple_transmission: 'Automatic',
      stocknum: 'T10001',
      primary_image_url: '/demo-photos/ute/ffffff/0.svg',
      location_name: 'Bayside Toyota Cleveland',
      ...overrides,
    },
    { ...SAMPLE_LISTING, ...listing },
    new Date('2026-11-23T00:00:00Z'),
  )
}

/** Spec defaults: the words and days a site starts with. */
const SAMPLE_LISTING = { justArrivedDays: 8, justArrivedTag: 'Just Arrived', soldTag: 'JUST SOLD', noPriceText: 'Enquire for price.', subscriptions: false }
