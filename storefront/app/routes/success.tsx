import { sentLeadOf, SuccessPage } from '../features/leads/SuccessPage'
import { ALL_STOCK_PATH } from '../features/search/stock-paths'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/success'

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = await requireTenant(context)
  return { siteName: tenant.name, sent: sentLeadOf(new URL(request.url)) }
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Thank you | ${data?.siteName ?? ''}` }, { name: 'robots', content: 'noindex' }]
}

export default function SuccessRoute({ loaderData }: Route.ComponentProps) {
  return <SuccessPage siteName={loaderData.siteName} stockPath={ALL_STOCK_PATH} sent={loaderData.sent} />
}
