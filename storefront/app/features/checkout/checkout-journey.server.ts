import { redirect, type RouterContextProvider } from 'react-router'
import { getSiteSettings } from '../../server/cms.server'
import { findCarById, findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { notFound } from '../../server/tenant.server'
import { gateRoute } from '../account/gate.server'
import { checkoutPath } from './checkout-api'

/**
 * /checkout-journey?car_id={slug or id} (spec 001 §2): the car's checkout page on this site. Gated per site once the car
 * id is known (sign-in-gate.ts), so sign-in returns here and this sends the shopper on; no car, or an unknown one, is a 404.
 */
export async function checkoutJourneyRedirect(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  await gateRoute(request, context)
  const carId = (new URL(request.url).searchParams.get('car_id') ?? '').trim()
  if (!carId || carId.length > 200) notFound('car')
  const settings = await getSiteSettings(tenant)
  if (settings?.features?.reserve === false) notFound('reserve off')
  const car =
    (await findCarBySlug<{ slug: string }>(tenant, carId)) ??
    (/^[A-Za-z0-9_-]+$/.test(carId) ? await findCarById<{ slug: string }>(tenant, carId, ['slug']) : null)
  if (!car) notFound('car')
  return redirect(checkoutPath(car.slug, settings?.features?.buyOnlinePath ?? false))
}
