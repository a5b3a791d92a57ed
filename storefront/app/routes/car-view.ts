import { countCarView } from '../features/vehicle/car-view.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/car-view'

export async function loader({ params, context }: Route.LoaderArgs) {
  return countCarView(await requireTenant(context), params.slug)
}
