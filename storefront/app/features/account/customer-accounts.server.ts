import {
  SIGN_IN_LIMITS,
  type AccountRefusal,
  type ContactExistsAnswer,
  type CustomerLeadsAnswer,
  type CustomerView,
  type RemoveCarRequest,
  type SaveCarRequest,
  type SavedCarRecord,
  type SendCodeRequest,
  type SendRefusedRequest,
  type SessionAnswer,
  type SessionRequest,
  type SignedIn,
  type UpdateContactRequest,
  type VerifyCodeRequest,
  type WatchlistAnswer,
  type WatchlistChangeAnswer,
} from '@dealer/cms-contract/customer-accounts'
import { getDealerships } from '../../server/cms.server'
import { storefrontCall } from '../../server/cms-storefront.server'
import type { Tenant } from '../../server/tenant'

/**
 * The CMS's shopper-account endpoints (cms-contract/customer-accounts.ts), called with the storefront's own credential.
 * Every call names the site; a customer is only ever reached through the session token from the shopper's cookie.
 */

/** A refusal the shopper is told about (a 4xx or 502 of the CMS), or what the CMS answered when it was no refusal. */
export type Refused = { refused: AccountRefusal; status: number }

async function post(path: string, body: unknown, options?: { timeoutMs?: number }): Promise<Response> {
  return storefrontCall(path, { method: 'POST', body: JSON.stringify(body) }, options)
}

async function refusalOf(response: Response): Promise<Refused> {
  const text = await response.text()
  let refused: AccountRefusal = { message: text.slice(0, 300) }
  try {
    const parsed = JSON.parse(text) as Partial<AccountRefusal>
    if (typeof parsed.message === 'string') refused = parsed as AccountRefusal
  } catch {
    // Not JSON: the text is the message.
  }
  return { refused, status: response.status }
}

function unexpected(what: string, response: Response): Error {
  return new Error(`the CMS answered ${what} with ${response.status}`)
}

/** The dealership a verification is recorded under: the site's only one, else none (a group's sign-in is the site's). */
async function dealershipSlugOf(tenant: Tenant): Promise<string | null> {
  const dealerships = await getDealerships(tenant)
  return dealerships.length === 1 ? (dealerships[0].slug ?? null) : null
}

/** Sends a sign-in code to `phone` (202), or the CMS's refusal (429 too-soon / allowance-exhausted, 502 sms-failed). */
export async function sendSignInCode(tenant: Tenant, phone: string): Promise<{ sent: true } | Refused> {
  const body: SendCodeRequest = { site: tenant.slug, phone, dealershipSlug: await dealershipSlugOf(tenant) }
  const response = await post('/api/customers/send-code', body, { timeoutMs: SIGN_IN_LIMITS.sendTimeoutMs })
  if (response.status === 202 || response.status === 200) {
    await response.body?.cancel()
    return { sent: true }
  }
  if (response.status === 429 || response.status === 502 || response.status === 400) return refusalOf(response)
  throw unexpected('send-code', response)
}

/** Counts, for the site's staff, a send the storefront refused at one of its own limits. */
export async function reportSendRefused(tenant: Tenant, reason: SendRefusedRequest['reason']): Promise<void> {
  const body: SendRefusedRequest = { site: tenant.slug, reason }
  const response = await post('/api/customers/send-refused', body)
  await response.body?.cancel()
  if (response.status !== 204) throw unexpected('send-refused', response)
}

/** Checks the code: a new session for the site's customer with that phone, or the one refusal (invalid-code). */
export async function verifySignInCode(tenant: Tenant, phone: string, code: string, previousToken: string | null): Promise<SignedIn | Refused> {
  const body: VerifyCodeRequest = { site: tenant.slug, phone, code, dealershipSlug: await dealershipSlugOf(tenant), previousToken }
  const response = await post('/api/customers/verify-code', body, { timeoutMs: SIGN_IN_LIMITS.sendTimeoutMs })
  if (response.status === 200) return (await response.json()) as SignedIn
  if (response.status === 400 || response.status === 429) return refusalOf(response)
  throw unexpected('verify-code', response)
}

/** The live session's customer (the CMS extends the session), or null when the token names none of this site. */
export async function readSession(tenant: Tenant, sessionToken: string): Promise<SessionAnswer | null> {
  const body: SessionRequest = { site: tenant.slug, sessionToken }
  const response = await post('/api/customers/session', body)
  if (response.status === 200) return (await response.json()) as SessionAnswer
  if (response.status === 401 || response.status === 400) {
    await response.body?.cancel()
    return null
  }
  throw unexpected('session', response)
}

/** Ends the session on the CMS (204 whether or not it was live). */
export async function endSession(tenant: Tenant, sessionToken: string): Promise<void> {
  const body: SessionRequest = { site: tenant.slug, sessionToken }
  const response = await post('/api/customers/sign-out', body)
  await response.body?.cancel()
  if (!response.ok) throw unexpected('sign-out', response)
}

export async function contactExists(tenant: Tenant, phone: string): Promise<boolean> {
  const response = await post('/api/customers/contact-exists', { site: tenant.slug, phone })
  if (!response.ok) throw unexpected('contact-exists', response)
  return ((await response.json()) as ContactExistsAnswer).exists
}

/** Saves the customer's contact details: the customer as saved, or the CMS's 400 (its message and issues). */
export async function updateContactDetails(
  tenant: Tenant,
  sessionToken: string,
  details: UpdateContactRequest['details'],
): Promise<CustomerView | { invalid: string } | null> {
  const body: UpdateContactRequest = { site: tenant.slug, sessionToken, details }
  const response = await storefrontCall('/api/customers/me', { method: 'PATCH', body: JSON.stringify(body) })
  if (response.status === 200) return (await response.json()) as CustomerView
  if (response.status === 401) return null
  if (response.status === 400) return { invalid: (await refusalOf(response)).refused.message }
  throw unexpected('update contact details', response)
}

/** Saves a car to the customer's watchlist; false when the session is gone. */
export async function saveToWatchlist(tenant: Tenant, sessionToken: string, car: SavedCarRecord, priceAlerts: boolean): Promise<boolean> {
  const body: SaveCarRequest = { site: tenant.slug, sessionToken, car, priceAlerts }
  return watchlistChange('/api/customers/watchlist/save', body)
}

export async function removeFromWatchlist(tenant: Tenant, sessionToken: string, carId: string): Promise<boolean> {
  const body: RemoveCarRequest = { site: tenant.slug, sessionToken, carId }
  return watchlistChange('/api/customers/watchlist/remove', body)
}

async function watchlistChange(path: string, body: unknown): Promise<boolean> {
  const response = await post(path, body)
  if (response.status === 401) {
    await response.body?.cancel()
    return false
  }
  if (!response.ok) throw unexpected(path, response)
  return ((await response.json()) as WatchlistChangeAnswer).success
}

/** The customer's saved cars, newest first, as saved; null when the session is gone. */
export async function readWatchlist(tenant: Tenant, sessionToken: string): Promise<WatchlistAnswer['cars'] | null> {
  const body: SessionRequest = { site: tenant.slug, sessionToken }
  const response = await post('/api/customers/watchlist', body)
  if (response.status === 401) {
    await response.body?.cancel()
    return null
  }
  if (!response.ok) throw unexpected('watchlist', response)
  return ((await response.json()) as WatchlistAnswer).cars
}

/** The leads the customer sent while signed in, newest first; null when the session is gone. */
export async function readCustomerLeads(tenant: Tenant, sessionToken: string): Promise<CustomerLeadsAnswer['leads'] | null> {
  const body: SessionRequest = { site: tenant.slug, sessionToken }
  const response = await post('/api/customers/leads', body)
  if (response.status === 401) {
    await response.body?.cancel()
    return null
  }
  if (!response.ok) throw unexpected('customer leads', response)
  return ((await response.json()) as CustomerLeadsAnswer).leads
}
