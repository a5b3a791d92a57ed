import { carViewAnswer } from '../features/vehicle/car-view.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/car-view'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return carViewAnswer(await requireTenant(context), params.slug, request, context.get(clientAddressContext))
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return carViewAnswer(await requireTenant(context), params.slug, request, context.get(clientAddressContext))
}
