import { withRequestHeaders } from '@dealer/ops/log'
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { storefrontRefundSchema, type StorefrontRefundAnswer, type StorefrontRefundRequest } from '@dealer/cms-contract/reservations'
import { tenantIdOf } from '../lib/tenant-id'
import { announceSiteChange } from '../lib/site-changes'
import { staffMayMove, type ReservationStatus } from './reservation-state'
import { setReservedFlag } from './stock-flag'

/**
 * Staff cancel or refund a paid reservation in the admin (the status field; only the site's admins may change it). A
 * refund asks the storefront, which holds the payment providers' keys, to refund the payment
 * (POST /api/payments/refund with STOREFRONT_API_SECRET; the refund is idempotent per payment at the provider, so a
 * save that fails afterwards and is tried again refunds once). Either way the car is released in the stock index
 * before the change commits: if the index can't be written the save fails and nothing changed.
 */

/** The error staff see: Payload shows an APIError's message when it is marked public. */
const refused = (message: string, status = 400) => new APIError(message, status, undefined, true)

async function refundThroughStorefront(request: StorefrontRefundRequest): Promise<string> {
  const url = process.env.STOREFRONT_INTERNAL_URL
  const secret = process.env.STOREFRONT_API_SECRET
  if (!url || !secret) throw refused('Refunds need STOREFRONT_INTERNAL_URL and STOREFRONT_API_SECRET on the CMS.', 503)
  let response: Response
  try {
    response = await fetch(new URL('/api/payments/refund', url), {
      method: 'POST',
      headers: withRequestHeaders({ authorization: `Bearer ${secret}`, 'content-type': 'application/json' }),
      body: JSON.stringify(storefrontRefundSchema.parse(request)),
      signal: AbortSignal.timeout(30_000),
    })
  } catch (error) {
    throw refused(
      `The payment provider could not be reached to refund the deposit (${error instanceof Error ? error.message : error}). Nothing changed: try again.`,
      503,
    )
  }
  const text = await response.text()
  if (!response.ok) throw refused(`The deposit was not refunded (${response.status}: ${text.slice(0, 200)}). Nothing changed.`, 502)
  return (JSON.parse(text) as StorefrontRefundAnswer).refundId
}

export const beforeStaffChange: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  // Only staff's edits: the storefront's endpoints write with SQL, under the car's lock.
  if (operation !== 'update' || !req.user || !originalDoc) return data
  const from = originalDoc.status as ReservationStatus
  const to = (data.status ?? from) as ReservationStatus
  if (from === to) return data
  if (!staffMayMove(from, to)) throw refused('Only a paid reservation can be changed, and only to Cancelled or Refunded.')
  if (to === 'cancelled')
    return { ...data, idempotencyKey: null, note: `Cancelled by ${req.user.email ?? 'staff'}: the car is released; the deposit was not refunded.` }
  const site = tenantIdOf(originalDoc)
  const tenant = site === null ? null : await req.payload.findByID({ collection: 'tenants', id: site, depth: 0, overrideAccess: true, req })
  if (!tenant || !originalDoc.paymentId) throw refused('This reservation has no payment to refund.')
  const refundId = await refundThroughStorefront({
    site: tenant.slug,
    reservationId: Number(originalDoc.id),
    provider: originalDoc.provider,
    paymentId: originalDoc.paymentId,
  })
  return { ...data, idempotencyKey: null, refundId, refundDue: false, note: `Refunded by ${req.user.email ?? 'staff'}: the car is released.` }
}

export const afterStaffChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || previousDoc?.status !== 'paid' || doc.status === 'paid') return doc
  const site = tenantIdOf(doc)
  const tenant = site === null ? null : await req.payload.findByID({ collection: 'tenants', id: site, depth: 0, overrideAccess: true, req })
  if (!tenant) return doc
  try {
    await setReservedFlag(tenant.slug, doc.car.stockId, false)
    await announceSiteChange(req, tenant.id)
  } catch (error) {
    throw refused(`The car could not be released in the stock index (${error instanceof Error ? error.message : error}). Nothing changed: try again.`, 503)
  }
  return doc
}
