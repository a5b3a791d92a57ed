/**
 * What an import changes on a site, against the feed it last applied: the counts staff see before they apply an
 * upload (added, updated, removed, sold), every price change, and the safety rail that holds an import which would
 * empty a site or take too much of it away (a DMS that sends an empty or cut-off file must not empty a dealer's
 * website). Pure.
 */
import { createHash } from 'node:crypto'
import type { StockFacts } from '@dealer/stock/derive'

/** A car as the site last imported it: enough to tell whether the next feed changed it. */
export interface ImportedCar {
  stocknum: string
  name: string
  price: number
  status: string
  /** The facts' digest (factsDigest), as stored: a different one is an updated car. */
  digest: string
}

export interface PriceChange {
  stocknum: string
  name: string
  from: number
  to: number
}

export interface StockChanges {
  added: number
  updated: number
  /** In the last import, not in this one. */
  removed: number
  /** Sold in this import, not sold in the last. */
  sold: number
  /** Cars the site will list after the import. */
  listed: number
  priceChanges: PriceChange[]
}

/**
 * A digest of the facts, keys in a fixed order so the same car always gives the same one: what is kept of the last
 * import to tell an updated car, rather than every car's facts in memory.
 */
export function factsDigest(facts: StockFacts): string {
  return createHash('sha256')
    .update(JSON.stringify(facts, Object.keys(facts).sort()))
    .digest('base64url')
}

export function stockChanges(before: ReadonlyMap<string, ImportedCar>, after: readonly StockFacts[], listed: number): StockChanges {
  const changes: StockChanges = { added: 0, updated: 0, removed: 0, sold: 0, listed, priceChanges: [] }
  const seen = new Set<string>()
  for (const facts of after) {
    seen.add(facts.stocknum)
    const previous = before.get(facts.stocknum)
    if (!previous) {
      changes.added++
      continue
    }
    if (facts.status === 'sold' && previous.status !== 'sold') changes.sold++
    else if (factsDigest(facts) !== previous.digest) changes.updated++
    if (facts.price !== previous.price) changes.priceChanges.push({ stocknum: facts.stocknum, name: previous.name, from: previous.price, to: facts.price })
  }
  for (const stocknum of before.keys()) if (!seen.has(stocknum)) changes.removed++
  return changes
}

/** The share of a site's stock an import may take away before a person must approve it (issue 45: 30%). */
const DEFAULT_MAX_REMOVED_SHARE = 0.3

/** Why the import is held for a person to approve, or null when it may be applied. */
export function heldReason(changes: StockChanges, carsBefore: number, maxRemovedShare = DEFAULT_MAX_REMOVED_SHARE): string | null {
  if (changes.listed === 0)
    return carsBefore > 0 ? `The feed lists no car, so applying it would take all ${carsBefore} cars off the website.` : 'The feed lists no car.'
  if (carsBefore === 0) return null
  const share = changes.removed / carsBefore
  if (share > maxRemovedShare)
    return `The feed would remove ${changes.removed} of the ${carsBefore} cars on the website (${Math.round(share * 100)}%), more than the ${Math.round(maxRemovedShare * 100)}% allowed without approval.`
  return null
}
