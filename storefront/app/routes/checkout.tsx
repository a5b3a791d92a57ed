import { checkoutFormAction } from '../features/checkout/checkout-action.server'
import { CheckoutPage } from '../features/checkout/CheckoutPage'
import { loadCheckoutPage } from '../features/checkout/checkout-page.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/checkout'

export { privatePageHeaders as headers } from '../server/page-cache.server'

/** /cars/{slug}/checkout and /cars/{slug}/buy-online (spec 000 §2, spec 001 §2): the site's one of them; the other redirects. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCheckoutPage(await requireTenant(context), request, context, params.slug)
}

/** Pay: hold the car and start the deposit's payment (features/checkout/checkout-action.server.ts). */
export async function action(args: Route.ActionArgs) {
  return checkoutFormAction(args)
}

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} />
}
