import { OnlinePaymentPage } from '../features/checkout/OnlinePaymentPage'
import { loadOnlinePaymentPage } from '../features/checkout/reservation-pages.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/online-payment'

export { privatePageHeaders as headers } from '../server/page-cache.server'

/** /online-payment (spec 001 §2, always signed-in): the customer's reservations. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOnlinePaymentPage(await requireTenant(context), request, context)
}

export default function OnlinePaymentRoute({ loaderData }: Route.ComponentProps) {
  return <OnlinePaymentPage data={loaderData} />
}
