import type { BlockReaders } from '../readers'
import type { SalesCounterData } from './data'

/** The counter counts up from the page's render time (see docs/decisions/005-sales-counter-carousel-and-toast.md). */
export function loadSalesCounter(_block: unknown, { now }: BlockReaders): SalesCounterData {
  return { renderedAt: now.toISOString() }
}
