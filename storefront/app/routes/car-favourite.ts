import { favouriteAnswer } from '../features/saved-cars/favourite.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/car-favourite'

/** POST /cars/{slug}/favourite: event 39, recorded by the server (features/saved-cars/favourite.server.ts). */
export async function action({ params, request, context }: Route.ActionArgs) {
  return favouriteAnswer(await requireTenant(context), params.slug, request, context.get(clientAddressContext))
}

export function loader() {
  return Response.json({ error: 'A favourite is POSTed.' }, { status: 405 })
}
