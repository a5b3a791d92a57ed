import { contactExistsResponse } from '../features/account/sign-in.server'
import { config } from '../server/config.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/api.check-if-contact-exists'

/** GET /api/check-if-contact-exists?phone_number= (spec 001 §7): the storefront's own server credential only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return contactExistsResponse(await requireTenant(context), request, config.storefrontApiSecret)
}
