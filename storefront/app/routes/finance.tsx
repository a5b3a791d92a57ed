import { gateRoute } from '../features/account/gate.server'
import { FinancePage } from '../features/finance/FinancePage'
import { financePageReaders, loadFinancePage } from '../features/finance/finance-page.server'
import { preApprovalFormAction } from '../features/finance/pre-approval-action.server'
import { cmsPageMeta } from '../features/pages/CmsPageView'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/finance'

/**
 * /finance, /finance-enquiry, /apply-for-finance and /personalised/finance (spec 001 §2): one page, signed-in shoppers
 * only where the site's flags say so (finance for the first three, finance application for the personalised one).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = await requireTenant(context)
  await gateRoute(request, context)
  return loadFinancePage(financePageReaders(tenant), new URL(request.url))
}

/** Each step of the pre-approval posts here and gets the next step (features/finance/pre-approval-action.server.ts). */
export async function action(args: Route.ActionArgs) {
  return preApprovalFormAction(args)
}

/** A step's post changes nothing the page reads: the page stays as it is while the form moves on. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function FinanceRoute({ loaderData }: Route.ComponentProps) {
  return <FinancePage data={loaderData} />
}
