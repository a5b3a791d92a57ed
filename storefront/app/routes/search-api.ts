import { forwardSearchQueries, refusal } from '../features/search/search-api.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/search-api'

export async function action({ request, context }: Route.ActionArgs) {
  return forwardSearchQueries(await requireTenant(context), request, context.get(clientAddressContext))
}

export function loader() {
  return refusal(405, 'Search queries are POSTed.')
}
