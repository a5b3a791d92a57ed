import { crossSiteRefusal, isRefusal, readBodyWithin, refuseUnread } from '../../server/request-guard.server'
import type { Tenant } from '../../server/tenant'
import { CHECKOUT_PATHS } from './checkout-api'
import { simulatorOutcomeOf, type SimulatorCheckout } from './payments/simulator-payments.server'
import { simulatorProvider } from './payments/providers.server'

/**
 * The payment simulator's hosted page, /checkout/test-payment?checkout=<token> (decision 029): what the token says
 * (the amount, the car), and the shopper's choice, which the server turns into the signed callback a provider would
 * send, delivers over HTTP to this storefront's own callback endpoint (as a provider would), then sends the shopper to
 * the success or cancel URL.
 */

export interface TestPaymentView {
  token: string
  carTitle: string
  amountCents: number
}

/** The page's checkout, or null when the token is not genuine, not this site's, or expired. */
export function loadTestPayment(tenant: Tenant, request: Request): { checkout: TestPaymentView | null; problem: string | null } {
  const simulator = simulatorProvider()
  if ('problem' in simulator) return { checkout: null, problem: 'The payment simulator is not available here.' }
  const token = new URL(request.url).searchParams.get('checkout') ?? ''
  const checkout: SimulatorCheckout | null = token.length <= 4000 ? simulator.readCheckout(token, tenant.id) : null
  if (!checkout) return { checkout: null, problem: 'This test payment has expired or is not valid. Start the reservation again.' }
  return { checkout: { token, carTitle: checkout.carTitle, amountCents: checkout.amountCents }, problem: null }
}

/** Where this storefront's own callback endpoint is reached from the server (the stack sets STOREFRONT_INTERNAL_URL). */
function callbackUrl(): URL {
  const base = process.env.STOREFRONT_INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`
  return new URL(CHECKOUT_PATHS.simulatorWebhook, base)
}

/** The form's POST: a redirect to where the shopper goes next, or the problem to show on the page (with its status). */
export async function completeTestPayment(tenant: Tenant, request: Request): Promise<{ redirectTo: string } | { problem: string; status: number }> {
  const refusal = crossSiteRefusal(request)
  if (refusal) return refuseUnread(request, { problem: refusal.message, status: refusal.status })
  const bytes = await readBodyWithin(request, 8 * 1024)
  if (isRefusal(bytes)) return { problem: bytes.message, status: bytes.status }
  const form = new URLSearchParams(new TextDecoder().decode(bytes))
  const outcome = simulatorOutcomeOf(form.get('outcome'))
  if (!outcome) return { problem: 'Choose Pay, Decline or Cancel and go back.', status: 400 }
  const simulator = simulatorProvider()
  if ('problem' in simulator) return { problem: 'The payment simulator is not available here.', status: 503 }
  const completed = simulator.completeCheckout(form.get('checkout') ?? '', tenant.id, outcome)
  if ('problem' in completed) return { problem: completed.problem, status: 410 }
  try {
    const response = await fetch(callbackUrl(), {
      method: 'POST',
      headers: completed.callback.headers,
      body: completed.callback.rawBody,
      signal: AbortSignal.timeout(20_000),
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`the callback endpoint answered ${response.status}`)
  } catch (error) {
    console.error(`payment simulator: the callback was not delivered: ${error instanceof Error ? error.message : error}`)
    return { problem: 'The payment could not be confirmed just now. Please try again.', status: 503 }
  }
  return { redirectTo: completed.returnTo }
}
