import { describe, expect, it } from 'vitest'
import { isAvailable } from '@dealer/stock/listing'
import { generateStock, type FeedInput } from './generate'
import { parsePhotoPath, photoPath, SPIN_FRAMES } from '@dealer/stock/demo-photos'
import type { StockCar } from '@dealer/stock/car'

const input: FeedInput = {
  tenant: 'test-motors',
  seed: 7,
  count: 400,
  firstId: 500_000,
  referenceDate: new Date('2026-11-01T00:00:00Z'),
  photoUrl: photoPath,
  dealerships: [
    {
      id: 1,
      slug: 'test-mazda',
      name: 'Test Mazda',
      makes: ['Mazda'],
      locations: [
        { id: 11, name: 'Test Mazda', slug: 'test-mazda', phone: '02 9000 0000', address: '1 Main St', city: 'Parramatta', state: 'NSW', postcode: '2150' },
      ],
    },
    {
      id: 2,
      slug: 'test-kia',
      name: 'Test Kia',
      makes: ['Kia', 'Hyundai'],
      locations: [{ id: 21, name: 'Test Kia', slug: 'test-kia', phone: '02 9000 0001', address: '2 Main St', city: 'Penrith', state: 'NSW', postcode: '2750' }],
    },
  ],
}

describe('generateStock', () => {
  const cars = generateStock(input)

  it('is deterministic: the same seed gives the same feed, another seed a different one', () => {
    expect(generateStock(input)).toEqual(cars)
    expect(generateStock({ ...input, seed: 8 })).not.toEqual(cars)
  })

  it('gives every car unique ids, slugs and stock numbers, all for the tenant', () => {
    for (const key of ['id', 'slug', 'stocknum'] as const) expect(new Set(cars.map((car) => car[key])).size).toBe(cars.length)
    expect(cars.every((car) => car.tenant === 'test-motors' && car.objectID === String(car.id))).toBe(true)
    expect(cars.every((car) => /^[a-z0-9-]+$/.test(car.slug) && car.path === `/cars/${car.slug}`)).toBe(true)
  })

  it('sells new and demo cars only of the dealership franchise, used cars of any make', () => {
    for (const car of cars.filter((car) => car.car_type !== 'used')) {
      const dealership = input.dealerships.find((candidate) => candidate.id === car.dealership_id)!
      expect(dealership.makes).toContain(car.make)
    }
    expect(new Set(cars.filter((car) => car.car_type === 'used').map((car) => car.make)).size).toBeGreaterThan(5)
    expect(new Set(cars.map((car) => car.car_type))).toEqual(new Set(['new', 'demo', 'used']))
  })

  it('gives a used-only 4x4 dealership used four-wheel drives of its makes alone', () => {
    const usedOnly = generateStock({
      ...input,
      count: 60,
      dealerships: [{ ...input.dealerships[0], makes: ['Toyota', 'Ford', 'Isuzu'], usedOnly: true, drives: ['4WD'] }],
    })
    expect(new Set(usedOnly.map((car) => car.car_type))).toEqual(new Set(['used']))
    expect(usedOnly.every((car) => ['Toyota', 'Ford', 'Isuzu'].includes(car.make))).toBe(true)
    expect(usedOnly.every((car) => car.simple_drive === '4WD')).toBe(true)
    expect(new Set(usedOnly.map((car) => car.make)).size).toBeGreaterThan(1)
  })

  it('keeps kilometres, prices, photos and VINs realistic', () => {
    for (const car of cars) {
      if (car.car_type === 'new') expect(car.km).toBeLessThanOrEqual(15)
      if (car.car_type === 'demo') expect(car.km).toBeGreaterThanOrEqual(1_000)
      expect(car.price).toBeGreaterThan(0)
      expect(car.price % 500).toBe(490)
      expect(car.images.length).toBeGreaterThanOrEqual(5)
      expect(car.images.length).toBeLessThanOrEqual(15)
      expect(car.primary_image_url).toBe(car.images[0].image.url)
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(car.make_model).toBe(`${car.make}:${car.model}`)
      expect(car.sold).toBe(car.status === 'sold')
      if (car.before_price !== null) expect(car.before_price).toBeGreaterThan(car.price)
    }
  })

  it('lists cars over the 90 days before the reference date', () => {
    const reference = input.referenceDate.getTime() / 1000
    expect(cars.every((car) => car.created_at_timestamp <= reference && car.created_at_timestamp >= reference - 90 * 86_400)).toBe(true)
  })

  it('ranks every available car above every sold one, and the more recently listed first within each', () => {
    const ranked = [...cars].sort((a, b) => b.custom_rank - a.custom_rank)
    const firstSold = ranked.findIndex((car) => !isAvailable(car.status))
    expect(firstSold).toBeGreaterThan(0)
    expect(ranked.slice(firstSold).every((car) => !isAvailable(car.status))).toBe(true)
    for (const group of [ranked.slice(0, firstSold), ranked.slice(firstSold)]) {
      expect(group.map((car) => car.created_at_timestamp)).toEqual(group.map((car) => car.created_at_timestamp).sort((a, b) => b - a))
    }
  })

  it('gives most new and demo cars and about half the used ones a 360° spin, and no car a video to play in the page', () => {
    const spinShare = (type: StockCar['car_type']) => {
      const ofType = cars.filter((car) => car.car_type === type)
      return ofType.filter((car) => car.spin_images.length > 0).length / ofType.length
    }
    expect(spinShare('new')).toBeGreaterThan(0.7)
    expect(spinShare('demo')).toBeGreaterThan(0.7)
    expect(spinShare('used')).toBeGreaterThan(0.35)
    expect(spinShare('used')).toBeLessThan(0.65)
    // Playing a video needs the internet; a watch-page address is only a link (issue 24).
    expect(cars.every((car) => !car.external_video_url?.includes('/embed/') && car.walkaround_videos.length === 0)).toBe(true)
  })

  it('draws each spin of the car itself: every frame in turn, the interior panorama, and 3–5 hotspots on them', () => {
    for (const car of cars.filter((candidate) => candidate.spin_images.length > 0)) {
      const photo = parsePhotoPath(car.primary_image_url)
      const look = { body: photo?.body, colour: photo?.colour }
      expect(car.spin_images.map(parsePhotoPath)).toEqual(Array.from({ length: SPIN_FRAMES }, (_, frame) => ({ kind: 'spin', ...look, frame })))
      expect(parsePhotoPath(car.spin_interior_image ?? '')).toEqual({ kind: 'interior', ...look })
      expect(car.hotspots.length).toBeGreaterThanOrEqual(3)
      expect(car.hotspots.length).toBeLessThanOrEqual(5)
      expect(car.hotspots.some((hotspot) => hotspot.view === 'exterior')).toBe(true)
      expect(car.hotspots.some((hotspot) => hotspot.view === 'interior')).toBe(true)
      for (const hotspot of car.hotspots) {
        if (hotspot.view === 'exterior') expect(car.spin_images[hotspot.frame ?? -1]).toBeDefined()
        else expect(hotspot.frame).toBeNull()
        for (const position of [hotspot.x, hotspot.y]) expect(position >= 0 && position <= 100).toBe(true)
        expect(hotspot.title).not.toBe('')
      }
    }
    for (const car of cars.filter((candidate) => candidate.spin_images.length === 0)) expect([car.spin_interior_image, car.hotspots]).toEqual([null, []])
  })

  it('always spins the used cars a shopper opens first: the newest in stock, and the newest available', () => {
    // Small feeds, where the dice alone would often leave them out.
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const small = generateStock({ ...input, seed, count: 12 })
      const newest = (candidates: StockCar[]) => [...candidates].sort((a, b) => b.created_at_timestamp - a.created_at_timestamp)[0]
      const used = small.filter((car) => car.car_type === 'used')
      const showcased = [newest(used.filter((car) => car.status === 'in_stock')), newest(used.filter((car) => isAvailable(car.status)))].filter(Boolean)
      expect(showcased.length, `seed ${seed}`).toBeGreaterThan(0)
      for (const car of showcased) expect(car.spin_images, `seed ${seed}, ${car.stocknum}`).toHaveLength(SPIN_FRAMES)
    }
  })
})

describe('generateStock: the just-arrived tag (issue 24)', () => {
  it('stores no just-arrived tag: "New" is worked out when a car is shown, from when it was listed and the site window', () => {
    const cars = generateStock({ ...input, count: 200 })
    const DAY = 86_400
    const newest = Math.max(...cars.map((car) => car.created_at_timestamp))
    // Recently listed cars exist, and none carries a stored tag other than a sale one.
    expect(cars.some((car) => car.created_at_timestamp > newest - 8 * DAY)).toBe(true)
    expect(cars.filter((car) => car.tag !== null).every((car) => car.tag === 'Special Offer')).toBe(true)
  })
})

describe('generateStock: issue 24 fields', () => {
  const cars = generateStock(input)
  const share = (pick: (car: StockCar) => boolean, of: StockCar[] = cars) => of.filter(pick).length / of.length
  const used = cars.filter((car) => car.car_type === 'used')

  it('reduces the offer price of a few cars in stock, below their price', () => {
    const offered = cars.filter((car) => car.offer_price !== null)
    expect(offered.length).toBeGreaterThan(5)
    expect(offered.every((car) => car.status === 'in_stock' && car.offer_price! < car.price && car.special_offer)).toBe(true)
  })

  it('gives used cars AutoGrab market prices, some clearly below market, and a history report to some', () => {
    expect(used.every((car) => car.autograb_data !== null)).toBe(true)
    expect(cars.filter((car) => car.car_type !== 'used').every((car) => car.autograb_data === null)).toBe(true)
    const below = share((car) => (car.autograb_data!.average_market_price ?? 0) - (car.offer_price ?? car.price) > 499, used)
    expect(below).toBeGreaterThan(0.15)
    expect(below).toBeLessThan(0.5)
    const reported = share((car) => car.file !== null, used)
    expect(reported).toBeGreaterThan(0.25)
    expect(reported).toBeLessThan(0.55)
    expect(cars.filter((car) => car.file !== null).every((car) => car.file === '/history-reports/sample-vehicle-history-report.html')).toBe(true)
  })

  it('gives every car its thumbnails, its location a map link, and some cars lenders, distribution locations and a private seller', () => {
    expect(cars.every((car) => car.thumbnails.length === car.images.length && car.item_type === 'car' && car.specifications === null)).toBe(true)
    expect(cars.every((car) => car.location.place_url?.startsWith('https://www.google.com/maps/search/?api=1&query='))).toBe(true)
    expect(share((car) => car.finance_lenders !== null)).toBeGreaterThan(0.05)
    const distributed = cars.filter((car) => car.location.distribution_locations.length > 0)
    expect(distributed.length).toBeGreaterThan(20)
    expect(distributed.every((car) => car.location.distribution_locations.every((place) => place.id !== car.location.id))).toBe(true)
    const privateSellers = cars.filter((car) => car.private_suburb !== null)
    expect(privateSellers.length).toBeGreaterThan(3)
    expect(privateSellers.every((car) => car.car_type === 'used' && /^\d{4}$/.test(car.private_postcode ?? ''))).toBe(true)
  })

  it('gives subscription prices and YouX quotes only where the site asks, and appends caravans after the cars', () => {
    expect(cars.every((car) => car.subscription_price === null && car.youxQuote === null)).toBe(true)
    const extra = generateStock({ ...input, extras: { subscriptions: true, youxQuotes: true }, caravans: 3 })
    // The cars themselves stay as they were.
    expect(extra.slice(0, cars.length).map(({ id, price, status }) => ({ id, price, status }))).toEqual(
      cars.map(({ id, price, status }) => ({ id, price, status })),
    )
    expect(share((car) => car.subscription_price !== null, extra)).toBeGreaterThan(0.2)
    expect(extra.filter((car) => car.youxQuote !== null).every((car) => car.youxQuote!.weeklyRepaymentAmount > 0)).toBe(true)
    const caravans = extra.slice(cars.length)
    expect(caravans).toHaveLength(3)
    expect(caravans.every((car) => car.item_type === 'caravan' && car.specifications !== null && car.specifications.body_length! > 0)).toBe(true)
    expect(caravans.map((car) => car.id)).toEqual([500_400, 500_401, 500_402])
  })
})
