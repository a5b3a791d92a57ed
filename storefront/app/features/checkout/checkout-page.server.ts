/**
 * The checkout page (/cars/{slug}/checkout, or /cars/{slug}/buy-online on sites set that way; spec 000 §2, spec 001 §2):
 * the car, the deposit, the site's terms and the signed-in customer's details, or, for a car that can't be reserved
 * now, why not and similar cars. Pay itself is POST /api/checkout/start from the page's form.
 */
import { data, redirect, type RouterContextProvider } from 'react-router'
import { carPath } from '@dealer/stock/car-summary'
import { formatPrice } from '@dealer/stock/format'
import type { StockCar } from '@dealer/stock/car'
import { getSiteSettings } from '../../server/cms.server'
import { findCarBySlug } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { notFound } from '../../server/tenant.server'
import { gateRoute } from '../account/gate.server'
import { signedInShopper } from '../account/session.server'
import { signInUrl } from '../account/sign-in-gate'
import { displayAuMobile } from '../../ui/forms/contact-fields'
import { listedCars } from '../search/listing.server'
import { CHECKOUT_TEXTS, checkoutPath, type SimilarCar } from './checkout-api'
import type { CheckoutCustomer } from './checkout-form'
import { reserveSettingsOf, whyNotReservable } from './reservable'
import { depositDollars } from './reserve-rule'
import { similarTo } from './checkout-start.server'

export interface CheckoutPageData {
  car: { id: string; slug: string; name: string; path: string; price: string; image: string | null }
  /** "$200" */
  deposit: string
  terms: string | null
  /** Why the car can't be reserved now, in the shopper's words; null when Pay shows. */
  unavailable: string | null
  similar: SimilarCar[]
  customer: CheckoutCustomer | null
  /** Where a signed-out shopper signs in first (and comes back here). */
  signInHref: string
}

const PRIVATE = { 'cache-control': 'private, no-store' }

export async function loadCheckoutPage(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>, slug: string) {
  // Gated per site (sign-in type=checkout) before anything of the page is read.
  const gated = await gateRoute(request, context)
  const settings = await getSiteSettings(tenant)
  if (settings?.features?.reserve === false) notFound('reserve off')
  const found = await findCarBySlug<StockCar>(tenant, slug)
  if (!found) notFound('car')
  // One address per site: the other one redirects to it (query kept).
  const url = new URL(request.url)
  const chosen = checkoutPath(found.slug, settings?.features?.buyOnlinePath ?? false)
  if (url.pathname !== chosen) throw redirect(`${chosen}${url.search}`)

  const [car] = await listedCars(tenant, [found])
  const why = whyNotReservable(car, reserveSettingsOf(settings))
  const session = gated ?? (await signedInShopper(context))
  const make = [car.make, car.model].filter(Boolean).join(' ') || 'car'
  const unavailable =
    why === null
      ? null
      : why === 'reserved'
        ? CHECKOUT_TEXTS.justReserved
        : why === 'unavailable' && (car.sold || car.status === 'sold')
          ? `Unfortunately this ${make} recently sold.`
          : CHECKOUT_TEXTS.notReservable
  const page: CheckoutPageData = {
    car: {
      id: car.objectID,
      slug: car.slug,
      name: car.name,
      path: carPath(car),
      price: car.display.price.text,
      image: car.primary_image_url ?? null,
    },
    deposit: formatPrice(depositDollars(settings)) ?? '',
    terms: settings?.reserve?.terms?.trim() || null,
    unavailable,
    similar: unavailable ? await similarTo(tenant, car) : [],
    customer: session
      ? {
          phone: displayAuMobile(session.customer.phone),
          firstName: session.customer.firstName ?? '',
          lastName: session.customer.lastName ?? '',
          email: session.customer.email ?? '',
        }
      : null,
    signInHref: signInUrl('checkout', `${url.pathname}${url.search}`, carPath(car)),
  }
  return data(page, { headers: PRIVATE })
}
