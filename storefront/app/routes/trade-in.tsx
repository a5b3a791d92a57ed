import { cmsPageMeta } from '../features/pages/CmsPageView'
import { TradeInPage } from '../features/trade-in/TradeInPage'
import { loadTradeInPage, tradeInPageReaders } from '../features/trade-in/trade-in-page.server'
import { tradeInFormAction } from '../features/trade-in/trade-in-action.server'
import { requireTenant } from '../server/tenant.server'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/trade-in'

/** /trade-in, /sell-my-car and /cars/trade-in?car_id={id} (spec 001 §2): one page, never gated. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = await requireTenant(context)
  return loadTradeInPage(tradeInPageReaders(tenant), new URL(request.url))
}

/** Each step of the trade-in form posts here and gets the next step (features/trade-in/trade-in-action.server.ts). */
export async function action(args: Route.ActionArgs) {
  return tradeInFormAction(args)
}

/** A step's post changes nothing the page reads: the page stays as it is while the form moves on. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function TradeInRoute({ loaderData }: Route.ComponentProps) {
  return <TradeInPage data={loaderData} />
}
