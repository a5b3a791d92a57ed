import type { Payload, TypedUser } from 'payload'

/**
 * The navigation's figures, read with the user's own access: a site's staff count their sites' leads, a super-admin
 * every site's. New leads wait for a first reply; "my" leads are the open (not closed) ones assigned to the user.
 */
export async function inboxCounts(payload: Payload, user: TypedUser): Promise<{ newLeads: number; myOpenLeads: number }> {
  const [fresh, mine] = await Promise.all([
    payload.count({ collection: 'leads', where: { status: { equals: 'new' } }, overrideAccess: false, user }),
    payload.count({ collection: 'leads', where: { and: myOpenLeads(user.id) }, overrideAccess: false, user }),
  ])
  return { newLeads: fresh.totalDocs, myOpenLeads: mine.totalDocs }
}

/** "My leads": the open (not closed) leads assigned to `userId`; the count and the list read the same conditions. */
function myOpenLeads(userId: number | string): Array<Record<string, Record<string, string | number>>> {
  return [{ assignedTo: { equals: userId } }, { status: { not_equals: 'closed' } }]
}

/** The inbox list showing only "my" leads (Payload's list reads `where` from its address). */
export function myLeadsQuery(userId: number | string): string {
  const params = new URLSearchParams()
  myOpenLeads(userId).forEach((condition, index) => {
    for (const [field, operators] of Object.entries(condition))
      for (const [operator, value] of Object.entries(operators)) params.set(`where[and][${index}][${field}][${operator}]`, String(value))
  })
  return params.toString()
}
