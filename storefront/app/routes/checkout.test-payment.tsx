import { data, redirect } from 'react-router'
import { TestPaymentPage } from '../features/checkout/TestPaymentPage'
import { completeTestPayment, loadTestPayment } from '../features/checkout/test-payment.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/checkout.test-payment'

export { privatePageHeaders as headers } from '../server/page-cache.server'

/** The payment simulator's hosted page (features/checkout/payments/simulator-payments.server.ts sends shoppers here). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = loadTestPayment(await requireTenant(context), request)
  return data(page, { status: page.checkout ? 200 : 404, headers: { 'cache-control': 'private, no-store' } })
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = await requireTenant(context)
  const done = await completeTestPayment(tenant, request)
  if ('redirectTo' in done) return redirect(done.redirectTo, { headers: { 'cache-control': 'no-store' } })
  const page = loadTestPayment(tenant, request)
  return data({ ...page, problem: done.problem }, { status: done.status })
}

export function meta() {
  return [{ title: 'Test payment' }, { name: 'robots', content: 'noindex' }]
}

export default function TestPaymentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData
  return <TestPaymentPage checkout={page.checkout} problem={page.problem} />
}
