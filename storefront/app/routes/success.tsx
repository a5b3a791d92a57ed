import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { lastLead } from '../lib/leads/lead-storage'
import { ALL_STOCK_PATH } from '../lib/search-state'
import { requireTenant } from '../lib/site.server'
import type { Route } from './+types/success'

/** Where a visitor lands after a lead is sent (spec 000 §2). */
export async function loader({ request }: Route.LoaderArgs) {
  const tenant = await requireTenant(request)
  return { siteName: tenant.name }
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Thank you | ${data?.siteName ?? ''}` }, { name: 'robots', content: 'noindex' }]
}

export default function SuccessPage({ loaderData }: Route.ComponentProps) {
  // What was sent is only this browser's to know; the server renders the general thanks.
  const [lead, setLead] = useState<ReturnType<typeof lastLead>>(null)
  useEffect(() => setLead(lastLead()), [])
  return (
    <div className="success-page">
      <h1 className="page-heading">{lead?.name ? `Thank you, ${lead.name}` : 'Thank you'}</h1>
      <div className="success-page__body">
        <p>
          {lead?.category ? `Your ${lead.category.toLowerCase()} has been sent to ${loaderData.siteName}.` : `Your enquiry has been sent to ${loaderData.siteName}.`} Our team will be in touch
          within one business day.
        </p>
        {lead?.leadId ? <p>Your reference number is {lead.leadId}.</p> : null}
        <p>
          <Link className="button button--primary" to={ALL_STOCK_PATH}>
            Keep browsing cars
          </Link>{' '}
          <Link className="button" to="/">
            Home
          </Link>
        </p>
      </div>
    </div>
  )
}
