import type { ComparableSubject } from '@dealer/stock/comparables'
import { inspectReason, valueTradeIn, type ComparableListing } from '@dealer/stock/valuation'
import type { Valuer } from './valuer.server'

/** Reads the comparable cars (listed and sold) for a car: the site's stock, or a fixed list in tests. */
export type ComparablesReader = (subject: ComparableSubject) => Promise<ComparableListing[]>

/**
 * The built-in model (@dealer/stock/valuation) over comparables from `readComparables`. Cars the 7 years /
 * 100,000 km rule excludes are answered without reading any.
 */
export function builtInValuer({ readComparables, now = () => new Date() }: { readComparables: ComparablesReader; now?: () => Date }): Valuer {
  return {
    async value({ vehicle, condition }) {
      const at = now()
      const reason = inspectReason(vehicle, at)
      if (reason) return { kind: 'inspect', reason }
      return valueTradeIn(vehicle, condition, await readComparables(vehicle), at)
    },
  }
}
