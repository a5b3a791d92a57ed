import type {
  ApplyPaymentEventAnswer,
  ApplyPaymentEventRequest,
  AttachPaymentRequest,
  CustomerReservationsAnswer,
  HoldReservationAnswer,
  HoldReservationRequest,
  RefundRecordedRequest,
  ReleaseReservationRequest,
} from '@dealer/cms-contract/reservations'
import { storefrontCall } from '../../server/cms-storefront.server'
import type { Tenant } from '../../server/tenant'
import type { CustomerReservation } from './checkout-api'

/**
 * The CMS's reservation endpoints (cms-contract/reservations.ts) as the storefront's server calls them, with its
 * credential. A CMS that can't be reached or fails throws; each caller decides what the shopper or provider is told.
 */

async function post(path: string, body: unknown): Promise<Response> {
  return storefrontCall(`/api/reservations/${path}`, { method: 'POST', body: JSON.stringify(body) })
}

async function failure(response: Response, what: string): Promise<Error> {
  return new Error(`the CMS answered ${what} with ${response.status}: ${(await response.text()).slice(0, 300)}`)
}

/** Holds the car for the customer: a new hold, the customer's own, or `taken`. */
export async function holdReservation(request: HoldReservationRequest): Promise<HoldReservationAnswer> {
  const response = await post('hold', request)
  if ([200, 201, 409, 429].includes(response.status)) return (await response.json()) as HoldReservationAnswer
  throw await failure(response, 'the hold')
}

/** Records the checkout's payment id on the hold; false when the hold ended meanwhile. */
export async function attachPayment(request: AttachPaymentRequest): Promise<boolean> {
  const response = await post('payment', request)
  await response.body?.cancel()
  if (response.status === 204) return true
  if (response.status === 409) return false
  throw new Error(`the CMS answered the payment's id with ${response.status}`)
}

/** Ends a hold whose checkout could not start. */
export async function releaseReservation(request: ReleaseReservationRequest): Promise<void> {
  const response = await post('release', request)
  await response.body?.cancel()
  if (response.status !== 204 && response.status !== 409) throw new Error(`the CMS answered the release with ${response.status}`)
}

/**
 * Applies one payment event: the CMS's answer, or `rejected` with why when the CMS says the event can never apply (no
 * such reservation, a mismatch, a malformed event): those are not retried. Throws when it should be tried again.
 */
export async function applyPaymentEventInCms(request: ApplyPaymentEventRequest): Promise<ApplyPaymentEventAnswer | { rejected: string }> {
  const response = await post('apply', request)
  if (response.ok) return (await response.json()) as ApplyPaymentEventAnswer
  if (response.status === 400 || response.status === 404 || response.status === 422)
    return { rejected: `${response.status}: ${(await response.text()).slice(0, 300)}` }
  throw await failure(response, 'the payment event')
}

/** Records an automatic refund (a payment for a car another customer got). A refund recorded already is fine. */
export async function recordRefund(request: RefundRecordedRequest): Promise<void> {
  const response = await post('refunded', request)
  await response.body?.cancel()
  if (response.status !== 204 && response.status !== 409) throw new Error(`the CMS answered the refund with ${response.status}`)
}

/** The customer's reservations on this site, newest first (or the one `reservationId` names). */
export async function customerReservations(tenant: Tenant, customerId: number, reservationId?: string): Promise<CustomerReservation[]> {
  const query = new URLSearchParams({ site: tenant.slug, customer: String(customerId) })
  if (reservationId !== undefined) {
    if (!/^\d{1,12}$/.test(reservationId)) return []
    query.set('id', reservationId)
  }
  const response = await storefrontCall(`/api/reservations/mine?${query}`, { method: 'GET' })
  if (!response.ok) throw await failure(response, "the customer's reservations")
  const { reservations } = (await response.json()) as CustomerReservationsAnswer
  return reservations.map((row) => ({ ...row, id: String(row.id) }))
}
