import { cmsPageMeta } from '../features/pages/CmsPageView'
import { TradeInPage } from '../features/trade-in/TradeInPage'
import { loadTradeInPage, tradeInPageReaders } from '../features/trade-in/trade-in-page.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/trade-in'

/** /trade-in, /sell-my-car and /cars/trade-in?car_id={id} (spec 001 §2): one page, never gated. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = await requireTenant(context)
  return loadTradeInPage(tradeInPageReaders(tenant), new URL(request.url))
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function TradeInRoute({ loaderData }: Route.ComponentProps) {
  return <TradeInPage data={loaderData} />
}
