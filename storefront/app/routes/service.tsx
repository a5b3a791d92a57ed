import { ServicePage } from '../features/enquiries/EnquiryPages'
import { loadServicePage } from '../features/enquiries/enquiry-pages.server'
import { cmsPageMeta } from '../features/pages/CmsPageView'
import { leadFormAction } from '../features/leads/lead-requests.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/service'

/** /service (spec 000 §2, spec 001 §2): a service-booking enquiry, below the manufacturer's booking link where the site has one. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadServicePage(await requireTenant(context))
}

/** /service: the service enquiry's post (features/leads/lead-requests.server.ts). */
export async function action(args: Route.ActionArgs) {
  return leadFormAction(args, () => ({ form: 'service' }))
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage data={loaderData} />
}
