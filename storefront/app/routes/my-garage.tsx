import { GaragePage } from '../features/account/AccountPages'
import { accountPageAction, loadGaragePage } from '../features/account/account-pages.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/my-garage'

/** /my-garage, and the branded garage address the site turned on (/mymotorama, …). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadGaragePage(await requireTenant(context), request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountPageAction(await requireTenant(context), request, context, 'my-garage')
}

export default function GarageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <GaragePage data={loaderData} actionData={actionData} />
}
