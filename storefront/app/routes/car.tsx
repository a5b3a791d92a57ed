import { VehiclePage, VehiclePageError } from '../features/vehicle/VehiclePage'
import { loadCarRoute } from '../features/vehicle/vehicle-page.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/car'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCarRoute(await requireTenant(context), params.slug, new URL(request.url).searchParams)
}

export default function CarRoute({ loaderData }: Route.ComponentProps) {
  return <VehiclePage loaderData={loaderData} />
}

export const ErrorBoundary = VehiclePageError
