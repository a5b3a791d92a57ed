import { getDeliveryRegions } from '../../server/cms.server'
import type { Tenant } from '../../server/tenant'
import { deliveryPostcodeProblem, deliveryRegionFor, NO_DELIVERY_ESTIMATE, type DeliveryAnswer } from './delivery'

/**
 * GET /api/delivery-estimate?postcode=4000 (spec 000 §3, §7): the price of delivering a car to a postcode and the
 * region it falls in, from the delivery regions the site's staff keep in the CMS. 400 with the spec's message for a
 * missing or malformed postcode; 404 with the spec's "no estimate" message when no region covers it.
 */
export async function deliveryEstimate(tenant: Tenant, postcodeParam: string | null): Promise<Response> {
  const answer = await deliveryAnswer(tenant, postcodeParam)
  if (answer.kind === 'result') return Response.json({ price: answer.price, name: answer.name }, { headers: { 'cache-control': 'public, max-age=300' } })
  const message = answer.kind === 'error' ? answer.message : NO_DELIVERY_ESTIMATE
  return Response.json({ error: message }, { status: message === NO_DELIVERY_ESTIMATE ? 404 : 400 })
}

/** The delivery estimate for a postcode, as the vehicle page shows it (its calculator's GET form, ?postcode=4000). */
export async function deliveryAnswer(tenant: Tenant, postcodeParam: string | null): Promise<DeliveryAnswer> {
  const postcode = (postcodeParam ?? '').trim()
  const problem = deliveryPostcodeProblem(postcode)
  if (problem) return { kind: 'error', message: problem }
  const region = deliveryRegionFor(await getDeliveryRegions(tenant), postcode)
  return region ? { kind: 'result', postcode, price: region.price, name: region.name } : { kind: 'error', message: NO_DELIVERY_ESTIMATE }
}
