import { ConfirmationPage } from '../features/checkout/ConfirmationPage'
import { loadConfirmationPage } from '../features/checkout/reservation-pages.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/checkout.confirmation'

export { privatePageHeaders as headers } from '../server/page-cache.server'

/** /checkout/confirmation?reservation={id}: the signed-in customer's own reservation (features/checkout). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadConfirmationPage(await requireTenant(context), request, context)
}

export default function ConfirmationRoute({ loaderData }: Route.ComponentProps) {
  return <ConfirmationPage data={loaderData} />
}
