import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { lastLead } from './lead-storage'

/** Where a visitor lands after a lead is sent (spec 000 §2). */
export function SuccessPage({ siteName, stockPath }: { siteName: string; stockPath: string }) {
  // What was sent is only this browser's to know; the server renders the general thanks.
  const [lead, setLead] = useState<ReturnType<typeof lastLead>>(null)
  useEffect(() => setLead(lastLead()), [])
  return (
    <div className="success-page">
      <h1 className="page-heading">{lead?.name ? `Thank you, ${lead.name}` : 'Thank you'}</h1>
      <div className="success-page__body">
        <p>
          {lead?.category ? `Your ${lead.category.toLowerCase()} has been sent to ${siteName}.` : `Your enquiry has been sent to ${siteName}.`} Our team will be
          in touch within one business day.
        </p>
        {lead?.leadId ? <p>Your reference number is {lead.leadId}.</p> : null}
        <p>
          <Link className="button button--primary" to={stockPath}>
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
