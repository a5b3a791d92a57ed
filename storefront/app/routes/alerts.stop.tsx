import { loadStopAlerts, stopAlerts } from '../features/alerts/stop-alerts.server'
import { StopAlertsPage } from '../features/alerts/StopAlertsPage'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/alerts.stop'

export { privatePageHeaders as headers } from '../server/page-cache.server'

/** GET shows the saved car or search whose alerts the link stops; POST (the page's button) stops them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStopAlerts(await requireTenant(context), request)
}

export async function action({ request, context }: Route.ActionArgs) {
  return stopAlerts(await requireTenant(context), request)
}

export function meta() {
  return [{ title: 'Stop alerts' }, { name: 'robots', content: 'noindex' }]
}

export default function StopAlertsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StopAlertsPage view={actionData ?? loaderData} />
}
