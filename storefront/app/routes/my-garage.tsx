import { data } from 'react-router'
import { GaragePage } from '../features/account/AccountPages'
import { accountPageAction, loadGaragePage } from '../features/account/account-pages.server'
import { GarageReservations } from '../features/checkout/ReservationList'
import { garageReservations } from '../features/checkout/reservation-pages.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/my-garage'

export { privatePageHeaders as headers } from '../server/page-cache.server'

/** /my-garage, and the branded garage address the site turned on (/mymotorama, …), with the customer's reservations. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = await requireTenant(context)
  const garage = await loadGaragePage(tenant, request, context)
  return data({ ...garage.data, reservations: await garageReservations(tenant, context) }, garage.init ?? undefined)
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountPageAction(await requireTenant(context), request, context, 'my-garage')
}

export default function GarageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <GaragePage data={loaderData} actionData={actionData} reservations={<GarageReservations reservations={loaderData.reservations} />} />
}
