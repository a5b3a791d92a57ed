/**
 * Stock-record fields worked out from other fields. The demo generator and the feed importer both
 * build records through `completeStockCar`, so a derived field has one definition.
 */
import { sellingPrice, showsPrice } from './display'
import { isAvailable } from './listing'
import { stockGroupings } from './groupings'
import type { StockCar, StockImage, StockVideo } from './car'
import { formatDollars } from './format'
import { bodyTypeInText, bodyTypeLabel } from './body-types'

/** Always computed from other fields; a source can't set these. */
type DerivedField =
  | 'objectID'
  | 'path'
  | 'make_model'
  | 'sold'
  | 'price_range'
  | 'weekly_price'
  | 'selling_price'
  | 'special_offer'
  | 'created_at_timestamp'
  | 'location_id'
  | 'location_name'
  | 'city'
  | 'state'
  | 'images'
  | 'primary_image_url'
  | 'photos_count'
  | 'walkaround_videos'
  | 'engine_size_litres'

/** A source may set these; when it doesn't (or sends null), they are worked out. */
type DefaultedField =
  | 'name'
  | 'slug'
  | 'custom_rank'
  | 'dealership_slug'
  | 'body'
  | 'bodyconfiguration'
  | 'transmission'
  | 'fuel'
  | 'drive'
  | 'thumbnails'
  | 'item_type'
  | 'specifications'

/** What a source (the demo generator, a dealer feed row) says about a car; `completeStockCar` does the rest. */
export type StockFacts = Omit<StockCar, DerivedField | DefaultedField> & {
  [Field in DefaultedField]?: StockCar[Field] | null
} & {
  /** Photo addresses in display order, the first being the main photo. */
  image_urls: string[]
  /** Walkaround video addresses, the first being the one the viewer plays. */
  walkaround_video_urls: string[]
}

/** The whole index record for a car. */
export function completeStockCar(facts: StockFacts): StockCar {
  const { image_urls: imageUrls, walkaround_video_urls: walkaroundVideoUrls, ...given } = facts
  const name = facts.name ?? carName(facts)
  const slug = facts.slug ?? slugify(`${name} ${facts.stocknum}`)
  const createdAtTimestamp = Math.floor(Date.parse(facts.created_at) / 1000)
  const images = imageUrls.map(stockImage)
  const simpleBody = simpleBodyOf(facts)
  const body = facts.body ?? simpleBody
  const itemType = facts.item_type ?? 'car'
  const selling = sellingPrice(facts)
  return {
    ...given,
    simple_body: simpleBody,
    objectID: String(facts.id),
    name,
    slug,
    path: `/cars/${slug}`,
    make_model: `${facts.make}:${facts.model}`,
    sold: facts.status === 'sold',
    price_range: selling === null ? null : priceRange(selling),
    weekly_price: selling === null ? null : weeklyRepayment(selling),
    selling_price: selling ?? 0,
    special_offer: isSpecialOffer(facts),
    created_at_timestamp: createdAtTimestamp,
    location_id: facts.location.id,
    location_name: facts.location.name,
    city: facts.location.city,
    state: facts.location.state,
    dealership_slug: facts.dealership_slug ?? slugify(facts.dealership_name),
    images,
    // A feed without thumbnails of its own gets the photos' thumbs, in the same order.
    thumbnails: facts.thumbnails ?? images.map((image) => image.image.thumb.url),
    primary_image_url: images[0]?.image.url ?? '',
    photos_count: images.length,
    walkaround_videos: walkaroundVideoUrls.map(stockVideo),
    body,
    bodyconfiguration: facts.bodyconfiguration ?? body,
    transmission: facts.transmission ?? transmissionLabel(facts.simple_transmission, facts.simple_fuel),
    fuel: facts.fuel ?? fuelLabel(facts.simple_fuel),
    drive: facts.drive ?? driveLabel(facts.simple_drive),
    engine_size_litres: facts.engine_size ? engineLitres(facts.engine_size) : null,
    custom_rank: facts.custom_rank ?? customRank({ status: facts.status, created_at_timestamp: createdAtTimestamp }),
    ...stockGroupings({ ...facts, simple_body: simpleBody, item_type: itemType }),
    item_type: itemType,
    // Spec 001 §3: the specifications are a caravan's build; on anything else they would describe nothing shown.
    specifications: itemType === 'caravan' ? (facts.specifications ?? null) : null,
  }
}

/**
 * The car's `simple_body`, one of spec 001 §9's body types where it names one (body-types.ts): the feed's value as that
 * type's label ("suv" → "SUV", "cabChassis" → "Cab Chassis"), so one body is one filter value whatever the feed writes;
 * with no value, the type its body description names ("Dual Cab Pick-up" → "Ute"). Any other value is kept, trimmed.
 */
function simpleBodyOf(facts: Pick<StockFacts, 'simple_body' | 'body' | 'bodyconfiguration'>): string {
  const given = bodyTypeLabel(facts.simple_body ?? '')
  return given || (bodyTypeInText(facts.bodyconfiguration) ?? bodyTypeInText(facts.body))?.label || ''
}

/**
 * Where the primary index ranks a car (it sorts by `custom_rank` descending) when the feed sets no
 * rank of its own: every available car (in stock or coming soon) above every sold or other one, and
 * within each group the most recently listed first. The available bonus, 10^10 seconds (the year
 * 2286), is larger than any listing timestamp, so the groups never interleave.
 */
export function customRank(car: Pick<StockCar, 'status' | 'created_at_timestamp'>): number {
  return (isAvailable(car.status) ? AVAILABLE_RANK_BONUS : 0) + car.created_at_timestamp
}

const AVAILABLE_RANK_BONUS = 10_000_000_000

/** "2024 Toyota HiLux SR5": year, make, model and badge, as dealers title a listing. */
function carName(car: Pick<StockCar, 'year' | 'make' | 'model' | 'badge'>): string {
  return [car.year, car.make, car.model, car.badge].filter((part) => part !== null && part !== '').join(' ')
}

/** Lower-case letters and digits joined by single hyphens, for addresses. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * Whether the car belongs on /special-offers (spec 000 §2): its price is reduced (a Was price above a real price, or a
 * reduced or trade-in offer price below the price) or it
 * carries a sale tag such as "Runout Sale". The spec names the path but not the rule; this is what a shopper expects there.
 */
export function isSpecialOffer(car: Pick<StockCar, 'price' | 'before_price' | 'tag'> & Partial<Pick<StockCar, 'offer_price'>>): boolean {
  const offered = car.offer_price != null && showsPrice(car.offer_price) && (!showsPrice(car.price) || car.offer_price < car.price)
  const reduced = offered || (showsPrice(car.price) && car.before_price != null && car.before_price > car.price)
  return reduced || /\b(sale|special|offer)\b/i.test(car.tag ?? '')
}

/** The price facet's bucket: $10,000 steps to $50,000, then $25,000 steps, then $100,000+. */
export function priceRange(price: number): string {
  if (price >= 100_000) return '$100,000+'
  if (price >= 50_000) return price >= 75_000 ? '$75,000 - $100,000' : '$50,000 - $75,000'
  const floor = Math.floor(price / 10_000) * 10_000
  return `${formatDollars(floor)} - ${formatDollars(floor + 10_000)}`
}

/** Indicative weekly repayment: 8.99% p.a. over five years, paid weekly, rounded to the dollar. */
function weeklyRepayment(price: number): number {
  return Math.round((price * WEEKLY_RATE) / (1 - (1 + WEEKLY_RATE) ** -WEEKLY_PAYMENTS))
}

const WEEKLY_RATE = 0.0899 / 52
const WEEKLY_PAYMENTS = 5 * 52

/** Engine capacity in litres to one decimal place, from cubic centimetres: 2755 → 2.8. */
export function engineLitres(cubicCentimetres: number): number {
  return Math.round(cubicCentimetres / 100) / 10
}

/** A photo as the storefront reads it; feeds give one address per photo, used for the thumbnail too. */
function stockImage(url: string): StockImage {
  return { image: { url, thumb: { url } } }
}

/** A video as the storefront reads it. */
function stockVideo(url: string): StockVideo {
  return { video: { url } }
}

const FUEL_LABELS: Record<string, string> = { Petrol: 'Unleaded Petrol' }
const DRIVE_LABELS: Record<string, string> = { FWD: 'Front Wheel Drive', RWD: 'Rear Wheel Drive', AWD: 'All Wheel Drive', '4WD': 'Four Wheel Drive' }

/** The long fuel name shown on the car page: "Unleaded Petrol" for Petrol, otherwise the simple name. */
function fuelLabel(simpleFuel: string | null): string | null {
  return simpleFuel === null ? null : (FUEL_LABELS[simpleFuel] ?? simpleFuel)
}

/** The long drive name: "All Wheel Drive" for AWD; an unknown code is shown as it is. */
function driveLabel(simpleDrive: string | null): string | null {
  return simpleDrive === null ? null : (DRIVE_LABELS[simpleDrive] ?? simpleDrive)
}

/** Electric cars have a single reduction gear rather than an automatic gearbox. */
function transmissionLabel(simpleTransmission: string, simpleFuel: string | null): string {
  return simpleFuel === 'Electric' ? 'Reduction Gear' : simpleTransmission
}
