import type { Tenant } from '../../server/tenant'
import { storefrontCall } from '../../server/cms-storefront.server'
import { RESERVATION_STATUSES, type CustomerReservation } from './checkout-api'

/**
 * The signed-in customer's reservations, read from the CMS with the storefront's own credential:
 * GET /api/reservations/for-customer?site=&customer= → 200 { reservations: CustomerReservation[] } (newest first),
 * 404 for an unknown site. The customer id comes from the session the CMS itself vouched for, never from the browser.
 */
export interface CustomerReservationsAnswer {
  reservations: CustomerReservation[]
}

export async function readCustomerReservations(tenant: Tenant, customerId: number): Promise<CustomerReservation[]> {
  const query = new URLSearchParams({ site: tenant.slug, customer: String(customerId) })
  const response = await storefrontCall(`/api/reservations/for-customer?${query}`, { method: 'GET' })
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`the CMS answered reservations for-customer with ${response.status}`)
  }
  const answer = (await response.json()) as Partial<CustomerReservationsAnswer>
  return (answer.reservations ?? []).filter((reservation) => (RESERVATION_STATUSES as readonly string[]).includes(reservation.status))
}

/** One reservation of this customer's, or null (another customer's is as unknown as one that doesn't exist). */
export async function readCustomerReservation(tenant: Tenant, customerId: number, reservationId: string): Promise<CustomerReservation | null> {
  const reservations = await readCustomerReservations(tenant, customerId)
  return reservations.find((reservation) => reservation.id === reservationId) ?? null
}
