import { data } from 'react-router'
import { CarEnquiryPage } from '../features/leads/CarEnquiryPage'
import { loadCarEnquiryPage } from '../features/leads/car-enquiry.server'
import { carLeadKind } from '../features/leads/car-lead-kinds'
import { leadFormAction } from '../features/leads/lead-requests.server'
import { privatePageHeaders } from '../server/page-cache.server'
import { requireTenant } from '../server/tenant.server'
import type { Route } from './+types/car-enquiry'

/** /cars/{slug}/enquire?kind=…: a car's enquiry or test-drive form as a page, and the action of both (and of their dialogs). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await loadCarEnquiryPage(await requireTenant(context), params.slug, new URL(request.url))
  // A test drive's free times change as shoppers book: that page is never kept for the next shopper.
  return data(page, { headers: page.kind === 'test-drive' ? privatePageHeaders() : {} })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export async function action(args: Route.ActionArgs) {
  const slug = args.params.slug
  return leadFormAction(args, (fields) => {
    const kind = carLeadKind(fields.get('kind')) ?? 'enquire'
    return kind === 'test-drive' ? { form: 'test-drive', car: slug } : { form: 'enquiry', kind, car: slug }
  })
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Enquire' }]
  return [{ title: `${data.title}: ${data.car.name}` }, { name: 'robots', content: 'noindex' }]
}

export default function CarEnquiryRoute({ loaderData }: Route.ComponentProps) {
  return <CarEnquiryPage page={loaderData} />
}
