import { signOut } from '../features/account/sign-in.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/sign-out'

/** POST /sign-out: ends the shopper's session and returns them to the page they were on. */
export async function action({ request, context }: Route.ActionArgs) {
  return signOut(await requireTenant(context), request, context)
}

export function loader() {
  return Response.json({ error: 'Sign out with a POST (the Sign out button).' }, { status: 405 })
}
