import type { OnlinePaymentPageData } from './reservation-pages.server'
import { ReservationList } from './ReservationList'

/** /online-payment: every car the customer reserved, or started to, on this site. */
export function OnlinePaymentPage({ data }: { data: OnlinePaymentPageData }) {
  return (
    <section className="account-page" aria-labelledby="online-payment-title">
      <title>Your reservations</title>
      <meta name="robots" content="noindex" />
      <h1 id="online-payment-title">Your reservations</h1>
      <ReservationList reservations={data.reservations} headingLevel={2} />
    </section>
  )
}
