import type { CustomerReservationsAnswer } from '@dealer/cms-contract/reservations'
import type { Tenant } from '../../server/tenant'
import { storefrontCall } from '../../server/cms-storefront.server'
import { RESERVATION_STATUSES, type CustomerReservation } from './checkout-api'

/**
 * The signed-in customer's reservations, read from the CMS with the storefront's own credential:
 * GET /api/reservations/mine?site=&customer=[&id=] → 200 { reservations } (newest first; the CMS's ids are numbers).
 * The customer id comes from the session the CMS itself vouched for, never from the browser.
 */
async function readMine(tenant: Tenant, customerId: number, reservationId: number | null): Promise<CustomerReservation[]> {
  const query = new URLSearchParams({ site: tenant.slug, customer: String(customerId) })
  if (reservationId !== null) query.set('id', String(reservationId))
  const response = await storefrontCall(`/api/reservations/mine?${query}`, { method: 'GET' })
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`the CMS answered reservations/mine with ${response.status}`)
  }
  const answer = (await response.json()) as Partial<CustomerReservationsAnswer>
  return (answer.reservations ?? [])
    .filter((row) => (RESERVATION_STATUSES as readonly string[]).includes(row.status))
    .map((row) => ({ ...row, id: String(row.id) }))
}

export function readCustomerReservations(tenant: Tenant, customerId: number): Promise<CustomerReservation[]> {
  return readMine(tenant, customerId, null)
}

/** One reservation of this customer's, or null (another customer's is as unknown as one that doesn't exist). */
export async function readCustomerReservation(tenant: Tenant, customerId: number, reservationId: string): Promise<CustomerReservation | null> {
  if (!/^\d{1,12}$/.test(reservationId)) return null
  const [reservation] = await readMine(tenant, customerId, Number(reservationId))
  return reservation?.id === reservationId ? reservation : null
}
