import { describe, expect, it } from 'vitest'
import { completeStockCar, customRank, isSpecialOffer, priceRange, type StockFacts } from './derive'

const facts: StockFacts = {
  id: 4711,
  tenant: 'test-motors',
  year: 2022,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GXL',
  series: null,
  colour: 'White',
  interior_colour: null,
  gearnum: null,
  car_type: 'used',
  status: 'in_stock',
  tag: null,
  reserved: false,
  certified: false,
  preorder: false,
  price: 38_990,
  before_price: null,
  price_type: 'Drive Away',
  km: 41_000,
  stocknum: 'T4711',
  vin: null,
  regplate: null,
  rego_expiry: null,
  build_date: null,
  compliance_date: null,
  views: 0,
  created_at: '2026-10-20T09:00:00+10:00',
  sold_date_timestamp: null,
  location: {
    id: 11,
    name: 'Test Toyota Cleveland',
    slug: 'cleveland',
    phone: null,
    city: 'Cleveland',
    state: 'QLD',
    address: null,
    postcode: '4163',
    place_url: null,
    distribution_locations: [],
  },
  dealership_id: 1,
  dealership_name: 'Test Toyota & Sons',
  image_urls: ['https://photos.example.com/1.jpg', 'https://photos.example.com/2.jpg'],
  video_url: null,
  external_video_url: null,
  walkaround_video_urls: [],
  spin_images: [],
  spin_interior_image: null,
  hotspots: [],
  simple_body: 'SUV',
  simple_transmission: 'Automatic',
  simple_fuel: 'Petrol',
  simple_drive: 'AWD',
  seats: 5,
  doors: 5,
  engine_size: 2487,
  dealercomments: null,
  standardEquipment: [],
  show_on_dealer_website: true,
  variant: null,
  nvic: null,
  subscription_price: null,
  offer_price: null,
  autograb_data: null,
  file: null,
  videos: [],
  youxQuote: null,
  finance_lenders: null,
  private_suburb: null,
  private_postcode: null,
}

describe('completeStockCar', () => {
  it('works out the name, address, facets and photo fields from the facts', () => {
    const car = completeStockCar(facts)
    expect(car).toMatchObject({
      objectID: '4711',
      name: '2022 Toyota RAV4 GXL',
      slug: '2022-toyota-rav4-gxl-t4711',
      path: '/cars/2022-toyota-rav4-gxl-t4711',
      make_model: 'Toyota:RAV4',
      sold: false,
      price_range: '$30,000 - $40,000',
      weekly_price: 186,
      created_at_timestamp: Date.parse('2026-10-19T23:00:00Z') / 1000,
      location_id: 11,
      location_name: 'Test Toyota Cleveland',
      city: 'Cleveland',
      state: 'QLD',
      dealership_slug: 'test-toyota-sons',
      primary_image_url: 'https://photos.example.com/1.jpg',
      photos_count: 2,
      engine_size_litres: 2.5,
      body: 'SUV',
      bodyconfiguration: 'SUV',
      transmission: 'Automatic',
      fuel: 'Unleaded Petrol',
      drive: 'All Wheel Drive',
    })
    expect(car.images[1]).toEqual({ image: { url: 'https://photos.example.com/2.jpg', thumb: { url: 'https://photos.example.com/2.jpg' } } })
  })

  it('keeps what the source gave instead of working it out', () => {
    const car = completeStockCar({ ...facts, name: 'Family SUV', slug: 'family-suv', custom_rank: 7, fuel: 'Premium Unleaded', drive: null, badge: null })
    expect(car).toMatchObject({
      name: 'Family SUV',
      slug: 'family-suv',
      path: '/cars/family-suv',
      custom_rank: 7,
      fuel: 'Premium Unleaded',
      drive: 'All Wheel Drive',
    })
    expect(completeStockCar({ ...facts, badge: null }).name).toBe('2022 Toyota RAV4')
  })

  it('gives the walkaround videos as the storefront reads them, and the spin and its hotspots as given', () => {
    const spin = {
      spin_images: ['https://spins.example.com/t4711/0.jpg', 'https://spins.example.com/t4711/1.jpg'],
      spin_interior_image: 'https://spins.example.com/t4711/interior.jpg',
      hotspots: [{ view: 'exterior' as const, frame: 1, x: 20, y: 61.5, title: 'Tow bar', description: null }],
    }
    const car = completeStockCar({
      ...facts,
      ...spin,
      walkaround_video_urls: ['https://videos.example.com/t4711.mp4'],
      external_video_url: 'https://www.youtube.com/embed/abc',
    })
    expect(car).toMatchObject({
      ...spin,
      walkaround_videos: [{ video: { url: 'https://videos.example.com/t4711.mp4' } }],
      external_video_url: 'https://www.youtube.com/embed/abc',
    })
    expect(car).not.toHaveProperty('walkaround_video_urls')
    expect(completeStockCar(facts)).toMatchObject({ spin_images: [], spin_interior_image: null, hotspots: [], walkaround_videos: [], external_video_url: null })
  })

  it('marks sold cars, gives an electric car its reduction gear, and shows no price range for a placeholder price', () => {
    const car = completeStockCar({ ...facts, status: 'sold', simple_fuel: 'Electric', engine_size: null, price: 10 })
    expect(car).toMatchObject({ sold: true, transmission: 'Reduction Gear', fuel: 'Electric', engine_size_litres: null, price_range: null, weekly_price: null })
  })
})

describe('isSpecialOffer', () => {
  it('is a reduced price (a Was price above a real price) or a sale tag', () => {
    expect(isSpecialOffer({ price: 39990, before_price: 42990, tag: null })).toBe(true)
    expect(isSpecialOffer({ price: 39990, before_price: 39990, tag: null })).toBe(false)
    expect(isSpecialOffer({ price: 0, before_price: 42990, tag: null })).toBe(false)
    expect(isSpecialOffer({ price: 39990, before_price: null, tag: 'Runout Sale' })).toBe(true)
    expect(isSpecialOffer({ price: 39990, before_price: null, tag: 'Low kms' })).toBe(false)
    expect(completeStockCar({ ...facts, before_price: facts.price + 1000 }).special_offer).toBe(true)
  })
})

describe('customRank', () => {
  const listedAt = 1_790_000_000

  it('ranks every available car above every sold one, however old', () => {
    const oldInStock = customRank({ status: 'in_stock', created_at_timestamp: listedAt - 400 * 86_400 })
    const comingSoon = customRank({ status: 'coming_soon', created_at_timestamp: listedAt - 400 * 86_400 })
    const newSold = customRank({ status: 'sold', created_at_timestamp: listedAt })
    const other = customRank({ status: 'others', created_at_timestamp: listedAt })
    expect(oldInStock).toBeGreaterThan(newSold)
    expect(comingSoon).toBe(oldInStock)
    expect(other).toBe(newSold)
  })

  it('ranks the more recently listed car first among equals', () => {
    expect(customRank({ status: 'in_stock', created_at_timestamp: listedAt + 1 })).toBeGreaterThan(
      customRank({ status: 'in_stock', created_at_timestamp: listedAt }),
    )
    expect(customRank({ status: 'sold', created_at_timestamp: listedAt + 1 })).toBeGreaterThan(customRank({ status: 'sold', created_at_timestamp: listedAt }))
  })
})

describe('priceRange', () => {
  it('buckets by $10,000 to $50,000, by $25,000 to $100,000, then $100,000+', () => {
    expect([9_990, 10_000, 49_990, 50_000, 74_990, 75_000, 99_990, 100_000].map(priceRange)).toEqual([
      '$0 - $10,000',
      '$10,000 - $20,000',
      '$40,000 - $50,000',
      '$50,000 - $75,000',
      '$50,000 - $75,000',
      '$75,000 - $100,000',
      '$75,000 - $100,000',
      '$100,000+',
    ])
  })
})

describe('completeStockCar: categories and filtered features (issue 24)', () => {
  it('works them out from the car for the index', () => {
    const car = completeStockCar({ ...facts, standardEquipment: ['Apple CarPlay and Android Auto', 'Tow bar'] })
    expect(car.categories).toEqual(['Family'])
    expect(car.filtered_features).toEqual(['Apple CarPlay', 'Android Auto', 'Tow bar'])
  })
})

describe('completeStockCar: issue 24 fields', () => {
  const caravan = { body_width: 2440, body_length: 5660, tare_weight: 1980, aggregate_trailer_mass: 2400, axle_type: 'Single', sleeps: 3 }

  it('gives the photos’ thumbs as thumbnails when the source gives none, and keeps its own otherwise', () => {
    expect(completeStockCar(facts).thumbnails).toEqual(['https://photos.example.com/1.jpg', 'https://photos.example.com/2.jpg'])
    expect(completeStockCar({ ...facts, thumbnails: ['https://photos.example.com/1-t.jpg'] }).thumbnails).toEqual(['https://photos.example.com/1-t.jpg'])
  })

  it('makes stock a car unless it says otherwise, and keeps specifications for caravans only', () => {
    expect(completeStockCar(facts)).toMatchObject({ item_type: 'car', specifications: null })
    expect(completeStockCar({ ...facts, specifications: caravan })).toMatchObject({ item_type: 'car', specifications: null })
    expect(completeStockCar({ ...facts, item_type: 'caravan', specifications: caravan })).toMatchObject({ item_type: 'caravan', specifications: caravan })
  })

  it('passes the prices, market data, report, quote, lenders and private seller through as given', () => {
    const given = {
      subscription_price: 189,
      offer_price: 36_990,
      autograb_data: { average_market_price: 40_000, state_average_market_price: 41_000 },
      file: '/history-reports/t4711.html',
      youxQuote: { weeklyRepaymentAmount: 171.5, advertisedRate: 8.99, comparisonRate: 9.61 },
      private_suburb: 'Wynnum',
      private_postcode: '4178',
    }
    expect(completeStockCar({ ...facts, ...given })).toMatchObject({ ...given, special_offer: true })
  })
})

describe('completeStockCar: the price shoppers pay', () => {
  it('buckets and prices repayments from the offer price when the car has one', () => {
    const plain = completeStockCar({ ...facts, price: 40_500 })
    const offered = completeStockCar({ ...facts, price: 40_500, offer_price: 38_990 })
    expect(offered.price_range).toBe(priceRange(38_990))
    expect(plain.price_range).toBe(priceRange(40_500))
    expect(offered.weekly_price).toBeLessThan(plain.weekly_price!)
  })
})

describe('isSpecialOffer: offer prices', () => {
  it('counts a reduced or trade-in offer price below the price', () => {
    expect(isSpecialOffer({ price: 39_990, before_price: null, tag: null, offer_price: 37_990 })).toBe(true)
    expect(isSpecialOffer({ price: 39_990, before_price: null, tag: null, offer_price: 39_990 })).toBe(false)
    expect(isSpecialOffer({ price: 39_990, before_price: null, tag: null, offer_price: 10 })).toBe(false)
  })
})

describe('completeStockCar: body types (spec 001 §9)', () => {
  it("gives a type the feed writes its own way the type's label", () => {
    expect(completeStockCar({ ...facts, simple_body: 'suv' }).simple_body).toBe('SUV')
    expect(completeStockCar({ ...facts, simple_body: 'cabChassis' }).simple_body).toBe('Cab Chassis')
    expect(completeStockCar({ ...facts, simple_body: ' people mover ' }).simple_body).toBe('People Mover')
    expect(completeStockCar({ ...facts, simple_body: 'Station-Wagon' }).body).toBe('Station Wagon')
  })

  it('keeps a body that is none of the types', () => {
    expect(completeStockCar({ ...facts, simple_body: 'Caravan' }).simple_body).toBe('Caravan')
  })

  it('works the type out from the body description when the feed gives none, and groups the car by it', () => {
    const ute = completeStockCar({ ...facts, simple_body: '', bodyconfiguration: 'Dual Cab Pick-up', seats: 5 })
    expect(ute.simple_body).toBe('Ute')
    expect(ute.bodyconfiguration).toBe('Dual Cab Pick-up')
    expect(ute.categories).toContain('Commercial')
    expect(completeStockCar({ ...facts, simple_body: '', bodyconfiguration: null, body: '4D Hatchback' }).simple_body).toBe('Hatchback')
    expect(completeStockCar({ ...facts, simple_body: '', bodyconfiguration: 'Single Axle' }).simple_body).toBe('')
  })
})
