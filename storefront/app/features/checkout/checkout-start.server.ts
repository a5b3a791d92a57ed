import { z } from 'zod'
import { EMAIL_PATTERN, LEAD_TEXT_LIMITS } from '@dealer/cms-contract/lead-fields'
import type { StockCar } from '@dealer/stock/car'
import type { RouterContextProvider } from 'react-router'
import { getSiteSettings } from '../../server/cms.server'
import { config } from '../../server/config.server'
import { consumeRateLimit, type RateLimit } from '../../server/rate-limit.server'
import { isRefusal, readJsonWrite, refuseUnread } from '../../server/request-guard.server'
import { findCarById } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { publishedOrigin } from '../../server/tenant.server'
import { clientAddressContext } from '../../server/client-address'
import { currentSession } from '../account/session.server'
import { findSimilarCars } from '../search/similar-cars.server'
import {
  CHECKOUT_TEXTS,
  checkoutPath,
  confirmationPath,
  DEFAULT_DEPOSIT_DOLLARS,
  HOLD_MINUTES,
  type CheckoutStartAnswer,
  type CheckoutStartRequest,
  type SimilarCar,
} from './checkout-api'
import { PaymentFailure, paymentFailureStatus } from './payments/payment-provider'
import { paymentProvider } from './payments/providers.server'
import { reserveSettingsOf, whyNotReservable } from './reservable'
import { attachPayment, holdReservation, releaseReservation } from './reservations.server'

/**
 * POST /api/checkout/start (checkout-api.ts): a signed-in customer reserves a car. The car is held in the CMS (one
 * active reservation per site and car, by the database; one unpaid hold per customer, a new one releasing their last,
 * and per network, another customer's refusing this one) BEFORE any payment starts; only the customer who got the hold
 * gets a checkout, so nobody can pay for a car someone else has. The provider's checkout uses the reservation as its
 * idempotency key, so a retry, a double click or another instance is the same payment (decision 030).
 */

const MAX_START_BYTES = 4 * 1024

/** Per customer: a reservation is started a few times at most (the same key replays); more is a script. */
const STARTS: RateLimit = { name: 'checkout-start', points: 20, durationSeconds: 600 }

const startSchema = z.object({
  carId: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(LEAD_TEXT_LIMITS.name),
  lastName: z.string().trim().min(1).max(LEAD_TEXT_LIMITS.lastName),
  email: z.email({ pattern: EMAIL_PATTERN }).max(LEAD_TEXT_LIMITS.email),
  idempotencyKey: z.string().regex(/^[\x21-\x7e]{16,100}$/, 'a key of 16 to 100 printable characters'),
}) satisfies z.ZodType<CheckoutStartRequest>

type Failure = Extract<CheckoutStartAnswer, { ok: false }>
const answer = (body: CheckoutStartAnswer, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
const failed = (status: number, error: string, reason: Exclude<Failure['reason'], 'reserved'> = 'invalid', headers?: Record<string, string>) =>
  answer({ ok: false, error, reason }, status, headers)

const CAR_FIELDS = [
  'objectID',
  'slug',
  'name',
  'make',
  'model',
  'simple_body',
  'price',
  'car_type',
  'status',
  'sold',
  'reserved',
  'stocknum',
  'vin',
  'dealership_slug',
  'year',
  'primary_image_url',
]
type StartCar = Pick<
  StockCar,
  | 'objectID'
  | 'slug'
  | 'name'
  | 'make'
  | 'model'
  | 'simple_body'
  | 'price'
  | 'car_type'
  | 'status'
  | 'sold'
  | 'reserved'
  | 'stocknum'
  | 'vin'
  | 'dealership_slug'
  | 'year'
  | 'primary_image_url'
>

/** Cars like this one to offer instead (the vehicle page's similar-cars queries), never this one. */
export async function similarTo(tenant: Tenant, car: StartCar): Promise<SimilarCar[]> {
  try {
    return (await findSimilarCars(tenant, car, (similar) => !similar.reserved)).map((similar) => ({
      id: similar.objectID,
      slug: similar.slug,
      title: similar.name,
      price: similar.price > 0 ? similar.price : null,
      image: similar.primary_image_url ?? null,
    }))
  } catch (error) {
    console.warn(`checkout: similar cars could not be found: ${error instanceof Error ? error.message : error}`)
    return []
  }
}

async function justReserved(tenant: Tenant, car: StartCar): Promise<Response> {
  return answer({ ok: false, error: CHECKOUT_TEXTS.justReserved, reason: 'reserved', similar: await similarTo(tenant, car) }, 409)
}

/**
 * Where the provider sends the shopper back: the site's published address (https, its first domain), except on a local
 * stack (LOCAL_SITE_HOSTS), where the shopper is on `<slug>.localhost` and the published domain isn't this machine.
 * The request's host only ever names this tenant (tenant resolution), so it picks no other site.
 */
function returnOrigin(tenant: Tenant, request: Request): string {
  const url = new URL(request.url)
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1'
  return config.localSiteHosts.enabled && local ? url.origin : publishedOrigin(tenant)
}

/** The provider's idempotency key for a reservation: its id, padded to the providers' minimum length. */
function checkoutKeyOf(reservationId: number): string {
  return `reservation-${String(reservationId).padStart(8, '0')}`
}

export async function checkoutStartResponse(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  if (request.method !== 'POST') return refuseUnread(request, failed(405, 'POST the reservation as JSON.'))
  const read = await readJsonWrite(request, MAX_START_BYTES)
  if (isRefusal(read)) return failed(read.status, read.message)
  return startCheckout(tenant, read.body, request, context)
}

/**
 * Holds the car and starts the deposit's payment (POST /api/checkout/start's JSON, the checkout page's form action):
 * 200 or 201 { ok, redirectUrl } to the payment page; else { ok: false, error, reason } with its status.
 */
export async function startCheckout(tenant: Tenant, started: unknown, request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const parsed = startSchema.safeParse(started)
  if (!parsed.success) return failed(400, `Please check your details: ${parsed.error.issues.map((issue) => issue.path.join('.') || issue.message).join(', ')}.`)
  const body = parsed.data

  let session: Awaited<ReturnType<typeof currentSession>>
  try {
    session = await currentSession(context)
  } catch (error) {
    console.error(`checkout: the session could not be read: ${error instanceof Error ? error.message : error}`)
    return failed(503, CHECKOUT_TEXTS.paymentUnavailable, 'unavailable')
  }
  if (!session) return failed(401, 'Please sign in to reserve this car.')
  const customer = session.customer

  const limited = await consumeRateLimit(STARTS, `${tenant.id}:${customer.id}`)
  if (!limited.allowed)
    return failed(429, 'Too many attempts. Please wait a few minutes and try again.', 'invalid', { 'retry-after': String(limited.retryAfterSeconds) })

  const [settings, car] = await Promise.all([getSiteSettings(tenant), findCarById<StartCar>(tenant, body.carId, CAR_FIELDS)])
  if (!car) return failed(404, CHECKOUT_TEXTS.notReservable, 'not-reservable')
  const why = whyNotReservable(car, reserveSettingsOf(settings))
  if (why === 'reserved') return justReserved(tenant, car)
  if (why) return failed(422, CHECKOUT_TEXTS.notReservable, 'not-reservable')

  const providerName = settings?.reserve?.payments ?? 'simulator'
  const depositCents = Math.round((settings?.reserve?.deposit ?? DEFAULT_DEPOSIT_DOLLARS) * 100)
  let hold: Awaited<ReturnType<typeof holdReservation>>
  try {
    hold = await holdReservation({
      site: tenant.slug,
      customerId: customer.id,
      network: context.get(clientAddressContext),
      idempotencyKey: body.idempotencyKey,
      name: body.name,
      lastName: body.lastName,
      email: body.email,
      car: {
        id: car.objectID,
        slug: car.slug,
        title: car.name,
        stocknum: car.stocknum || null,
        vin: car.vin ?? null,
        dealershipSlug: car.dealership_slug ?? null,
        price: car.price,
        carType: car.car_type,
        year: car.year,
        make: car.make,
        model: car.model,
        image: car.primary_image_url ?? null,
      },
      depositCents,
      provider: providerName,
      holdMinutes: HOLD_MINUTES,
    })
  } catch (error) {
    console.error(`checkout: ${error instanceof Error ? error.message : error}`)
    return failed(503, CHECKOUT_TEXTS.paymentUnavailable, 'unavailable')
  }
  if (hold.state === 'taken') return justReserved(tenant, car)
  if (hold.state === 'network-busy') return failed(429, CHECKOUT_TEXTS.networkBusy, 'network-busy', { 'retry-after': String(hold.retryAfterSeconds) })
  if (hold.state === 'paid')
    return answer({ ok: true, reservationId: String(hold.reservationId), redirectUrl: confirmationPath(String(hold.reservationId)) }, 200)

  const reservationId = String(hold.reservationId)
  const release = (reason: string) =>
    releaseReservation({ site: tenant.slug, reservationId: hold.reservationId, reason }).catch((error: unknown) =>
      // The hold lapses by itself after HOLD_MINUTES anyway.
      console.error(`checkout: hold ${reservationId} was not released: ${error instanceof Error ? error.message : error}`),
    )
  const provider = paymentProvider(providerName)
  if ('problem' in provider) {
    console.error(`checkout (${tenant.slug}): ${provider.problem}`)
    await release(`Payments are not configured: ${provider.problem}`)
    return failed(503, CHECKOUT_TEXTS.paymentUnavailable, 'unavailable')
  }
  const origin = returnOrigin(tenant, request)
  let checkout: Awaited<ReturnType<typeof provider.createCheckout>>
  try {
    checkout = await provider.createCheckout({
      site: { id: tenant.id, slug: tenant.slug },
      reservationId,
      car: { id: car.objectID, title: car.name },
      amountCents: hold.depositCents,
      customerEmail: body.email,
      successUrl: new URL(confirmationPath(reservationId), origin).toString(),
      cancelUrl: new URL(checkoutPath(car.slug, settings?.features?.buyOnlinePath ?? false), origin).toString(),
      idempotencyKey: checkoutKeyOf(hold.reservationId),
    })
  } catch (error) {
    if (!(error instanceof PaymentFailure)) throw error
    console.warn(`checkout (${tenant.slug}, ${provider.name}): ${error.message}`)
    await release(`The payment could not start: ${error.message}`)
    return failed(paymentFailureStatus(error) === 400 ? 502 : paymentFailureStatus(error), CHECKOUT_TEXTS.paymentUnavailable, 'unavailable')
  }
  try {
    if (!(await attachPayment({ site: tenant.slug, reservationId: hold.reservationId, paymentId: checkout.paymentId }))) return justReserved(tenant, car)
  } catch (error) {
    console.error(`checkout: ${error instanceof Error ? error.message : error}`)
    return failed(503, CHECKOUT_TEXTS.paymentUnavailable, 'unavailable')
  }
  return answer({ ok: true, reservationId, redirectUrl: checkout.redirectUrl }, hold.paymentId === null ? 201 : 200)
}
