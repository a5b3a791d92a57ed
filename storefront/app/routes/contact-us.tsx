import { ContactUsPage } from '../features/enquiries/EnquiryPages'
import { loadContactUsPage } from '../features/enquiries/enquiry-pages.server'
import { cmsPageMeta } from '../features/pages/CmsPageView'
import { leadFormAction } from '../features/leads/lead-requests.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/contact-us'

/** Bare /contact-us (spec 001 §2): every location's card with the contact form; /contact-us/{slug} is the location's form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadContactUsPage(await requireTenant(context), new URL(request.url))
}

/** /contact-us: the contact form's post (features/leads/lead-requests.server.ts). */
export async function action(args: Route.ActionArgs) {
  return leadFormAction(args, () => ({ form: 'contact' }))
}

export function meta({ data }: Route.MetaArgs) {
  return cmsPageMeta(data)
}

export default function ContactUsRoute({ loaderData }: Route.ComponentProps) {
  return <ContactUsPage data={loaderData} />
}
