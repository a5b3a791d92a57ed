import { followRecordedLink } from '../features/vehicle/recorded-links.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/car-history-report'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return followRecordedLink(await requireTenant(context), request, context.get(clientAddressContext), params.slug, 'history-report')
}
