/**
 * A dealer's stock feed into their search index: check every row, work out the derived fields, keep
 * the cars the listing-visibility rule lists, and swap the tenant's index for them in one step.
 * `planFeedImport` decides (pure, given `now`); `replaceStockIndex` writes, and is also how the demo
 * seed writes stock.
 */
import { stockIndexName, stockIndexSettings, stockReplicas } from '@dealer/stock/index-schema'
import type { Algoliasearch } from 'algoliasearch'
import { completeStockCar, slugify, type StockFacts } from '@dealer/stock/derive'
import type { StockCar } from '@dealer/stock/car'
import type { FeedRow, ParsedFeed } from './parse'
import { checkFeedCar, FEED_FIELD_PATHS, type FeedCar, type FieldProblem } from './schema'
import { DEFAULT_SOLD_WINDOW_DAYS, listingDecision } from '@dealer/stock/listing'
import { withOverride, type StockOverride } from './overrides'

export interface FeedImportOptions {
  /** The site whose stock this is; every record carries it. */
  tenant: string
  /** "Now" for the sold window. */
  now: Date
  /** How long a sold car stays listed (spec 001 §4); the dealer's own, or 3 days. */
  soldWindowDays?: number
  /** Staff's corrections by stock number (./overrides): applied to each car before the listing rule. */
  overrides?: ReadonlyMap<string, StockOverride>
}

/** A row left out of the index because something in it is wrong. */
export interface RejectedRow {
  number: number
  /** "line 4" or "row 3". */
  where: string
  /** The row's stock number, when it has a readable one, so the dealer can find the car. */
  stocknum: string | null
  problems: FieldProblem[]
}

/** A good row the listing-visibility rule doesn't list. */
interface HiddenCar {
  where: string
  stocknum: string
  reason: string
}

export interface FeedImportPlan {
  rowsRead: number
  /** The records the index will hold, in feed order, staff's overrides applied. */
  cars: StockCar[]
  /** Every good row's facts as the feed says them (no override), listed or not: what a later override starts from. */
  facts: StockFacts[]
  hidden: HiddenCar[]
  rejected: RejectedRow[]
  /** Fields the feed has that the importer doesn't know (dotted paths), so a misspelt column is noticed. */
  ignoredFields: string[]
}

/** Rows checked between two progress reports (and, planning asynchronously, between two turns of the event loop). */
const PROGRESS_EVERY_ROWS = 500

/** Decides what an import writes. Pure: the same feed, tenant and `now` always give the same plan. */
export function planFeedImport(feed: ParsedFeed, options: FeedImportOptions): FeedImportPlan {
  const planner = new FeedPlanner(feed, options)
  for (const row of feed.rows) planner.check(row)
  return planner.plan()
}

/**
 * The same plan, made a few hundred rows at a time so a server stays responsive while it checks a large feed, telling
 * `onProgress` how many rows of how many have been checked.
 */
export async function planFeedImportInSteps(
  feed: ParsedFeed,
  options: FeedImportOptions,
  onProgress: (checked: number, total: number) => void | Promise<void>,
): Promise<FeedImportPlan> {
  const planner = new FeedPlanner(feed, options)
  const total = feed.rows.length + feed.unreadable.length
  for (const [index, row] of feed.rows.entries()) {
    planner.check(row)
    if ((index + 1) % PROGRESS_EVERY_ROWS === 0) {
      await onProgress(index + 1 + feed.unreadable.length, total)
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  await onProgress(total, total)
  return planner.plan()
}

class FeedPlanner {
  private readonly nowSeconds: number
  private readonly soldWindowDays: number
  private readonly rejected: RejectedRow[]
  private readonly hidden: HiddenCar[] = []
  private readonly cars: StockCar[] = []
  private readonly facts: StockFacts[] = []
  private readonly ignoredFields = new Set<string>()
  // Where each id, stock number and slug was first seen: a later row with the same one is a duplicate.
  private readonly firstSeen = { id: new Map<string, string>(), stocknum: new Map<string, string>(), slug: new Map<string, string>() }

  constructor(
    private readonly feed: ParsedFeed,
    private readonly options: FeedImportOptions,
  ) {
    this.nowSeconds = Math.floor(options.now.getTime() / 1000)
    this.soldWindowDays = options.soldWindowDays ?? DEFAULT_SOLD_WINDOW_DAYS
    this.rejected = feed.unreadable.map(({ number, where, problem }) => ({ number, where, stocknum: null, problems: [{ field: null, problem }] }))
  }

  check(row: FeedRow): void {
    for (const field of fieldPaths(row.fields)) if (!FEED_FIELD_PATHS.has(field)) this.ignoredFields.add(field)
    const checked = checkFeedCar(row.fields)
    if (!checked.ok) {
      this.rejected.push({ number: row.number, where: row.where, stocknum: stocknumOf(row), problems: checked.problems })
      return
    }
    const facts = stockFactsFromFeed(checked.car, this.options.tenant)
    const override = this.options.overrides?.get(facts.stocknum)
    const car = completeStockCar(override ? withOverride(facts, override) : facts)
    const duplicateOf = (key: 'id' | 'stocknum' | 'slug') => {
      const first = this.firstSeen[key].get(String(car[key]))
      return first ? [{ field: key, problem: `${String(car[key])} is already used on ${first}; the first is kept` }] : []
    }
    // A worked-out slug contains the stock number, so a slug clash is news only when id and stock number differ.
    const byIdentity = [...duplicateOf('id'), ...duplicateOf('stocknum')]
    const duplicates = byIdentity.length > 0 ? byIdentity : duplicateOf('slug')
    if (duplicates.length > 0) {
      this.rejected.push({ number: row.number, where: row.where, stocknum: car.stocknum, problems: duplicates })
      return
    }
    for (const key of ['id', 'stocknum', 'slug'] as const) this.firstSeen[key].set(String(car[key]), row.where)
    this.facts.push(facts)
    const decision = listingDecision(car, this.nowSeconds, this.soldWindowDays)
    if (decision.listed) this.cars.push(car)
    else this.hidden.push({ where: row.where, stocknum: car.stocknum, reason: override?.hidden ? 'hidden by staff (an override)' : decision.reason })
  }

  plan(): FeedImportPlan {
    return {
      rowsRead: this.feed.rows.length + this.feed.unreadable.length,
      cars: this.cars,
      facts: this.facts,
      hidden: this.hidden,
      rejected: this.rejected.sort((a, b) => a.number - b.number),
      ignoredFields: [...this.ignoredFields].sort(),
    }
  }
}

/** A checked feed row as the facts of an index record. */
function stockFactsFromFeed(car: FeedCar, tenant: string): StockFacts {
  const { images, walkaround_videos: walkaroundVideoUrls, videos, location, ...facts } = car
  return {
    ...facts,
    tenant,
    videos: videos.map((url) => ({ video: { url } })),
    image_urls: images,
    walkaround_video_urls: walkaroundVideoUrls,
    location: { ...location, slug: location.slug ?? slugify(location.name) },
  }
}

/**
 * Makes a tenant's stock index hold exactly `cars`, swapped in at once: shoppers see the old stock
 * until the new is complete, never a mix. Settings go on the live index first, so its sort replicas
 * exist and the swap keeps them; then replaceAllObjects copies the settings to a temporary index,
 * fills it and moves it over the live one. Returns the index name.
 */
export async function replaceStockIndex(client: Algoliasearch, tenant: string, cars: StockCar[]): Promise<string> {
  const indexName = stockIndexName(tenant)
  const { customRanking, ...sharedSettings } = stockIndexSettings(indexName)
  // What searches and filters goes to every replica too; ranking is each index's own, so it isn't forwarded.
  await applySettings(client, indexName, sharedSettings, true)
  await applySettings(client, indexName, { customRanking }, false)
  for (const replica of stockReplicas(indexName)) await applySettings(client, replica.name, { customRanking: replica.customRanking }, false)
  // A spread turns each StockCar into a plain object type, which the client's record type accepts.
  await client.replaceAllObjects({ indexName, objects: cars.map((car) => ({ ...car })) })
  return indexName
}

async function applySettings(
  client: Algoliasearch,
  indexName: string,
  indexSettings: Parameters<Algoliasearch['setSettings']>[0]['indexSettings'],
  forwardToReplicas: boolean,
) {
  const { taskID } = await client.setSettings({ indexName, indexSettings, forwardToReplicas })
  await client.waitForTask({ indexName, taskID })
}

/** Every field of a row as a dotted path: `location.city`, not `location`. */
function fieldPaths(fields: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(fields).flatMap(([key, value]) =>
    (key === 'location' || key === 'variant') && prefix === '' && isRecord(value) ? fieldPaths(value, `${key}.`) : [`${prefix}${key}`],
  )
}

function stocknumOf(row: FeedRow): string | null {
  const value = row.fields.stocknum
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** One line per rejected row: `line 5 (stock B1005): price: expected a number, got "POA"; vin: …`. */
export function describeRejectedRow(row: RejectedRow): string {
  const problems = row.problems.map(({ field, problem }) => (field ? `${field}: ${problem}` : problem)).join('; ')
  return `${row.where}${row.stocknum ? ` (stock ${row.stocknum})` : ''}: ${problems}`
}
