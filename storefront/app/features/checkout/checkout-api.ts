/**
 * Reserve Car Now's contract between the browser, the storefront's server and the CMS (spec 000 §2, §5; spec 001 §2,
 * §4, §9): pages, endpoints, shapes, the spec's numbers and texts. Pure and small.
 *
 * The journey:
 * 1. Reserve Car Now (vehicle page sidebar and sticky bar; only for an available, reservable car on a site with
 *    Site settings → Features → Reserve on) links to /cars/{slug}/checkout, or /cars/{slug}/buy-online on a site with
 *    buyOnlinePath on. /checkout-journey?car_id={slug} resolves the car and redirects there. Each is gated per site
 *    (sign-in `type=checkout`, Site settings → Sign-in required for → Checkout).
 * 2. The checkout page shows the car, the deposit (Site settings → Reserve → deposit, shown as "$200"), the site's
 *    terms and the signed-in customer's details; Pay POSTs /api/checkout/start.
 * 3. The server holds the car for this customer in the CMS (one active reservation per site and car, enforced by the
 *    database) BEFORE any payment starts, then starts the provider's checkout and answers its redirect URL. A car
 *    already held or reserved by someone else answers 409 with CHECKOUT_TEXTS.justReserved and similar cars.
 * 4. The shopper pays on the provider's page (Stripe Checkout, or the local simulator's /checkout/test-payment).
 *    The provider's signed callback (POST /api/payments/stripe or /api/payments/simulator) is verified, recorded once
 *    per event id, and applied to the reservation: paid → the car is Reserved in the site's stock index, a
 *    reservation lead is created and delivered; declined/expired → the hold is released.
 * 5. The shopper lands on /checkout/confirmation?reservation={id}; the reservation is in My garage and at
 *    /online-payment (always gated).
 */

export const CHECKOUT_PATHS = {
  start: '/api/checkout/start',
  /** Provider callbacks (raw body, signature header). */
  stripeWebhook: '/api/payments/stripe',
  simulatorWebhook: '/api/payments/simulator',
  /** The simulator's hosted test-payment page. */
  testPayment: '/checkout/test-payment',
  confirmation: '/checkout/confirmation',
  journey: '/checkout-journey',
  onlinePayment: '/online-payment',
} as const

/** The car's checkout page on this site (spec 001 §2: /cars/{slug}/checkout, or /cars/{slug}/buy-online). */
export function checkoutPath(slug: string, buyOnlinePath: boolean): string {
  return `/cars/${encodeURIComponent(slug)}/${buyOnlinePath ? 'buy-online' : 'checkout'}`
}

export function confirmationPath(reservationId: string): string {
  return `${CHECKOUT_PATHS.confirmation}?reservation=${encodeURIComponent(reservationId)}`
}

/** Spec 001 §9: "Default reserve price text: $200" (whole dollars; Site settings → Reserve → deposit). */
export const DEFAULT_DEPOSIT_DOLLARS = 200
/** How long a car is held for a customer who started paying and hasn't finished. */
export const HOLD_MINUTES = 30

/** POST /api/checkout/start (signed-in shoppers only: 401 otherwise). */
export interface CheckoutStartRequest {
  carId: string
  /** The customer's name and email for the receipt and the lead (the phone is the signed-in customer's). */
  name: string
  lastName: string
  email: string
  /** Makes a double click or a retry the same hold and the same payment. */
  idempotencyKey: string
}

export type CheckoutStartAnswer =
  | { ok: true; reservationId: string; redirectUrl: string }
  /** 409: another customer holds or reserved the car. */
  | { ok: false; error: string; reason: 'reserved'; similar: SimilarCar[] }
  /** 400/404/422/429/503 with a text for the shopper. */
  | { ok: false; error: string; reason: 'invalid' | 'unavailable' | 'not-reservable' | 'network-busy' }

/** A car offered instead (the vehicle page's similar-cars shape, trimmed). */
export interface SimilarCar {
  id: string
  slug: string
  title: string
  price: number | null
  image: string | null
}

/** A reservation's state as the CMS keeps it. `held`: paying; `paid`: reserved; the rest release the car. */
export const RESERVATION_STATUSES = ['held', 'paid', 'declined', 'expired', 'cancelled', 'refunded'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]
/** These keep the car: at most one per site and car. */
export const ACTIVE_RESERVATION_STATUSES: readonly ReservationStatus[] = ['held', 'paid']

/** Reservations as the shopper sees them (confirmation page, My garage, /online-payment). */
export interface CustomerReservation {
  id: string
  status: ReservationStatus
  car: { id: string; slug: string; title: string; image: string | null }
  depositCents: number
  /** ISO times. */
  createdAt: string
  paidAt: string | null
}

export const CHECKOUT_TEXTS = {
  reserve: 'Reserve Car Now',
  justReserved: 'Sorry, this car was just reserved by another customer. Here are some similar cars.',
  notReservable: "This car can't be reserved online. Please call us or send an enquiry.",
  paymentUnavailable: "Payments aren't available right now. Please try again in a few minutes.",
  /** Issue 44: one unpaid hold per network at a time (another shopper on the network is paying for a car). */
  networkBusy: 'Another reservation from your network is waiting for its payment. Please try again once it is paid, or in up to 30 minutes.',
  confirmed: 'Your car is reserved',
  pending: "We're confirming your payment…",
  declined: 'Your payment was declined. The car has not been reserved.',
  expired: 'Your reservation expired before the payment was made. The car has not been reserved.',
} as const
