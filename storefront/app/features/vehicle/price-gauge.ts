/** The price comparison gauge (spec 000 §3, §5): whether an auto-gauge answer may be shown, and how it reads. */

/** Spec 000 §3's auto gauge response. `fill` runs 0 … 1, higher being the better deal. */
export interface AutoGauge {
  fill: number
  listing_price: number
  market_range_min: number
  market_range_max: number
  confidence: number
  description: string
}

/** Spec 000 §5: below this confidence the gauge is not shown. */
const MIN_CONFIDENCE = 0.2

/**
 * Spec 000 §5: shown only if "fill, listing_price, market_range_min, market_range_max and confidence are all present,
 * confidence is above 0.2, and market_range_max is not below listing_price". The description must be text too, so
 * that what passes really is an `AutoGauge`.
 */
export function isShowableGauge(data: Partial<AutoGauge> | null | undefined): data is AutoGauge {
  if (!data) return false
  const { fill, listing_price, market_range_min, market_range_max, confidence, description } = data
  if (!isNumber(fill) || !isNumber(listing_price) || !isNumber(market_range_min) || !isNumber(market_range_max) || !isNumber(confidence)) return false
  return typeof description === 'string' && confidence > MIN_CONFIDENCE && market_range_max >= listing_price
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** Spec 000 §5: "Good Deal when fill is under 0.65, otherwise Great Deal". */
export function gaugeLabel(fill: number): 'Good Deal' | 'Great Deal' {
  return fill < 0.65 ? 'Good Deal' : 'Great Deal'
}

/** Spec 000 §5: the fill colour band, "low under 0.3, medium from 0.3 to under 0.6, high from 0.6". */
export function gaugeBand(fill: number): 'low' | 'medium' | 'high' {
  if (fill < 0.3) return 'low'
  return fill < 0.6 ? 'medium' : 'high'
}

/** The graphic's fill in percent; spec 000 §5: "The gauge graphic clamps fill to a minimum of 20" (so it never looks empty). */
export function gaugeGraphicPercent(fill: number): number {
  const percent = fill * 100
  return Number.isNaN(percent) ? 20 : Math.min(100, Math.max(20, percent))
}
