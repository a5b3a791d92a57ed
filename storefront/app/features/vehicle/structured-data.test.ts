import { describe, expect, it } from 'vitest'
import type { StockCar } from '@dealer/stock/car'
import { carStructuredData, jsonLdText } from './structured-data'

const location = {
  id: 1,
  name: 'Bayside Toyota Cleveland',
  slug: 'cleveland',
  phone: '(07) 3821 5000',
  city: 'Cleveland',
  state: 'QLD',
  address: '1 Shore St',
  postcode: '4163',
  place_url: null,
  distribution_locations: [],
}

function car(overrides: Partial<StockCar> = {}): StockCar {
  return {
    objectID: '42',
    id: 42,
    tenant: 'bayside-toyota',
    slug: '2022-toyota-hilux-sr5-t42',
    path: '/cars/2022-toyota-hilux-sr5-t42',
    name: '2022 Toyota HiLux SR5',
    year: 2022,
    make: 'Toyota',
    model: 'HiLux',
    make_model: 'Toyota:HiLux',
    badge: 'SR5',
    series: null,
    colour: 'White',
    interior_colour: null,
    gearnum: 6,
    bodyconfiguration: 'Ute',
    car_type: 'used',
    status: 'in_stock',
    tag: null,
    reserved: false,
    certified: false,
    sold: false,
    preorder: false,
    price: 52990,
    before_price: null,
    price_type: 'Drive away',
    price_range: null,
    weekly_price: 250,
    special_offer: false,
    km: 48210,
    stocknum: 'T42',
    vin: 'MR0HA3CD100123456',
    regplate: null,
    rego_expiry: null,
    build_date: null,
    compliance_date: null,
    views: 0,
    created_at: '2026-11-01T09:00:00+10:00',
    created_at_timestamp: 0,
    sold_date_timestamp: null,
    location,
    location_id: 1,
    location_name: location.name,
    city: 'Cleveland',
    state: 'QLD',
    dealership_id: 1,
    dealership_slug: 'bayside-toyota',
    dealership_name: 'Bayside Toyota',
    images: [{ image: { url: '/demo-photos/ute/ffffff/0.svg', thumb: { url: '/demo-photos/ute/ffffff/0.svg' } } }],
    primary_image_url: '/demo-photos/ute/ffffff/0.svg',
    photos_count: 1,
    video_url: null,
    simple_body: 'Ute',
    body: 'Ute',
    simple_transmission: 'Automatic',
    transmission: 'Automatic',
    simple_fuel: 'Diesel',
    fuel: 'Diesel',
    simple_drive: '4x4',
    drive: 'Four wheel drive',
    seats: 5,
    doors: 4,
    engine_size: 2755,
    engine_size_litres: 2.8,
    dealercomments: 'One owner.|Full service history.',
    standardEquipment: [],
    show_on_dealer_website: true,
    variant: null,
    custom_rank: 0,
    spin_images: [],
    spin_interior_image: null,
    hotspots: [],
    external_video_url: null,
    walkaround_videos: [],
    ...overrides,
  } as StockCar
}

const context = {
  url: 'https://bayside.example/cars/2022-toyota-hilux-sr5-t42',
  origin: 'https://bayside.example',
  dealer: { name: 'Bayside Toyota', phone: '(07) 3821 5000', address: null, location },
}

describe('carStructuredData', () => {
  it('describes a used car for sale with its price in AUD and the dealer selling it', () => {
    const data = carStructuredData(car(), context)
    expect(data).toMatchObject({
      '@type': 'Car',
      name: '2022 Toyota HiLux SR5',
      brand: { name: 'Toyota' },
      vehicleIdentificationNumber: 'MR0HA3CD100123456',
      mileageFromOdometer: { value: 48210, unitCode: 'KMT' },
      image: ['https://bayside.example/demo-photos/ute/ffffff/0.svg'],
      description: 'One owner. Full service history.',
      offers: {
        '@type': 'Offer',
        price: 52990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@type': 'AutoDealer', name: 'Bayside Toyota', address: { addressLocality: 'Cleveland', postalCode: '4163', addressCountry: 'AU' } },
      },
    })
  })

  it('says a new car is new, a sold one sold out, and states no price for "Enquire for price"', () => {
    expect(carStructuredData(car({ car_type: 'new' }), context)).toMatchObject({ itemCondition: 'https://schema.org/NewCondition' })
    expect(carStructuredData(car({ status: 'sold' }), context)).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } })
    expect(carStructuredData(car({ status: 'coming_soon' }), context)).toMatchObject({ offers: { availability: 'https://schema.org/PreOrder' } })
    const offers = carStructuredData(car({ price: 0 }), context).offers as Record<string, unknown>
    expect(offers).not.toHaveProperty('price')
    expect(offers.priceCurrency).toBe('AUD')
  })

  it('states a reduced or trade-in offer price as the price asked (issue 24)', () => {
    expect(carStructuredData(car({ offer_price: 49_990 }), context)).toMatchObject({ offers: { price: 49_990 } })
    expect(carStructuredData(car({ offer_price: 10 }), context)).toMatchObject({ offers: { price: 52_990 } })
  })

  it('cannot be broken out of its script element by text in the feed', () => {
    const text = jsonLdText(carStructuredData(car({ dealercomments: '</script><script>alert(1)</script>' }), context))
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text).description).toBe('</script><script>alert(1)</script>')
  })
})
