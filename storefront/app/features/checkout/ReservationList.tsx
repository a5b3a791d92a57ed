import { formatDate } from '@dealer/stock/format'
import type { CustomerReservation } from './checkout-api'
import { depositText, RESERVATION_STATUS_LABELS, reservationHref } from './reservation-view'

const linkText = (status: CustomerReservation['status']) => (status === 'paid' ? 'View confirmation' : 'View status')

/** The customer's reservations (My garage, /online-payment): the car, the deposit, the state in words, and a link. */
export function ReservationList({ reservations, headingLevel = 3 }: { reservations: CustomerReservation[]; headingLevel?: 2 | 3 }) {
  if (reservations.length === 0) return <p>Cars you reserve online appear here.</p>
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="account-list">
      {reservations.map((reservation) => (
        <li key={reservation.id} className="account-list__item reservation-item">
          {reservation.car.image ? <img className="reservation-item__image" src={reservation.car.image} alt="" width={120} height={90} loading="lazy" /> : null}
          <div>
            <Heading className="account-list__title">
              <a href={`/cars/${encodeURIComponent(reservation.car.slug)}`}>{reservation.car.title}</a>
            </Heading>
            <p className="account-list__meta">
              <strong>{RESERVATION_STATUS_LABELS[reservation.status]}</strong> · {depositText(reservation.depositCents)} deposit · started{' '}
              {formatDate(reservation.createdAt)}
              {reservation.paidAt ? ` · paid ${formatDate(reservation.paidAt)}` : null}
            </p>
            {reservationHref(reservation) !== `/cars/${encodeURIComponent(reservation.car.slug)}` ? (
              <p>
                <a href={reservationHref(reservation)} aria-label={`${linkText(reservation.status)}: ${reservation.car.title}`}>
                  {linkText(reservation.status)}
                </a>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** My garage's Reservations section; null reservations: the CMS couldn't say just now. */
export function GarageReservations({ reservations }: { reservations: CustomerReservation[] | null }) {
  return (
    <section aria-labelledby="garage-reservations">
      <h2 id="garage-reservations">Reservations</h2>
      {reservations ? <ReservationList reservations={reservations} /> : <p>Your reservations can’t be shown just now. Please try again shortly.</p>}
    </section>
  )
}
