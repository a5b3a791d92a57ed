import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { normaliseAuMobile } from '../../ui/forms/contact-fields'
import { lastLead, rememberLead, takeSentContact } from './lead-storage'

/** The lead /success is about, from its address (a lead form's action redirects there: lead-requests.server.ts). */
export interface SentLead {
  leadId: number
  category: string
}

/** /success?lead=…&category=…: where a lead form's action sends the shopper. */
export const successPath = ({ leadId, category }: SentLead) => `/success?${new URLSearchParams({ lead: String(leadId), category })}`

/** The lead named in /success's address, or null (an address with none, or one no form of ours made). */
export function sentLeadOf(url: URL): SentLead | null {
  const lead = url.searchParams.get('lead') ?? ''
  const category = url.searchParams.get('category') ?? ''
  return /^[1-9]\d{0,11}$/.test(lead) && /^[A-Za-z][A-Za-z -]{0,59}$/.test(category) ? { leadId: Number(lead), category } : null
}

/**
 * Where a visitor lands after a lead is sent (spec 000 §2). The lead's reference and category come in the address; the
 * shopper's name only this browser knows: the form kept the contact it sent, remembered here for the next form.
 */
export function SuccessPage({ siteName, stockPath, sent }: { siteName: string; stockPath: string; sent: SentLead | null }) {
  const [lead, setLead] = useState<{ leadId: number; category: string; name: string } | null>(sent ? { ...sent, name: '' } : null)
  useEffect(() => {
    if (sent) {
      const contact = takeSentContact()
      if (contact) rememberLead({ ...contact, phone: normaliseAuMobile(contact.phone ?? '') ?? contact.phone }, sent.category, sent.leadId)
    }
    // The trade-in and pre-approval journeys remember their lead themselves, and come here without one in the address.
    const last = lastLead()
    if (!sent) setLead(last)
    else if (last?.leadId === sent.leadId) setLead({ ...sent, name: last.name })
  }, [sent])
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
