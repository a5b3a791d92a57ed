import { deliveryEstimate } from '../features/vehicle/delivery-estimate.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.delivery-estimate'

export async function loader({ request, context }: Route.LoaderArgs) {
  return deliveryEstimate(await requireTenant(context), new URL(request.url).searchParams.get('postcode'))
}
