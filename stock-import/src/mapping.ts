/**
 * A dealer's own feed into the importer's fields. A DMS names its columns its own way ("Stock No", "DAP Price"), says
 * "Used" where we say "used", and leaves out what only the website knows (which of our locations the car is at, our
 * record id, when we first listed it). Staff map their columns to our fields in the admin; `mapFeed` renames each
 * row's fields by that mapping, reads the words dealers' systems use for the car type, status and transmission, and
 * fills in what the row leaves out from the feed source. Pure: the checks stay in ./schema.
 */
import { createHash } from 'node:crypto'
import type { FeedRow, ParsedFeed } from './parse'
import { FEED_FIELD_PATHS } from './schema'

/** One of their columns (a dotted path for nested fields) and the field of ours it holds. */
export interface ColumnMapping {
  column: string
  field: string
}

/** What a row may leave out, filled from the feed source and from what the site already lists. */
export interface RowDefaults {
  /** The site's location the cars are at, with its dealership, when rows don't name one. */
  location?: { id: number; name: string; city: string; state: string; postcode: string; slug?: string }
  dealership?: { id: number; name: string }
  /** When the site first listed a stock number: a car seen before keeps its listing date. */
  listedAt?: (stocknum: string) => string | undefined
  /** "Now", for a car seen for the first time. */
  now: Date
}

export function mapFeed(feed: ParsedFeed, mapping: readonly ColumnMapping[], defaults?: RowDefaults): ParsedFeed {
  const renames = new Map(
    mapping.filter(({ column, field }) => column.trim() !== '' && field.trim() !== '').map(({ column, field }) => [column.trim(), field.trim()]),
  )
  return { ...feed, rows: feed.rows.map((row) => mapRow(row, renames, defaults)) }
}

function mapRow(row: FeedRow, renames: ReadonlyMap<string, string>, defaults: RowDefaults | undefined): FeedRow {
  const flat = flatten(row.fields)
  const mapped: Record<string, unknown> = {}
  for (const [path, value] of Object.entries(flat)) {
    const field = renames.get(path) ?? path
    // A mapped column wins over one that happens to carry our field's name.
    if (field in mapped && !renames.has(path)) continue
    mapped[field] = value
  }
  readDealerWords(mapped)
  if (defaults) fillDefaults(mapped, defaults)
  return { ...row, fields: nest(mapped) }
}

/** The words dealers' systems use, in the values our schema expects. Anything else is left for the check to report. */
const CAR_TYPES: Record<string, string> = { new: 'new', used: 'used', demo: 'demo', demonstrator: 'demo' }
const STATUSES: Record<string, string> = {
  in_stock: 'in_stock',
  'in stock': 'in_stock',
  available: 'in_stock',
  'for sale': 'in_stock',
  forsale: 'in_stock',
  sold: 'sold',
  coming_soon: 'coming_soon',
  'coming soon': 'coming_soon',
  intransit: 'coming_soon',
  'in transit': 'coming_soon',
  incoming: 'coming_soon',
  others: 'others',
  withdrawn: 'others',
}
const TRANSMISSIONS: Record<string, string> = { automatic: 'Automatic', auto: 'Automatic', manual: 'Manual', man: 'Manual' }

function readDealerWords(fields: Record<string, unknown>) {
  const read = (field: string, words: Record<string, string>) => {
    const value = fields[field]
    if (typeof value !== 'string') return
    const word = words[value.trim().toLowerCase()]
    if (word) fields[field] = word
  }
  read('car_type', CAR_TYPES)
  read('status', STATUSES)
  // "6 Speed Automatic" is an automatic; the full wording stays the transmission's label.
  const transmission = fields.simple_transmission
  if (typeof transmission === 'string' && !(transmission in TRANSMISSIONS)) {
    const word = /\b(automatic|auto|manual)\b/i.exec(transmission)?.[1]?.toLowerCase()
    if (word) {
      fields.transmission ??= transmission
      fields.simple_transmission = TRANSMISSIONS[word]
    }
  } else read('simple_transmission', TRANSMISSIONS)
  // Prices written as "$48,990".
  for (const field of ['price', 'before_price', 'offer_price']) {
    const value = fields[field]
    if (typeof value === 'string' && /^\$?\s*[\d,]+(\.\d+)?$/.test(value.trim())) fields[field] = value.replace(/[$,\s]/g, '')
  }
}

function fillDefaults(fields: Record<string, unknown>, defaults: RowDefaults) {
  const stocknum = typeof fields.stocknum === 'string' || typeof fields.stocknum === 'number' ? String(fields.stocknum).trim() : ''
  // A record id that stays the car's from one import to the next: saved cars, views and reservations name it.
  if (fields.id === undefined && stocknum !== '') fields.id = stableCarId(stocknum)
  if (fields.created_at === undefined && stocknum !== '') fields.created_at = defaults.listedAt?.(stocknum) ?? defaults.now.toISOString()
  if (defaults.location && !Object.keys(fields).some((path) => path === 'location' || path.startsWith('location.'))) {
    for (const [key, value] of Object.entries(defaults.location)) fields[`location.${key}`] = value
  }
  if (defaults.dealership) {
    fields.dealership_id ??= defaults.dealership.id
    fields.dealership_name ??= defaults.dealership.name
  }
}

/** A positive whole number from the stock number: 48 bits of its SHA-256, so two cars of 100,000 share one once in ~5,600 sites' feeds. */
export function stableCarId(stocknum: string): number {
  return Number.parseInt(createHash('sha256').update(stocknum).digest('hex').slice(0, 12), 16) || 1
}

function flatten(fields: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    // Our nested fields, and a feed's own groups (`Seller.Name`), flattened; a field of ours that holds an object stays one.
    const path = `${prefix}${key}`
    if (isRecord(value) && (key === 'location' || key === 'variant' || !FEED_FIELD_PATHS.has(path))) Object.assign(flat, flatten(value, `${path}.`))
    else flat[path] = value
  }
  return flat
}

function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [path, value] of Object.entries(flat)) {
    const [head, ...rest] = path.split('.')
    if (rest.length === 0 || (head !== 'location' && head !== 'variant')) {
      fields[path] = value
      continue
    }
    const parent = isRecord(fields[head]) ? (fields[head] as Record<string, unknown>) : (fields[head] = {} as Record<string, unknown>)
    parent[rest.join('.')] = value
  }
  return fields
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
