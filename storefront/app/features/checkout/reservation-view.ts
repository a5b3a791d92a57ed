// How a reservation reads to its customer (confirmation page, /online-payment, My garage). Pure.
import { formatCents, formatPrice } from '@dealer/stock/format'
import { CHECKOUT_TEXTS, confirmationPath, type CustomerReservation, type ReservationStatus } from './checkout-api'

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  held: 'Payment in progress',
  paid: 'Reserved',
  declined: 'Payment declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

/** The confirmation page's heading for each state (the contract's texts where it has one). */
export function confirmationHeading(status: ReservationStatus): string {
  switch (status) {
    case 'paid':
      return CHECKOUT_TEXTS.confirmed
    case 'held':
      return CHECKOUT_TEXTS.pending
    case 'declined':
      return CHECKOUT_TEXTS.declined
    case 'expired':
      return CHECKOUT_TEXTS.expired
    case 'cancelled':
      return 'This reservation was cancelled. The car is no longer held for you.'
    case 'refunded':
      return 'This reservation was cancelled and your deposit refunded.'
  }
}

/** "$200", or "$199.50" for a deposit that isn't whole dollars. */
export function depositText(cents: number): string {
  return cents % 100 === 0 ? (formatPrice(cents / 100) ?? formatCents(0)) : formatCents(cents / 100)
}

/** Where a reservation in a list leads: its confirmation while it is or was paying, else the car's page. */
export function reservationHref(reservation: Pick<CustomerReservation, 'id' | 'status' | 'car'>): string {
  return reservation.status === 'held' || reservation.status === 'paid' || reservation.status === 'declined' || reservation.status === 'expired'
    ? confirmationPath(reservation.id)
    : `/cars/${encodeURIComponent(reservation.car.slug)}`
}

/** Whether the confirmation page keeps asking (the payment's callback hasn't arrived yet). */
export function awaitsPayment(status: ReservationStatus): boolean {
  return status === 'held'
}
