import { data } from 'react-router'
import { DealerLocatorPage } from '../features/locations/dealer-locator/DealerLocatorPage'
import { dealerLocatorReaders, loadDealerLocator } from '../features/locations/dealer-locator/dealer-locator.server'
import { cmsPageMeta } from '../features/pages/CmsPageView'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/dealer-locator'

/** /dealer-locator?postcode=4000&department=service: the site's locations nearest a postcode (a postcode that isn't one: 400, with the page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, data: page } = await loadDealerLocator(dealerLocatorReaders(await requireTenant(context)), new URL(request.url))
  return data(page, { status })
}

export function meta({ data: page }: Route.MetaArgs) {
  return cmsPageMeta(page)
}

export default function DealerLocatorRoute({ loaderData }: Route.ComponentProps) {
  return <DealerLocatorPage data={loaderData} />
}
