import type { CustomerLeadsAnswer, CustomerView } from '@dealer/cms-contract/customer-accounts'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { getSiteSettings } from '../../server/cms.server'
import { crossSiteRefusal, isRefusal, readBodyWithin, refuseUnread } from '../../server/request-guard.server'
import type { Tenant } from '../../server/tenant'
import { notFound } from '../../server/tenant.server'
import { displayAuMobile } from '../../ui/forms/contact-fields'
import { readContactDetails, type ContactDetailErrors, type ContactDetails } from './contact-details'
import { readCustomerLeads, readWatchlist, removeFromWatchlist, saveToWatchlist, updateContactDetails } from './customer-accounts.server'
import { brandedGaragePath, requireShopper } from './gate.server'
import { BRANDED_GARAGE_PATHS, signInUrl, type SignInType } from './sign-in-gate'
import { saveCar, watchlistEntries, type WatchlistEntry } from './watchlist.server'
import { currentSession } from './session.server'
import { sameSitePath } from './same-site-path'
import { withSaveMarker } from './watchlist-button-state'

/** What the page shows of the customer: never their id, never more than the garage's own form. */
export interface GarageContact extends ContactDetails {
  /** 0412 345 678 */
  phone: string
}

function contactOf(customer: CustomerView): GarageContact {
  return {
    phone: displayAuMobile(customer.phone),
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email ?? '',
    postcode: customer.postcode ?? '',
  }
}

export interface WatchlistPageData {
  cars: WatchlistEntry[]
}

export interface GaragePageData extends WatchlistPageData {
  contact: GarageContact
  leads: CustomerLeadsAnswer['leads']
}

const PRIVATE = { 'cache-control': 'private, no-store' }

/** GET /watchlist: the saved cars, each marked as for sale, sold or no longer available. Signed-in only. */
export async function loadWatchlistPage(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>) {
  const session = await requireShopper(request, context, 'watchlist')
  const cars = await watchlistEntries(tenant, session)
  return data<WatchlistPageData>({ cars: cars ?? [] }, { headers: PRIVATE })
}

/**
 * GET /my-garage (and the site's branded garage address): the watchlist, the enquiries this customer sent while signed
 * in (their own leads only: the CMS answers for the session's customer), their contact details. A branded address the
 * site hasn't turned on is a 404, before any sign-in.
 */
export async function loadGaragePage(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>) {
  await requireGarageAddress(tenant, request)
  const session = await requireShopper(request, context, 'my-garage')
  const [cars, leads] = await Promise.all([watchlistEntries(tenant, session), readCustomerLeads(tenant, session.token)])
  return data<GaragePageData>({ cars: cars ?? [], leads: leads ?? [], contact: contactOf(session.customer) }, { headers: PRIVATE })
}

async function requireGarageAddress(tenant: Tenant, request: Request): Promise<void> {
  const path = new URL(request.url).pathname.replace(/\/+$/, '').slice(1).toLowerCase()
  if (!(BRANDED_GARAGE_PATHS as readonly string[]).includes(path)) return
  if (brandedGaragePath(await getSiteSettings(tenant)) !== path) notFound('page')
}

export interface AccountActionData {
  /** What the shopper just did, said back to them (a status message). */
  done?: string
  error?: string
  detailErrors?: ContactDetailErrors
  /** What they typed, when it was refused, so the form keeps it. */
  details?: ContactDetails
}

/**
 * POST to the watchlist or garage page, from their own forms (they work without JavaScript): `remove` a saved car,
 * turn `alerts` for one on or off, or save the contact `details`.
 */
export async function accountPageAction(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>, type: SignInType) {
  const reply = (body: AccountActionData, status = 200) => data(body, { status, headers: PRIVATE })
  const refusal = crossSiteRefusal(request)
  if (refusal) return reply({ error: (await refuseUnread(request, refusal)).message }, refusal.status)
  if (type === 'my-garage') await requireGarageAddress(tenant, request)
  const contentType = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase()
  if (contentType !== 'application/x-www-form-urlencoded')
    return reply({ error: (await refuseUnread(request, { message: 'Send the form as the page does.' })).message }, 415)
  const bytes = await readBodyWithin(request, 4096)
  if (isRefusal(bytes)) return reply({ error: bytes.message }, bytes.status)
  const form = new URLSearchParams(new TextDecoder().decode(bytes))
  const intent = form.get('intent')
  const carId = form.get('carId') ?? ''
  // A Save or Saved button posted from a car's page or a listing (WatchlistButton.tsx, without JavaScript): done, then
  // back to that page; signed out, to sign in first and back with the car to save (which the page's script saves).
  const back = form.has('back') ? sameSitePath(form.get('back')) : null
  if (type === 'watchlist' && back !== null && (intent === 'save' || intent === 'remove')) return changeFromButton(tenant, context, intent, carId, back)
  const session = await requireShopper(request, context, type)

  if (intent === 'details') {
    const read = readContactDetails(form)
    if ('errors' in read) {
      const typed = {
        firstName: form.get('firstName') ?? '',
        lastName: form.get('lastName') ?? '',
        email: form.get('email') ?? '',
        postcode: form.get('postcode') ?? '',
      }
      return reply({ error: 'Please fix the following errors:', detailErrors: read.errors, details: typed }, 400)
    }
    const saved = await updateContactDetails(tenant, session.token, read.details)
    if (saved === null) return reply({ error: 'Your session has ended. Please sign in again.' }, 401)
    if ('invalid' in saved) return reply({ error: saved.invalid, details: read.details }, 400)
    return reply({ done: 'Your details are saved.' })
  }
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(carId)) return reply({ error: 'That car could not be found in your watchlist.' }, 400)
  if (intent === 'remove') {
    const removed = await removeFromWatchlist(tenant, session.token, carId)
    return removed ? reply({ done: 'Car removed from your watchlist.' }) : reply({ error: 'Your session has ended. Please sign in again.' }, 401)
  }
  if (intent === 'alerts') {
    const record = ((await readWatchlist(tenant, session.token)) ?? []).find((car) => car.id === carId)
    if (!record) return reply({ error: 'That car could not be found in your watchlist.' }, 404)
    const on = form.get('priceAlerts') === 'on'
    const { id, slug, name, price, primaryImageUrl } = record
    await saveToWatchlist(tenant, session.token, { id, slug, name, price, primaryImageUrl }, on)
    return reply({ done: on ? `We’ll let you know if the price of the ${name} drops.` : `No more price alerts for the ${name}.` })
  }
  return reply({ error: 'Unknown action.' }, 400)
}

/** A watchlist button's post: the car saved or removed, then a redirect back to the page it was pressed on. */
async function changeFromButton(tenant: Tenant, context: Readonly<RouterContextProvider>, intent: 'save' | 'remove', carId: string, back: string) {
  const reply = (body: AccountActionData, status: number) => data(body, { status, headers: PRIVATE })
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(carId)) return reply({ error: 'That car could not be found.' }, 400)
  const session = await currentSession(context)
  if (!session) throw redirect(signInUrl('watchlist', intent === 'save' ? withSaveMarker(back, carId) : back, back), { headers: PRIVATE })
  if (intent === 'remove') {
    if (!(await removeFromWatchlist(tenant, session.token, carId))) throw redirect(signInUrl('watchlist', back, back), { headers: PRIVATE })
  } else {
    const saved = await saveCar(tenant, session, carId, undefined)
    if (saved === 'no-car') return reply({ error: 'This car is no longer listed, so it can’t be saved.' }, 404)
    if (saved === 'signed-out') throw redirect(signInUrl('watchlist', withSaveMarker(back, carId), back), { headers: PRIVATE })
  }
  throw redirect(back, { headers: PRIVATE })
}
