import { autogauge } from '../features/vehicle/autogauge.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/car-autogauge'

export async function loader({ params, context }: Route.LoaderArgs) {
  return autogauge(await requireTenant(context), params.slug)
}
