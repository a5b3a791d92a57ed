import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { CHECKOUT_PATHS, confirmationPath } from './checkout-api'
import type { ConfirmationPageData } from './reservation-pages.server'
import { awaitsPayment, confirmationHeading, depositText } from './reservation-view'
import { SimilarCarLinks } from './SimilarCarLinks'

/** While the payment's callback hasn't arrived: ask again every few seconds, for a couple of minutes at most. */
const POLL_EVERY_MS = 3_000
const POLL_TIMES = 40

/**
 * /checkout/confirmation?reservation={id}: paid → the car is reserved and what happens next; held → we're confirming
 * the payment (the page asks again by itself, and says so in a live region; "Check again" does it by hand and without
 * JavaScript); declined or expired → why, and similar cars.
 */
export function ConfirmationPage({ data }: { data: ConfirmationPageData }) {
  const { reservation, phone } = data
  const waiting = awaitsPayment(reservation.status)
  const polls = usePollWhile(waiting)
  const deposit = depositText(reservation.depositCents)
  const carHref = `/cars/${encodeURIComponent(reservation.car.slug)}`
  return (
    <article className="checkout-page checkout-confirmation" aria-labelledby="confirmation-title">
      <title>{confirmationHeading(reservation.status)}</title>
      <meta name="robots" content="noindex" />
      {/* One live region for every state, so the change from confirming to reserved is announced. */}
      <div role="status" aria-live="polite">
        <h1 id="confirmation-title" className="page-heading">
          {confirmationHeading(reservation.status)}
        </h1>
      </div>
      <div className="checkout-page__car">
        {reservation.car.image ? <img className="checkout-page__image" src={reservation.car.image} alt="" width={320} height={240} /> : null}
        <div>
          <p className="checkout-page__name">
            <a href={carHref}>{reservation.car.title}</a>
          </p>
          <dl className="checkout-page__deposit">
            <dt>Deposit</dt>
            <dd>{reservation.status === 'paid' ? `${deposit} paid` : deposit}</dd>
          </dl>
        </div>
      </div>
      {reservation.status === 'paid' ? (
        <section aria-labelledby="confirmation-next">
          <h2 id="confirmation-next">What happens next</h2>
          <ol className="checkout-confirmation__steps">
            <li>We’ve emailed your receipt and told the dealership; the car is held for you and no one else can reserve it.</li>
            <li>{`Our team will call you on ${phone} to arrange an inspection, finance and delivery.`}</li>
            <li>Your deposit comes off the car’s price when you buy it.</li>
          </ol>
          <p>
            <a className="button" href={CHECKOUT_PATHS.onlinePayment}>
              Your reservations
            </a>
          </p>
        </section>
      ) : waiting ? (
        <>
          <p>
            {polls.done ? 'This is taking longer than usual. Please check again in a minute.' : 'This page updates by itself when your payment is confirmed.'}
          </p>
          <p>
            <a className="button" href={confirmationPath(reservation.id)}>
              Check again
            </a>
          </p>
        </>
      ) : (
        <>
          <p>
            <a href={carHref}>Back to the car</a>
          </p>
          <SimilarCarLinks cars={data.similar} headingId="confirmation-similar" />
        </>
      )}
    </article>
  )
}

/** Re-runs the page's loader every few seconds while `active`, up to POLL_TIMES; `done` once it gave up. */
function usePollWhile(active: boolean): { done: boolean } {
  const revalidator = useRevalidator()
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (!active || count >= POLL_TIMES) return
    const timer = setTimeout(() => {
      setCount((current) => current + 1)
      void revalidator.revalidate()
    }, POLL_EVERY_MS)
    return () => clearTimeout(timer)
  }, [active, count, revalidator])
  return { done: active && count >= POLL_TIMES }
}
