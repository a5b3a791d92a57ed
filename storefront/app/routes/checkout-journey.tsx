import { checkoutJourneyRedirect } from '../features/checkout/checkout-journey.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/checkout-journey'

/** /checkout-journey?car_id= (spec 001 §2): on to the car's checkout page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return checkoutJourneyRedirect(await requireTenant(context), request, context)
}

/** Never shown: the loader redirects, or its 404 shows the site's not-found page (why this isn't a resource route). */
export default function CheckoutJourneyRoute() {
  return null
}
