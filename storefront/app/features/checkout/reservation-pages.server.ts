/**
 * The shopper's reservation pages: /checkout/confirmation?reservation={id} (their own reservation only: another's is a
 * 404, as is one that doesn't exist) and /online-payment (every reservation of theirs). Signed-in only; read fresh from
 * the CMS on every request, never cached (the confirmation page asks again while a payment is being confirmed).
 */
import { data, type RouterContextProvider } from 'react-router'
import type { StockCar } from '@dealer/stock/car'
import { findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { notFound } from '../../server/tenant.server'
import { requireShopper } from '../account/gate.server'
import { currentSession } from '../account/session.server'
import { displayAuMobile } from '../../ui/forms/contact-fields'
import { ACTIVE_RESERVATION_STATUSES, type CustomerReservation, type SimilarCar } from './checkout-api'
import { similarTo } from './checkout-start.server'
import { customerReservations } from './reservations.server'

const PRIVATE = { 'cache-control': 'private, no-store' }

export interface ConfirmationPageData {
  reservation: CustomerReservation
  /** 0412 345 678: whom the dealer calls. */
  phone: string
  /** For a reservation that didn't go through: cars the shopper could reserve instead. */
  similar: SimilarCar[]
}

const RESERVATION_ID = /^[A-Za-z0-9_-]{1,64}$/

export async function loadConfirmationPage(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>) {
  const session = await requireShopper(request, context, 'checkout')
  const id = new URL(request.url).searchParams.get('reservation') ?? ''
  if (!RESERVATION_ID.test(id)) notFound('reservation')
  const [reservation] = await customerReservations(tenant, session.customer.id, id)
  if (!reservation) notFound('reservation')
  // A reservation that still keeps the car needs no alternatives.
  const similar = ACTIVE_RESERVATION_STATUSES.includes(reservation.status) ? [] : await similarToSlug(tenant, reservation.car.slug)
  return data<ConfirmationPageData>({ reservation, phone: displayAuMobile(session.customer.phone), similar }, { headers: PRIVATE })
}

async function similarToSlug(tenant: Tenant, slug: string): Promise<SimilarCar[]> {
  const car = await findCarBySlug<StockCar>(tenant, slug)
  return car ? similarTo(tenant, car) : []
}

export interface OnlinePaymentPageData {
  reservations: CustomerReservation[]
}

/** /online-payment (spec 001 §2; always signed-in): the customer's reservations, newest first. */
export async function loadOnlinePaymentPage(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>) {
  const session = await requireShopper(request, context, 'online-payment')
  return data<OnlinePaymentPageData>({ reservations: await customerReservations(tenant, session.customer.id) }, { headers: PRIVATE })
}

/**
 * For My garage (its route adds this after the garage's own loader signed the shopper in): the customer's
 * reservations, or null when the CMS can't say just now (the garage still shows).
 */
export async function garageReservations(tenant: Tenant, context: Readonly<RouterContextProvider>): Promise<CustomerReservation[] | null> {
  try {
    const session = await currentSession(context)
    return session ? await customerReservations(tenant, session.customer.id) : []
  } catch (error) {
    console.error(`my garage reservations: ${error instanceof Error ? error.message : error}`)
    return null
  }
}
