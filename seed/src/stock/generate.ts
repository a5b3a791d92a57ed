import { isAvailable } from '@dealer/stock/listing'
import { CATALOGUE, COLOURS, EQUIPMENT, INTERIOR_COLOURS, type Body, type CatalogueModel, type Drive } from './catalogue'
import {
  PANORAMA_FEATURE_POSITIONS,
  photoBodyOf,
  PHOTO_VIEWS,
  SPIN_FRAMES,
  spinFeaturePosition,
  type PanoramaFeature,
  type PhotoBody,
  type PhotoSpec,
  type SpinFeature,
} from '@dealer/stock/demo-photos'
import { SeededRandom } from './random'
import { createHash } from 'node:crypto'
import { completeStockCar, engineLitres, type StockFacts } from '@dealer/stock/derive'
import type { StockCar, StockHotspot, StockLocation } from '@dealer/stock/car'
import { CARAVAN_CATALOGUE, distributionLocations, placeUrl, stockExtras, type StockExtraField, type StockExtrasOptions } from './stock-extras'

/** A dealership's yard as the demo tenants list it; its map link and distribution locations are worked out. */
type DealershipLocation = Omit<StockLocation, 'place_url' | 'distribution_locations'>

export interface FeedDealership {
  id: number
  slug: string
  name: string
  /** Makes sold new and demo; used cars may be any make. */
  makes: string[]
  /** Only used cars, all of `makes`. */
  usedOnly?: boolean
  /** Only models with these drives (a 4x4 store's utes and wagons). */
  drives?: Drive[]
  locations: DealershipLocation[]
}

export interface FeedInput {
  tenant: string
  seed: number
  count: number
  /** Ids run from here; keep tenants' ranges apart. */
  firstId: number
  /** "Today" for the feed: ages, rego and listing dates count back from it. */
  referenceDate: Date
  dealerships: FeedDealership[]
  photoUrl: (spec: PhotoSpec) => string
  /** Issue 24's per-site stock: subscription prices, YouX quotes. */
  extras?: StockExtrasOptions
  /** Caravans for sale besides the cars (item_type 'caravan'), at the first dealership; ids follow the cars'. */
  caravans?: number
}

const DAY = 86_400
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
/** Most new and demo cars have a 360° spin, as a dealer shoots them on arrival; half the used ones. */
const SPIN_CHANCE = { new: 0.85, demo: 0.85, used: 0.5 }
/** Demo videos would need the internet, so the demo has none. */
const NO_VIDEOS = { external_video_url: null, walkaround_video_urls: [] }

type SpinMedia = Pick<StockFacts, 'spin_images' | 'spin_interior_image' | 'hotspots'>
const NO_SPIN: SpinMedia = { spin_images: [], spin_interior_image: null, hotspots: [] }

/** Generates a tenant's stock feed. Deterministic: the same input always gives the same cars. */
export function generateStock(input: FeedInput): StockCar[] {
  const random = new SeededRandom(input.seed)
  // A stream of its own, so the cars are otherwise what they were before they had spins.
  const spinRandom = new SeededRandom(input.seed + 0x5b1d)
  // And one for issue 24's fields, likewise.
  const extrasRandom = new SeededRandom(input.seed + 0x24)
  const allLocations = input.dealerships.flatMap((dealership) => dealership.locations)
  const stockLocation = (location: DealershipLocation): StockLocation => ({
    ...location,
    place_url: placeUrl(location),
    distribution_locations: distributionLocations(location, allLocations, extrasRandom),
  })
  const referenceSeconds = Math.floor(input.referenceDate.getTime() / 1000)
  const referenceYear = input.referenceDate.getUTCFullYear()
  const drafts = Array.from({ length: input.count }, (_, index) => {
    const id = input.firstId + index
    const dealership = input.dealerships[index % input.dealerships.length]
    const location = stockLocation(random.pick(dealership.locations))
    const carType = dealership.usedOnly ? 'used' : random.chance(0.45) ? 'new' : random.chance(0.27) ? 'demo' : 'used'
    const franchise = CATALOGUE.filter((model) => dealership.makes.includes(model.make) && (!dealership.drives || dealership.drives.includes(model.drive)))
    const model = random.pick((carType === 'used' && !dealership.usedOnly) || franchise.length === 0 ? CATALOGUE : franchise)
    const badgeIndex = random.int(0, model.badges.length - 1)
    const badge = model.badges[badgeIndex]
    const year =
      carType === 'new'
        ? referenceYear
        : carType === 'demo'
          ? referenceYear - random.int(0, 1)
          : random.int(Math.max(model.since, referenceYear - 12), referenceYear - 1)
    const age = referenceYear - year
    const km =
      carType === 'new'
        ? random.int(0, 15)
        : carType === 'demo'
          ? random.int(1_000, 15_000)
          : Math.round(age * random.int(8_000, 21_000) + random.int(0, 9_000))
    const price = priceOf(model, badgeIndex, carType, age, km, random)
    const onSpecial = carType !== 'used' ? random.chance(0.15) : random.chance(0.08)
    const status = random.chance(0.85) ? 'in_stock' : random.chance(0.53) ? 'sold' : 'coming_soon'
    const createdAt = referenceSeconds - random.int(0, 90 * DAY)
    const colour = random.pick(COLOURS)
    const stocknum = `${dealership.slug
      .replace(/[^a-z]/g, '')
      .slice(0, 1)
      .toUpperCase()}${id}`
    const photoCount = random.int(5, PHOTO_VIEWS)
    const photoBody = photoBodyOf(model.body)
    const imageUrls = Array.from({ length: photoCount }, (_, view) => input.photoUrl({ kind: 'gallery', body: photoBody, colour: colour.hex, view }))
    const buildDate = isoDate(new Date(Date.UTC(year - (carType === 'new' ? 0 : 1), random.int(0, 11), random.int(1, 28))))
    const interiorColour = random.pick(INTERIOR_COLOURS)
    const draft: Omit<StockFacts, StockExtraField> = {
      id,
      tenant: input.tenant,
      year,
      make: model.make,
      model: model.model,
      badge,
      series: null,
      colour: colour.name,
      interior_colour: interiorColour,
      gearnum: model.fuel === 'Electric' ? 1 : model.transmission === 'Manual' ? 6 : random.pick([6, 8, 10]),
      car_type: carType,
      status,
      tag: onSpecial ? 'Special Offer' : null, // "New" (just arrived) is worked out when shown, from created_at_timestamp and the site's window
      reserved: status === 'in_stock' && random.chance(0.03),
      certified: carType === 'used' && age <= 5 && random.chance(0.5),
      preorder: status === 'coming_soon' && carType === 'new',
      price,
      before_price: onSpecial ? price + random.int(2, 8) * 500 : null,
      price_type: carType === 'used' ? 'Drive Away' : random.pick(['Drive Away', 'Excl. Government Charges']),
      km,
      stocknum,
      vin: Array.from({ length: 17 }, () => random.pick([...VIN_CHARS])).join(''),
      nvic: nvicOf(model.make, model.model, badge, year),
      regplate: carType === 'new' ? null : `${random.int(100, 999)}${random.pick(['ABC', 'XYZ', 'KLM', 'DPQ', 'RTW'])}`,
      rego_expiry: carType === 'new' ? null : isoDate(new Date((referenceSeconds + random.int(30, 360) * DAY) * 1000)),
      build_date: buildDate,
      compliance_date: buildDate,
      views: random.int(0, 2_500),
      created_at: new Date(createdAt * 1000).toISOString(),
      sold_date_timestamp: status === 'sold' ? createdAt + random.int(1, 30) * DAY : null,
      location,
      dealership_id: dealership.id,
      dealership_slug: dealership.slug,
      dealership_name: dealership.name,
      image_urls: imageUrls,
      video_url: null,
      ...NO_VIDEOS,
      ...NO_SPIN,
      simple_body: model.body,
      simple_transmission: model.transmission,
      simple_fuel: model.fuel,
      simple_drive: model.drive,
      seats: model.seats,
      doors: model.doors,
      engine_size: model.engineCc,
      dealercomments: dealerComments(model, badge, carType, km, dealership.name, random),
      standardEquipment: random.sample(EQUIPMENT, random.int(6, 12)),
      show_on_dealer_website: true,
      variant: {
        cylinders: model.cylinders,
        enginesize: model.engineCc,
        enginesize_litres: model.engineCc ? engineLitres(model.engineCc) : null,
        induction: model.induction,
        fuelconsumptioncombined: model.fuelConsumption,
        fuelcapacity: model.fuelCapacity,
        grossvehiclemass: model.gvmKg,
        vehiclelength: model.lengthMm,
        vehicleheight: model.heightMm,
        vehiclewidth: model.widthMm,
        towingcapacitybraked: model.towingKg,
        torque: model.torqueNm,
        bodyconfiguration: model.body,
        ancaprating: model.ancap,
      },
    }
    const facts: StockFacts = { ...draft, ...stockExtras(draft, referenceYear, input.extras ?? {}, extrasRandom) }
    const spin = spinMedia({ body: photoBody, colour: colour.hex }, model, interiorColour, input.photoUrl, spinRandom)
    return { facts, spin, hasSpin: spinRandom.chance(SPIN_CHANCE[carType]) }
  })
  const showcased = showcaseUsedCars(drafts.map(({ facts }) => facts))
  const cars = drafts.map(({ facts, spin, hasSpin }) => completeStockCar(hasSpin || showcased.has(facts) ? { ...facts, ...spin } : facts))
  const caravans = Array.from({ length: input.caravans ?? 0 }, (_, index) =>
    completeStockCar(caravanFacts(input, input.firstId + input.count + index, stockLocation, extrasRandom)),
  )
  return [...cars, ...caravans]
}

/** A caravan for sale at the first dealership: new, in stock, with its build in `specifications` (spec 001 §3). */
function caravanFacts(input: FeedInput, id: number, stockLocation: (location: DealershipLocation) => StockLocation, random: SeededRandom): StockFacts {
  const dealership = input.dealerships[0]
  const model = CARAVAN_CATALOGUE[(id - input.firstId - input.count) % CARAVAN_CATALOGUE.length]
  const referenceSeconds = Math.floor(input.referenceDate.getTime() / 1000)
  const createdAt = referenceSeconds - random.int(9, 60) * DAY
  const colour = random.pick(COLOURS)
  const year = input.referenceDate.getUTCFullYear()
  return {
    id,
    tenant: input.tenant,
    year,
    make: model.make,
    model: model.model,
    badge: model.badge,
    series: null,
    colour: colour.name,
    interior_colour: null,
    gearnum: null,
    car_type: 'new',
    status: 'in_stock',
    tag: null,
    reserved: false,
    certified: false,
    preorder: false,
    price: model.price,
    before_price: null,
    price_type: 'Drive Away',
    km: 0,
    stocknum: `CV${id}`,
    vin: null,
    nvic: null,
    regplate: null,
    rego_expiry: null,
    build_date: isoDate(new Date(createdAt * 1000)),
    compliance_date: null,
    views: random.int(0, 900),
    created_at: new Date(createdAt * 1000).toISOString(),
    sold_date_timestamp: null,
    location: stockLocation(dealership.locations[0]),
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    dealership_name: dealership.name,
    // The demo has no caravan drawings; a van's photos stand in.
    image_urls: Array.from({ length: 6 }, (_, view) => input.photoUrl({ kind: 'gallery', body: 'van', colour: colour.hex, view })),
    video_url: null,
    ...NO_VIDEOS,
    ...NO_SPIN,
    simple_body: 'Caravan',
    // A caravan has no gearbox; the record's field takes one of two words, and a towed van is driven by hand.
    simple_transmission: 'Manual',
    transmission: 'Not applicable',
    simple_fuel: null,
    simple_drive: null,
    drive: null,
    seats: null,
    doors: 1,
    engine_size: null,
    dealercomments: `Brand new ${model.make} ${model.model} ${model.badge}, sleeps ${model.specifications.sleeps}, on display at ${dealership.name}.`,
    standardEquipment: ['Solar panel', 'Diesel heater', 'Ensuite', '12V fridge'],
    show_on_dealer_website: true,
    variant: null,
    offer_price: null,
    autograb_data: null,
    file: null,
    videos: [],
    youxQuote: null,
    finance_lenders: null,
    private_suburb: null,
    private_postcode: null,
    subscription_price: null,
    item_type: 'caravan',
    specifications: model.specifications,
  }
}

/**
 * The used cars a shopper (or a test) opening "the first used car" lands on, given a spin whatever the dice
 * say: the newest in stock, which tops an in-stock used search, and the newest available, which tops the
 * used-car listing (coming-soon cars rank with in-stock ones).
 */
function showcaseUsedCars(cars: StockFacts[]): Set<StockFacts> {
  const newest = (candidates: StockFacts[]) =>
    candidates.reduce<StockFacts | null>((best, car) => (best === null || Date.parse(car.created_at) > Date.parse(best.created_at) ? car : best), null)
  const used = cars.filter((car) => car.car_type === 'used')
  return new Set([newest(used.filter((car) => car.status === 'in_stock')), newest(used.filter((car) => isAvailable(car.status)))].filter((car) => car !== null))
}

/** A 360° spin of the demo car: every frame, the interior panorama, and 3–5 hotspots on features the drawings show there. */
function spinMedia(
  look: { body: PhotoBody; colour: string },
  model: CatalogueModel,
  interiorColour: string,
  photoUrl: FeedInput['photoUrl'],
  random: SeededRandom,
): SpinMedia {
  const onFrame = (feature: SpinFeature, frame: number, title: string, description: string | null): StockHotspot | null => {
    const position = spinFeaturePosition(look.body, frame, feature)
    return position && { view: 'exterior', frame, ...position, title, description }
  }
  const onPanorama = (feature: PanoramaFeature, title: string, description: string): StockHotspot => ({
    view: 'interior',
    frame: null,
    ...PANORAMA_FEATURE_POSITIONS[feature],
    title,
    description,
  })
  // Frames where each feature faces the camera: the nose turning towards it, side-on, the tail turning towards it.
  const always = [
    onFrame('headlight', random.int(3, 6), 'LED headlights', 'Bright, efficient LED headlights with automatic high beam.'),
    onFrame('front-wheel', random.pick([0, 1, 2, 34, 35]), `${WHEEL_INCHES[model.body]}-inch alloy wheels`, null),
    onPanorama(
      'touchscreen',
      `${random.pick([8, 9, 10.25, 12.3])}-inch touchscreen`,
      'Apple CarPlay and Android Auto, digital radio and satellite navigation on the one screen.',
    ),
  ]
  const extras = [
    // Null for bodies drawn without a tow bar.
    onFrame('tow-bar', random.int(21, 24), 'Tow bar', `Factory-fitted and rated to ${model.towingKg.toLocaleString('en-AU')} kg braked.`),
    onPanorama('steering-wheel', 'Leather-wrapped steering wheel', 'With audio, phone and cruise control buttons under your thumbs.'),
    onPanorama('front-seat', 'Heated front seats', `Trimmed in ${interiorColour.toLowerCase()}, with power adjustment for the driver.`),
  ].filter((hotspot) => hotspot !== null)
  return {
    spin_images: Array.from({ length: SPIN_FRAMES }, (_, frame) => photoUrl({ kind: 'spin', ...look, frame })),
    spin_interior_image: photoUrl({ kind: 'interior', ...look }),
    hotspots: [...always.filter((hotspot) => hotspot !== null), ...random.sample(extras, random.int(0, 2))],
  }
}

const WHEEL_INCHES: Record<Body, number> = { Sedan: 17, Hatch: 17, Coupe: 19, Wagon: 18, SUV: 18, Ute: 18, Van: 16, 'People Mover': 18 }

function priceOf(model: CatalogueModel, badgeIndex: number, carType: 'new' | 'demo' | 'used', age: number, km: number, random: SeededRandom): number {
  const [low, high] = model.rrp
  const rrp = low + ((high - low) * badgeIndex) / Math.max(1, model.badges.length - 1)
  const value = carType === 'new' ? rrp : carType === 'demo' ? (rrp * random.int(86, 94)) / 100 : rrp * 0.86 ** age - km * 0.04 + random.int(-1500, 1500)
  // Dealers price to the nearest $500 less $10: $34,990.
  return Math.max(4_990, Math.round(value / 500) * 500 - 10)
}

function dealerComments(model: CatalogueModel, badge: string, carType: string, km: number, dealershipName: string, random: SeededRandom): string {
  const opening =
    carType === 'new'
      ? `Brand new ${model.make} ${model.model} ${badge}, ready for delivery from ${dealershipName}.`
      : carType === 'demo'
        ? `Save thousands on this ${model.model} ${badge} demonstrator with only ${km.toLocaleString('en-AU')} km and the balance of the factory warranty.`
        : `This ${model.model} ${badge} has been traded in locally and passed our full mechanical and safety inspection.`
  const middle = random.sample(
    [
      `It comes with ${random.pick(EQUIPMENT).toLowerCase()} and a ${model.ancap}-star ANCAP safety rating.`,
      model.fuelConsumption ? `Combined fuel use is a thrifty ${model.fuelConsumption} L/100km.` : 'Charge at home overnight and skip the servo for good.',
      `With ${model.seats} seats and ${model.towingKg.toLocaleString('en-AU')} kg braked towing, it suits work and weekends alike.`,
      'Finance is available with approval on the spot, and we welcome your trade-in.',
      'Every car we sell comes with a full tank, a fresh detail and a 7-day money-back promise.',
      'Book a test drive today: we can bring the car to you.',
    ],
    random.int(1, 5),
  )
  // Some dealers separate paragraphs with a pipe, as their feed does.
  return [opening, ...middle].join(random.chance(0.3) ? ' | ' : ' ')
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/**
 * A stand-in NVIC (the industry's six-character model code, spec 001 §2): one per make, model, badge and year, as the
 * real code is per variant. Derived, not drawn from the seeded random, so adding it left every other generated value as
 * it was.
 */
function nvicOf(make: string, model: string, badge: string, year: number): string {
  return createHash('sha256').update(`${make}|${model}|${badge}|${year}`).digest('hex').slice(0, 6).toUpperCase()
}
