import { ServicePage } from '../features/enquiries/EnquiryPages'
import { loadServicePage } from '../features/enquiries/enquiry-pages.server'
import { cmsPageMeta } from '../features/pages/CmsPageView'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/service'

/** /service (spec 000 §2, spec 001 §2): a service-booking enquiry, below the manufacturer's booking link where the site has one. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadServicePage(await requireTenant(context))
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage data={loaderData} />
}
