import { data } from 'react-router'
import { LenderPage } from '../features/finance/LenderPage'
import { loadLenderPage } from '../features/finance/pre-approval.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/finance.lender'

export { privatePageHeaders as headers } from '../server/page-cache.server'

/** The broker simulator's lender page (features/finance/broker/simulator.server.ts redirects here). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const application = await loadLenderPage(await requireTenant(context), request)
  return data({ application }, { status: application ? 200 : 404, headers: { 'cache-control': 'private, no-store' } })
}

export function meta() {
  return [{ title: 'Your finance application' }, { name: 'robots', content: 'noindex' }]
}

export default function LenderRoute({ loaderData }: Route.ComponentProps) {
  return <LenderPage application={loaderData.application} />
}
