/**
 * One row of a dealer's stock feed: what the importer accepts, field by field. Names are the index's
 * own (spec 000 §3, Car); fields the importer works out (slug, path, make_model, price_range,
 * weekly_price, custom_rank, …) are in ../stock/derive and some of them may be given instead.
 *
 * Every field takes its JSON value or, as a CSV cell holds it, its text: numbers as plain decimals
 * ("34990", not "$34,990"), booleans as true/false, yes/no, y/n or 1/0, lists (images, thumbnails,
 * videos, standardEquipment, spin_images, walkaround_videos) as items separated by `|`, and hotspots,
 * autograb_data, youxQuote, finance_lenders, specifications and location.distribution_locations as
 * their JSON text. An empty cell, an empty string or null means "not given". Dates are ISO 8601;
 * created_at needs a time zone, because a bare local time is ambiguous.
 */
import { z } from 'zod'

/** Australian states and territories, as the location's `state`. */
const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const
export type AustralianState = (typeof AUSTRALIAN_STATES)[number]
const CAR_TYPES = ['new', 'demo', 'used'] as const
const CAR_STATUSES = ['in_stock', 'sold', 'coming_soon', 'others'] as const
const TRANSMISSIONS = ['Automatic', 'Manual'] as const
const HOTSPOT_VIEWS = ['exterior', 'interior'] as const
const ITEM_TYPES = ['car', 'caravan', 'motorcycle', 'truck'] as const

/** The separator of list items in a CSV cell. */
const LIST_SEPARATOR = '|'

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/
const BOOLEAN_TEXT = new Map([
  ['true', true],
  ['yes', true],
  ['y', true],
  ['1', true],
  ['false', false],
  ['no', false],
  ['n', false],
  ['0', false],
])
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** 17 characters, without I, O or Q (they read as 1 and 0). */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/
/** Seconds from 1 January 2000 up to 2286; a millisecond timestamp is far above. */
const TIMESTAMP_SECONDS = { min: 946_684_800, max: 9_999_999_999 }

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** A number, or its plain decimal text. */
const numberCell = (value: unknown) => (typeof value === 'string' && NUMBER_TEXT.test(value.trim()) ? Number(value.trim()) : value)
/** A boolean, or one of the words for one. */
const booleanCell = (value: unknown) => (typeof value === 'string' ? (BOOLEAN_TEXT.get(value.trim().toLowerCase()) ?? value) : value)
/** A list, or its items separated by `|`. */
const listCell = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(LIST_SEPARATOR)
        .map((item) => item.trim())
        .filter((item) => item !== '')
    : value
/** A list or an object, or its JSON text (a CSV cell can hold no other); text that isn't JSON is left as sent, to be quoted. */
const jsonCell = (value: unknown) => {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}
/** One of a few codes, matched without regard to case ("SOLD" is sold); anything else is left as sent, to be quoted. */
function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (values.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase()) ?? value) : value),
    z.enum(values),
  )
}

/** A problem that quotes what the feed held: `expected four digits, got "12"`. */
const quoting = (expectation: string) => ({ error: (issue: { input: unknown }) => `${expectation}, got ${shown(issue.input)}` })

const text = () => z.string().trim().min(1, 'must not be empty')
/** Stock numbers and the like are text, but feeds often send them as numbers. */
const code = () => z.preprocess((value) => (typeof value === 'number' ? String(value) : value), text())
const integer = (min: number, max = Number.MAX_SAFE_INTEGER) => z.preprocess(numberCell, z.number().int('must be a whole number').min(min).max(max))
const decimal = (min: number, max = Number.MAX_SAFE_INTEGER) => z.preprocess(numberCell, z.number().min(min).max(max))
const slug = () => text().regex(SLUG, quoting('expected lower-case letters and digits joined by hyphens'))
const flag = () => z.preprocess(booleanCell, z.boolean())
const isoDate = () => z.iso.date(quoting('expected a date as YYYY-MM-DD'))
/** Where a photo or video is. */
const mediaAddress = () =>
  text().refine((url) => /^https?:\/\/\S+$/.test(url) || /^\/\S*$/.test(url), quoting('expected an http(s) address or a path starting with /'))

/** A field the feed may leave out: missing, null or blank all come out as null. */
function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional()).transform((value) => value ?? null)
}

/** A field with a default when the feed leaves it out. */
function withDefault<Schema extends z.ZodType>(schema: Schema, fallback: z.output<Schema>) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional()).transform((value) => value ?? fallback)
}

/** A place the car can also be collected from (spec 000 §3 location.distribution_locations). */
const feedDistributionLocationSchema = z.object({
  id: integer(1),
  name: text(),
  city: optional(text()),
  state: optional(oneOf(AUSTRALIAN_STATES)),
})

const webAddress = () => text().regex(/^https?:\/\/\S+$/, quoting('expected an http(s) address'))

const feedLocationSchema = z.object({
  id: integer(1),
  name: text(),
  /** Worked out from the name when missing. */
  slug: optional(slug()),
  phone: optional(text()),
  address: optional(text()),
  city: text(),
  state: oneOf(AUSTRALIAN_STATES),
  // A number loses an NT postcode's leading zero (800 for 0800): put it back.
  postcode: optional(
    z.preprocess(
      (value) => (typeof value === 'number' ? String(value).padStart(4, '0') : value),
      z
        .string()
        .trim()
        .regex(/^\d{4}$/, quoting('expected four digits')),
    ),
  ),
  /** The location on Google Maps. */
  place_url: optional(webAddress()),
  distribution_locations: withDefault(
    z.preprocess(jsonCell, z.array(feedDistributionLocationSchema, quoting('expected a JSON list of distribution locations'))),
    [],
  ),
})

const feedVariantSchema = z.object({
  cylinders: optional(integer(0, 16)),
  enginesize: optional(integer(0, 10_000)),
  enginesize_litres: optional(decimal(0, 10)),
  induction: optional(text()),
  fuelconsumptioncombined: optional(decimal(0, 50)),
  fuelcapacity: optional(decimal(0, 500)),
  grossvehiclemass: optional(integer(0, 50_000)),
  vehiclelength: optional(integer(0, 30_000)),
  vehicleheight: optional(integer(0, 10_000)),
  vehiclewidth: optional(integer(0, 10_000)),
  towingcapacitybraked: optional(integer(0, 50_000)),
  torque: optional(integer(0, 5_000)),
  bodyconfiguration: optional(text()),
  ancaprating: optional(integer(0, 5)),
})

/** A point of interest on the 360° viewer; its frame is checked against the car's spin_images (see `checkHotspotFrames`). */
const feedHotspotSchema = z.object({
  view: oneOf(HOTSPOT_VIEWS),
  /** The spin frame an exterior hotspot is on: an index into spin_images, counted from 0. */
  frame: optional(integer(0)),
  /** Position on the image, in % from the left and from the top. */
  x: decimal(0, 100),
  y: decimal(0, 100),
  title: text(),
  description: optional(text()),
})

/** A four-digit postcode; a number loses an NT postcode's leading zero (800 for 0800): put it back. */
const postcode = () =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value).padStart(4, '0') : value),
    z
      .string()
      .trim()
      .regex(/^\d{4}$/, quoting('expected four digits')),
  )

/** A JSON object (or its text in a CSV cell) of this shape. */
const jsonObject = <Shape extends z.ZodRawShape>(shape: Shape, expectation: string) => z.preprocess(jsonCell, z.object(shape, quoting(expectation)))
/** A rate in % a year. */
const rate = () => decimal(0, 100)

/** Market prices from AutoGrab (spec 001 §3): the below-market badge compares the price against them. */
const feedAutograbSchema = {
  state_average_market_price: optional(decimal(0, 10_000_000)),
  average_market_price: optional(decimal(0, 10_000_000)),
}

/** The YouX broker's quote (spec 001 §3 youxQuote). */
const feedYouxQuoteSchema = {
  weeklyRepaymentAmount: decimal(0, 100_000),
  advertisedRate: optional(rate()),
  comparisonRate: optional(rate()),
}

/** One lender's offer for the car (spec 000 §3 finance_lenders entry): dollars, % a year, years. */
const feedFinanceLenderSchema = z.object({
  interestRate: optional(rate()),
  comparisonRate: optional(rate()),
  paymentWeek: optional(decimal(0, 100_000)),
  paymentMonth: optional(decimal(0, 500_000)),
  termYears: optional(decimal(0.5, 30)),
  deposit: optional(decimal(0, 10_000_000)),
  balloon: optional(decimal(0, 10_000_000)),
  establishmentFees: optional(decimal(0, 100_000)),
  disclaimer: optional(text()),
})

/** A caravan's build (spec 001 §3): body width and length in millimetres, masses in kilograms. */
const feedCaravanSpecificationsSchema = {
  body_width: optional(integer(0, 10_000)),
  body_length: optional(integer(0, 30_000)),
  tare_weight: optional(integer(0, 20_000)),
  aggregate_trailer_mass: optional(integer(0, 20_000)),
  axle_type: optional(text()),
  sleeps: optional(integer(0, 20)),
}

const feedCarSchema = z
  .object({
    id: integer(1),
    stocknum: code(),
    year: integer(1900, 2100),
    make: text(),
    model: text(),
    badge: optional(text()),
    series: optional(text()),
    /** "2024 Toyota HiLux SR5" from year, make, model and badge when missing. */
    name: optional(text()),
    /** From the name and stock number when missing. */
    slug: optional(slug()),
    car_type: oneOf(CAR_TYPES),
    status: oneOf(CAR_STATUSES),
    tag: optional(text()),
    reserved: withDefault(flag(), false),
    certified: withDefault(flag(), false),
    preorder: withDefault(flag(), false),
    /** Whole dollars; $10 or less shows as "Enquire for price" (spec 001 §4). */
    price: decimal(0, 10_000_000),
    before_price: optional(decimal(0, 10_000_000)),
    price_type: optional(text()),
    km: integer(0, 3_000_000),
    vin: optional(text().toUpperCase().regex(VIN, quoting('expected 17 letters and digits, without I, O or Q'))),
    /** The variant's NVIC, six letters and digits: finance brokers price by it (spec 001 §2 personalised finance). */
    nvic: optional(
      text()
        .toUpperCase()
        .regex(/^[A-Z0-9]{6}$/, quoting('expected the six letters and digits of an NVIC')),
    ),
    regplate: optional(code()),
    rego_expiry: optional(isoDate()),
    build_date: optional(isoDate()),
    compliance_date: optional(isoDate()),
    views: withDefault(integer(0), 0),
    /** When the car was listed, e.g. 2026-10-30T09:00:00+10:00. */
    created_at: z.iso.datetime({ offset: true, ...quoting('expected a date and time with a time zone, such as 2026-10-30T09:00:00+10:00') }),
    /** When the car sold, in Unix seconds; the sold window counts from it. */
    sold_date_timestamp: optional(
      integer(0).refine((seconds) => seconds >= TIMESTAMP_SECONDS.min && seconds <= TIMESTAMP_SECONDS.max, {
        error: (issue) =>
          `expected Unix seconds (such as 1793000000), got ${String(issue.input)}${Number(issue.input) > TIMESTAMP_SECONDS.max ? ', which looks like milliseconds' : ''}`,
      }),
    ),
    location: feedLocationSchema,
    dealership_id: integer(1),
    dealership_name: text(),
    /** From the dealership name when missing. */
    dealership_slug: optional(slug()),
    /** Photo addresses, main photo first; the storefront needs at least one. */
    images: z.preprocess(listCell, z.array(mediaAddress()).min(1, 'expected at least one photo address')),
    video_url: optional(mediaAddress()),
    /** Such as https://www.youtube.com/embed/…: the car page embeds only addresses with that prefix. */
    external_video_url: optional(mediaAddress()),
    walkaround_videos: withDefault(z.preprocess(listCell, z.array(mediaAddress())), []),
    /** The 360° spin's exterior frames in rotation order; none means the car has no spinner. */
    spin_images: withDefault(z.preprocess(listCell, z.array(mediaAddress())), []),
    /** One wide interior panorama. */
    spin_interior_image: optional(mediaAddress()),
    hotspots: withDefault(z.preprocess(jsonCell, z.array(feedHotspotSchema, quoting('expected a JSON list of hotspots'))), []),
    colour: optional(text()),
    interior_colour: optional(text()),
    simple_body: text(),
    body: optional(text()),
    bodyconfiguration: optional(text()),
    simple_transmission: oneOf(TRANSMISSIONS),
    transmission: optional(text()),
    gearnum: optional(integer(0, 20)),
    simple_fuel: optional(text()),
    fuel: optional(text()),
    simple_drive: optional(text()),
    drive: optional(text()),
    seats: optional(integer(1, 99)),
    doors: optional(integer(0, 10)),
    /** Cubic centimetres; the litres are worked out. */
    engine_size: optional(integer(0, 20_000)),
    /** Paragraphs separated by `|`, as dealers' systems write them (shown as paragraphs, not a list). */
    dealercomments: optional(text()),
    standardEquipment: withDefault(z.preprocess(listCell, z.array(text())), []),
    /** Spec 001 §4: a car is listed only when this is true; a feed without the column shows every car. */
    show_on_dealer_website: withDefault(flag(), true),
    variant: optional(feedVariantSchema),
    /** The primary index's rank (higher first); worked out from status and listing date when missing. */
    custom_rank: optional(decimal(-Number.MAX_SAFE_INTEGER)),
    /** A weekly subscription price: shown first on sites whose offers are subscription-based (spec 001 §4). */
    subscription_price: optional(decimal(0, 100_000)),
    /** A reduced or trade-in price: shown in place of the price when above $10 (spec 001 §4). */
    offer_price: optional(decimal(0, 10_000_000)),
    autograb_data: optional(jsonObject(feedAutograbSchema, 'expected a JSON object of state_average_market_price and average_market_price')),
    /** The vehicle history report's address: the History Report button opens it. */
    file: optional(mediaAddress()),
    /** Thumbnail addresses in the order of images; the photos themselves when missing. */
    thumbnails: optional(z.preprocess(listCell, z.array(mediaAddress()))),
    /** Other videos of the car. */
    videos: withDefault(z.preprocess(listCell, z.array(mediaAddress())), []),
    youxQuote: optional(jsonObject(feedYouxQuoteSchema, 'expected a JSON object of weeklyRepaymentAmount, advertisedRate and comparisonRate')),
    /** The car's own finance offers, keyed by lender name. */
    finance_lenders: optional(z.preprocess(jsonCell, z.record(text(), feedFinanceLenderSchema, quoting('expected a JSON object of lenders by name')))),
    /** Where a privately owned (consignment) car is. */
    private_suburb: optional(text()),
    private_postcode: optional(postcode()),
    item_type: withDefault(oneOf(ITEM_TYPES), 'car'),
    /** A caravan's build; ignored for other item types. */
    specifications: optional(jsonObject(feedCaravanSpecificationsSchema, 'expected a JSON object of caravan specifications')),
  })
  .superRefine(checkHotspotFrames, {
    // Also when other fields have problems, so a row's every problem is reported at once; it needs only these two read.
    when: ({ issues }) => issues.every(({ path = [] }) => path.length > 0 && path[0] !== 'hotspots' && path[0] !== 'spin_images'),
  })

export type FeedCar = z.output<typeof feedCarSchema>

/** An exterior hotspot sits on a spin frame that exists; an interior one is on the panorama, which has no frames. */
function checkHotspotFrames(car: { hotspots: Array<z.output<typeof feedHotspotSchema>>; spin_images: string[] }, context: z.RefinementCtx) {
  const frameCount = car.spin_images.length
  car.hotspots.forEach(({ view, frame }, index) => {
    const path = ['hotspots', index, 'frame']
    if (view === 'interior') {
      if (frame !== null) context.addIssue({ code: 'custom', path, message: `must be left out for an interior hotspot, got ${frame}` })
    } else if (frame === null) context.addIssue({ code: 'custom', path, message: 'is required for an exterior hotspot (an index into spin_images, from 0)' })
    else if (frame >= frameCount)
      context.addIssue({
        code: 'custom',
        path,
        message:
          frameCount === 0
            ? `expected an index into spin_images, got ${frame}, but there are no spin_images`
            : `expected an index into spin_images, from 0 to ${frameCount - 1}, got ${frame}`,
      })
  })
}

/** The fields a feed row may have, as dotted paths (`location.city`), for spotting ones the importer ignores. */
export const FEED_FIELD_PATHS: ReadonlySet<string> = new Set([
  ...Object.keys(feedCarSchema.shape),
  ...Object.keys(feedLocationSchema.shape).map((key) => `location.${key}`),
  ...Object.keys(feedVariantSchema.shape).map((key) => `variant.${key}`),
])

/** One thing wrong with a row: the field (a dotted path, or null for the row as a whole) and the problem. */
export interface FieldProblem {
  field: string | null
  problem: string
}

/** A feed row checked: the car, or every problem found. */
export function checkFeedCar(row: unknown): { ok: true; car: FeedCar } | { ok: false; problems: FieldProblem[] } {
  const result = feedCarSchema.safeParse(row, { error: describeIssue })
  if (result.success) return { ok: true, car: result.data }
  return { ok: false, problems: result.error.issues.map((issue) => ({ field: fieldPath(issue.path), problem: issue.message })) }
}

/** `location.city`, or `images item 3` for the third photo (counted from 1, as people count). */
function fieldPath(path: readonly PropertyKey[]): string | null {
  if (path.length === 0) return null
  return path
    .map((key, position) => (typeof key === 'number' ? `${position === 0 ? '' : ' '}item ${key + 1}` : `${position === 0 ? '' : '.'}${String(key)}`))
    .join('')
}

/** The wording of zod's own problems, in terms of what the feed held. */
function describeIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required'
      return `expected ${EXPECTED_WORDING[issue.expected] ?? issue.expected}, got ${shown(issue.input)}`
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}; got ${shown(issue.input)}`
    case 'too_small':
      return issue.origin === 'number' ? `must be at least ${String(issue.minimum)}, got ${shown(issue.input)}` : undefined
    case 'too_big':
      return issue.origin === 'number' ? `must be at most ${String(issue.maximum)}, got ${shown(issue.input)}` : undefined
    default:
      return undefined
  }
}

const EXPECTED_WORDING: Record<string, string> = {
  array: 'a list',
  boolean: 'true or false (or yes/no, y/n, 1/0)',
  number: 'a number',
  object: 'an object',
  string: 'text',
}

/** A value as the feed held it, shortened to stay readable. */
function shown(value: unknown): string {
  const json =
    typeof value === 'string'
      ? JSON.stringify(value)
      : Array.isArray(value)
        ? 'a list'
        : value !== null && typeof value === 'object'
          ? 'an object'
          : String(value)
  return json.length > 60 ? `${json.slice(0, 57)}…` : json
}
