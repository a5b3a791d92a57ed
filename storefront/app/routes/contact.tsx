import { ContactPage } from '../features/leads/ContactPage'
import { loadContactPage } from '../features/leads/contact-page.server'
import { leadFormAction } from '../features/leads/lead-requests.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/contact'

/** /contact and /contact-us/{location}: the full contact form (spec 001 §3), on a location's page preset to it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadContactPage(await requireTenant(context), params.location, new URL(request.url))
}

/** /contact and /contact-us/{location}: the contact form's post (features/leads/lead-requests.server.ts). */
export async function action(args: Route.ActionArgs) {
  return leadFormAction(args, () => ({ form: 'contact' }))
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Contact us' }]
  const where = data.location?.name ?? data.siteName
  return [
    { title: `Contact ${where} | ${data.siteName}` },
    { name: 'description', content: `Send ${where} an enquiry: sales, service, parts, finance or careers. We reply within one business day.` },
  ]
}

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage page={loaderData} />
}
