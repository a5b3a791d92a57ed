import { SignInPage } from '../features/account/SignInPage'
import { loadSignInPage, signInAction } from '../features/account/sign-in.server'
import { clientAddressContext } from '../server/client-address'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/sign-in'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTenant(context)
  return loadSignInPage(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(await requireTenant(context), request, context, context.get(clientAddressContext))
}

export default function SignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage type={loaderData.type} redirect={loaderData.redirect} back={loaderData.back} actionData={actionData} />
}
