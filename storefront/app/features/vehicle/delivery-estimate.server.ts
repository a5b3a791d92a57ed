import { getDeliveryRegions } from '../../server/cms.server'
import type { Tenant } from '../../server/tenant'
import { deliveryPostcodeProblem, deliveryRegionFor, NO_DELIVERY_ESTIMATE } from './delivery'

/**
 * GET /api/delivery-estimate?postcode=4000 (spec 000 §3, §7): the price of delivering a car to a postcode and the
 * region it falls in, from the delivery regions the site's staff keep in the CMS. 400 with the spec's message for a
 * missing or malformed postcode; 404 with the spec's "no estimate" message when no region covers it.
 */
export async function deliveryEstimate(tenant: Tenant, postcodeParam: string | null): Promise<Response> {
  const postcode = (postcodeParam ?? '').trim()
  const problem = deliveryPostcodeProblem(postcode)
  if (problem) return Response.json({ error: problem }, { status: 400 })
  const region = deliveryRegionFor(await getDeliveryRegions(tenant), postcode)
  if (!region) return Response.json({ error: NO_DELIVERY_ESTIMATE }, { status: 404 })
  return Response.json({ price: region.price, name: region.name }, { headers: { 'cache-control': 'public, max-age=300' } })
}
