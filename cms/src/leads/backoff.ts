/** After this many failed attempts a delivery is marked failed (about a day of retrying at the default base). */
export const MAX_DELIVERY_ATTEMPTS = 12
const MAX_DELAY_MS = 4 * 60 * 60 * 1000

/** How long to wait after the `attempts`-th failure: base, 2×base, 4×base, … capped at four hours. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS)
}

/** A lead's delivery status from its deliveries' statuses. */
export function leadDeliveryStatus(statuses: Array<'pending' | 'delivered' | 'failed'>): 'pending' | 'delivered' | 'failed' | 'no-destination' {
  if (statuses.length === 0) return 'no-destination'
  if (statuses.includes('failed')) return 'failed'
  return statuses.every((status) => status === 'delivered') ? 'delivered' : 'pending'
}
