import type { PayloadRequest } from 'payload'
import type { Dealership } from '@dealer/cms-contract'
import type { LeadIntakeLead } from '@dealer/cms-contract/lead-intake'

export interface DeliveryTarget {
  destination: 'email' | 'adf-webhook'
  target: string
}

/** Where a dealership wants its leads: its lead email addresses (else its email) and its CRM's ADF webhook. */
function dealershipTargets(dealership: Pick<Dealership, 'email' | 'leadDelivery'>): DeliveryTarget[] {
  const emails = dealership.leadDelivery?.emails?.length ? dealership.leadDelivery.emails : dealership.email ? [dealership.email] : []
  const targets: DeliveryTarget[] = [...new Set(emails)].map((target) => ({ destination: 'email', target }))
  const webhook = dealership.leadDelivery?.adfWebhookUrl?.trim()
  if (webhook) targets.push({ destination: 'adf-webhook', target: webhook })
  return targets
}

/**
 * The dealership a lead belongs to, in order: the one the shopper chose, the car's, the chosen location's, else the
 * site's first. Only the site's own dealerships count, whatever the request names.
 */
export async function deliveryTargets(
  req: PayloadRequest,
  tenant: number,
  lead: Pick<LeadIntakeLead, 'dealershipId' | 'locationId' | 'car'>,
): Promise<{ dealershipId: number | null; targets: DeliveryTarget[] }> {
  const { docs } = await req.payload.find({
    collection: 'dealerships',
    where: { tenant: { equals: tenant } },
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  let locationDealership: number | null = null
  if (lead.locationId !== null) {
    const location = await req.payload.find({
      collection: 'locations',
      where: { and: [{ id: { equals: lead.locationId } }, { tenant: { equals: tenant } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const owner = location.docs[0]?.dealership
    locationDealership = typeof owner === 'object' && owner !== null ? owner.id : (owner ?? null)
  }
  const dealership =
    docs.find((doc) => doc.id === lead.dealershipId) ??
    docs.find((doc) => lead.car?.dealershipSlug && doc.slug === lead.car.dealershipSlug) ??
    docs.find((doc) => doc.id === locationDealership) ??
    docs[0]
  return dealership ? { dealershipId: dealership.id, targets: dealershipTargets(dealership) } : { dealershipId: null, targets: [] }
}
