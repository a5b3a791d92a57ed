import { PartsPage } from '../features/enquiries/EnquiryPages'
import { loadPartsPage } from '../features/enquiries/enquiry-pages.server'
import { cmsPageMeta } from '../features/pages/CmsPageView'
import { leadFormAction } from '../features/leads/lead-requests.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/vehicle-parts-and-accessories'

/** /vehicle-parts-and-accessories (spec 001 §2's default navigation): a parts enquiry. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadPartsPage(await requireTenant(context))
}

/** /vehicle-parts-and-accessories: the parts enquiry's post (features/leads/lead-requests.server.ts). */
export async function action(args: Route.ActionArgs) {
  return leadFormAction(args, () => ({ form: 'parts' }))
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function PartsRoute({ loaderData }: Route.ComponentProps) {
  return <PartsPage data={loaderData} />
}
