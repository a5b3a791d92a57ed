// The price range slider (spec 001 §5): "step 500; the two thumbs cannot cross (min kept at least 1 below max);
// defaults min 5,000 and max 250,000". A thumb at its end of the track means no bound on that side.
import type { Range } from './search-state'

export const PRICE_SLIDER = { min: 5_000, max: 250_000, step: 500 } as const

/** Spec 001 §5's quick picks for the price input. */
export const PRICE_QUICK_PICKS = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000] as const

export interface Thumbs {
  low: number
  high: number
}

/** Where the thumbs sit for a price range: an open side at its end of the track, a bound clamped onto the track. */
export function thumbsFor(range: Range | undefined): Thumbs {
  const clamp = (value: number) => Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, value))
  return { low: clamp(range?.min ?? PRICE_SLIDER.min), high: clamp(range?.max ?? PRICE_SLIDER.max) }
}

/** The thumb just moved stays at least one step from the other, so the thumbs never cross or meet. */
export function keepApart({ low, high }: Thumbs, moved: keyof Thumbs): Thumbs {
  if (low < high) return { low, high }
  return moved === 'low' ? { low: high - PRICE_SLIDER.step, high } : { low, high: low + PRICE_SLIDER.step }
}

/** The range the thumbs select: a thumb at its end of the track leaves that side open. */
export function rangeFor({ low, high }: Thumbs): Range {
  return { min: low <= PRICE_SLIDER.min ? null : low, max: high >= PRICE_SLIDER.max ? null : high }
}

/** Spec 001 §5: "One site flavour uses $300,000 to $800,000 in steps of $100,000" (Site settings → Stock → price quick picks). */
const PRESTIGE_PRICE_QUICK_PICKS = [300_000, 400_000, 500_000, 600_000, 700_000, 800_000] as const

/** The site's quick picks: the standard ones, or the prestige ones where the site sells in that range. */
export function priceQuickPicks(flavour: 'standard' | 'prestige' | null | undefined): readonly number[] {
  return flavour === 'prestige' ? PRESTIGE_PRICE_QUICK_PICKS : PRICE_QUICK_PICKS
}
