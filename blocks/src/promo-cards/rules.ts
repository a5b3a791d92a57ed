// Which of a dealer's promo cards show on a page, and in what order. Spec 001 §4 "Reviews and promo cards":
// "Promo cards show only between their start and expiry dates. Cards with a position come first in order; the rest are
// optionally shuffled. Cards restricted by car type display only for a matching searched type."

import type { CarType } from '@dealer/stock/car'

export type PromoDisplayType = 'search' | 'home' | 'vehicle'

/** The fields the rules read; a card may carry anything else (image, link, …) and comes back as the caller's own type. */
export interface PromoCardRuleFields {
  id: number | string
  /** ISO date-time; none means "already started". */
  start?: string | null
  /** ISO date-time; none means "never expires". */
  expiry?: string | null
  position?: number | null
  carTypes?: readonly CarType[] | null
  displayTypes?: readonly PromoDisplayType[] | null
  strictDisplay?: boolean | null
}

/** Where and when the cards are being shown. */
export type PromoCardPlacement = {
  now: Date
  displayType: PromoDisplayType
  /**
   * The car types the visitor searched for (the search state's car_type), as given: values other than new, demo and used
   * match no card. None (or an empty list) means the search isn't narrowed by car type, as on the home page.
   */
  searchedCarTypes?: readonly string[] | null
} &
  // A shuffle takes its randomness from the caller (e.g. `seededRandom(seedFromText(site + day))`) so the server and the
  // browser, and tests, get the same order.
  ({ shuffle: true; random: () => number } | { shuffle?: false; random?: undefined })

/** The cards to show, in display order: live, matching the page and search, positioned ones first. */
export function visiblePromoCards<Card extends PromoCardRuleFields>(cards: readonly Card[], placement: PromoCardPlacement): Card[] {
  const shown = cards.filter(
    (card) => isLive(card, placement.now) && showsOnDisplayType(card, placement.displayType) && showsForSearchedCarTypes(card, placement.searchedCarTypes),
  )
  const positioned = shown.filter(hasPosition).sort((a, b) => a.position - b.position) // Array#sort is stable: ties keep input order.
  const unpositioned = shown.filter((card) => !hasPosition(card))
  return [...positioned, ...(placement.shuffle ? shuffled(unpositioned, placement.random) : unpositioned)]
}

/**
 * Live from `start` (inclusive) until `expiry` (exclusive): a half-open window, so a card that expires at 10:00 and its
 * successor that starts at 10:00 never show together and never leave a gap. A bound that isn't a date hides the card:
 * better to miss a promo than to show an offer that may have ended.
 */
export function isLive(card: Pick<PromoCardRuleFields, 'start' | 'expiry'>, now: Date): boolean {
  const at = now.getTime()
  const start = boundTime(card.start)
  const expiry = boundTime(card.expiry)
  if (Number.isNaN(at) || Number.isNaN(start) || Number.isNaN(expiry)) return false
  return (start === null || at >= start) && (expiry === null || at < expiry)
}

/** A blank bound is no bound (a cleared date field); otherwise its time, or NaN when it isn't a date. */
function boundTime(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null
  return Date.parse(value)
}

/**
 * A card shows on a display type its displayTypes list. A card with no display types shows everywhere, unless it is
 * strictDisplay: then it shows nowhere (strict means "only where it matches exactly", and nothing matches an empty list).
 */
export function showsOnDisplayType(card: Pick<PromoCardRuleFields, 'displayTypes' | 'strictDisplay'>, displayType: PromoDisplayType): boolean {
  if (!card.displayTypes || card.displayTypes.length === 0) return !card.strictDisplay
  return card.displayTypes.includes(displayType)
}

/**
 * A card with no car types shows for every search. A card with car types C, for a search of car types S:
 * - S given (non-empty): shows iff C and S share a type (a new-and-demo search shows a demo-only card).
 * - S not given (not narrowed by car type, so every type is in the results): shows unless the card is strictDisplay,
 *   which asks for an exact match, and there is no searched type to match.
 */
export function showsForSearchedCarTypes(
  card: Pick<PromoCardRuleFields, 'carTypes' | 'strictDisplay'>,
  searchedCarTypes: readonly string[] | null | undefined,
): boolean {
  if (!card.carTypes || card.carTypes.length === 0) return true
  if (!searchedCarTypes || searchedCarTypes.length === 0) return !card.strictDisplay
  return card.carTypes.some((carType) => searchedCarTypes.includes(carType))
}

function hasPosition<Card extends PromoCardRuleFields>(card: Card): card is Card & { position: number } {
  // NaN or Infinity would make the sort order undefined; such a card counts as unpositioned.
  return typeof card.position === 'number' && Number.isFinite(card.position)
}

/** Fisher–Yates on a copy, drawing from `random` (values in [0, 1)). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items]
  for (let i = result.length - 1; i > 0; i--) {
    const drawn = Math.floor(random() * (i + 1))
    // A generator outside [0, 1) (or NaN) must not index past the list: such a draw leaves the card where it is.
    const j = drawn >= 0 && drawn <= i ? drawn : i
    ;[result[i], result[j]] = [result[j], result[i]]
  }
  return result
}
