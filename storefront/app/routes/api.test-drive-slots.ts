import { testDriveSlotsResponse } from '../features/leads/leads.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.test-drive-slots'

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  return testDriveSlotsResponse(await requireTenant(context), query.get('car'), query.get('location'))
}
