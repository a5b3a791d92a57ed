import { recordBrowserEvent } from '../features/analytics/events.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.events'

export async function action({ request, context }: Route.ActionArgs) {
  return recordBrowserEvent(await requireTenant(context), request, context.get(clientAddressContext))
}
