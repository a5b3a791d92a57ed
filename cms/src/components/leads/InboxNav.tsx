import { Link } from '@payloadcms/ui'
import type { Payload, TypedUser } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { inboxCounts, myLeadsQuery } from '../../leads/inbox/counts'

/**
 * At the top of the admin's navigation (admin.components.beforeNavLinks): the leads inbox with its count of New
 * leads, and "My leads", those assigned to the signed-in person, with how many are still open.
 */
export async function InboxNav({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const { newLeads, myOpenLeads } = await inboxCounts(payload, user)
  const inbox = formatAdminURL({ adminRoute: payload.config.routes.admin, path: '/collections/leads' })
  return (
    <div id="leads-inbox-nav" style={{ display: 'grid', gap: '0.25rem', marginBottom: '1rem' }}>
      <Link className="nav__link" href={inbox} prefetch={false}>
        <span className="nav__link-label">Leads inbox ({newLeads.toLocaleString('en-AU')} new)</span>
      </Link>
      <Link className="nav__link" href={`${inbox}?${myLeadsQuery(user.id)}`} prefetch={false}>
        <span className="nav__link-label">My leads ({myOpenLeads.toLocaleString('en-AU')} open)</span>
      </Link>
    </div>
  )
}
