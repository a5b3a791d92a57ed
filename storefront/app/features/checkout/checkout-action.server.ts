import { createHash } from 'node:crypto'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { isRefusal, readFormWrite } from '../../server/request-guard.server'
import { requireTenant } from '../../server/tenant.server'
import { FIX_ERRORS } from '../../ui/forms/messages'
import { IDEMPOTENCY_FIELD, type FormRefusal } from '../../ui/forms/use-action-form'
import { currentSession } from '../account/session.server'
import type { SimilarCar } from './checkout-api'
import { checkDetails, startOutcome } from './checkout-form'
import { startCheckout } from './checkout-start.server'

/** What the checkout page's Pay comes back with when the payment didn't start. */
export interface CheckoutRefusal extends FormRefusal {
  /** The car was reserved meanwhile: these instead. */
  similar?: SimilarCar[]
  /** The shopper's session has ended: sign in again. */
  signIn?: boolean
}

const PRIVATE = { 'cache-control': 'private, no-store' }

/**
 * The checkout page's action: Pay, posted as the page's HTML form (before or without JavaScript) or through its
 * fetcher. Checked as the shopper's details, then the same start as POST /api/checkout/start (checkout-start.server.ts);
 * a redirect to the payment page when it started, else the page again with why.
 */
export async function checkoutFormAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const tenant = await requireTenant(context)
  const read = await readFormWrite(request, 4096)
  if (isRefusal(read)) return data<CheckoutRefusal>({ ok: false, error: read.message }, { status: read.status, headers: PRIVATE })
  const { fields } = read
  const typed = { name: fields.get('name') ?? '', lastName: fields.get('lastName') ?? '', email: fields.get('email') ?? '' }
  const checked = checkDetails(typed)
  if (Object.keys(checked.errors).length > 0)
    return data<CheckoutRefusal>({ ok: false, error: FIX_ERRORS, errors: checked.errors, values: typed }, { status: 400, headers: PRIVATE })
  const carId = fields.get('carId') ?? ''
  // A form sent without JavaScript has no key of its own: the customer, the car and ten minutes make one, so a double
  // press holds the car once and starts one payment.
  const customerId = (await currentSession(context))?.customer.id ?? 'signed-out'
  const key =
    fields.get(IDEMPOTENCY_FIELD) ||
    `form-${createHash('sha256')
      .update(JSON.stringify([tenant.slug, customerId, carId, Math.floor(Date.now() / 600_000)]))
      .digest('hex')
      .slice(0, 40)}`
  const started = await startCheckout(tenant, { carId, ...checked.details, idempotencyKey: key }, request, context)
  const outcome = startOutcome({ status: started.status, body: await started.json().catch(() => null) })
  if (outcome.kind === 'redirect') throw redirect(outcome.url, { headers: PRIVATE })
  const retryAfter = started.headers.get('retry-after')
  return data<CheckoutRefusal>(
    {
      ok: false,
      error: outcome.error,
      values: typed,
      similar: outcome.kind === 'reserved' ? outcome.similar : undefined,
      signIn: outcome.kind === 'sign-in',
      // A refusal ends this attempt (the hold, if any, was released or never made): a new Pay is a new try.
      newAttempt: outcome.kind !== 'error',
    },
    { status: started.status < 400 ? 502 : started.status, headers: { ...PRIVATE, ...(retryAfter ? { 'retry-after': retryAfter } : {}) } },
  )
}
