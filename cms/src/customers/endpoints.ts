import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'
import {
  contactExistsSchema,
  customerLeadsSchema,
  removeCarSchema,
  saveCarSchema,
  sendCodeSchema,
  sendRefusedSchema,
  sessionSchema,
  signOutSchema,
  updateContactSchema,
  verifyCodeSchema,
  watchlistSchema,
  type AccountRefusal,
  type ContactExistsAnswer,
  type CustomerLeadsAnswer,
  type SessionAnswer,
  type SignedIn,
  type WatchlistAnswer,
  type WatchlistChangeAnswer,
} from '@dealer/cms-contract/customer-accounts'
import { isStorefront, notStorefront } from '../leads/storefront-credential'
import { parse, unknownSite } from '../lib/endpoint-input'
import { codeHash, codeHashKey, generateCode } from './codes'
import { codeMessage, smsSenderFromEnvironment, SmsError, type SmsSender } from './sms'
import {
  checkCodeAndSignIn,
  customerExists,
  endSession,
  extendSession,
  liveSession,
  recordSmsRefusal,
  releaseSend,
  removeCar,
  reserveSend,
  saveCar,
  updateContact,
  watchlist,
  type LiveSession,
} from './store'

/**
 * The shopper-account endpoints (cms-contract/customer-accounts.ts), under /api/customers. Only the storefront's server
 * calls them (its STOREFRONT_API_SECRET); every request names its site, and a session is the only key to a customer:
 * no endpoint takes a customer id from the caller.
 */

/** The sender this deployment chose, made on first use (its settings are the environment's; it holds no state). */
let sender: SmsSender | undefined
const smsSender = () => (sender ??= smsSenderFromEnvironment())

const INVALID_CODE: AccountRefusal = { code: 'invalid-code', message: 'The verification code is invalid. Please try again.' }
const NO_SESSION = { message: 'There is no live session of this site for that token.' }

const refusal = (answer: AccountRefusal, status: number) => Response.json(answer, { status })

/** The site (tenant) of this slug, with the name its texts sign with, or null. */
async function siteOf(req: PayloadRequest, slug: string): Promise<{ id: number; name: string } | null> {
  const found = await req.payload.find({
    collection: 'tenants',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
    req,
  })
  const tenant = found.docs[0]
  return tenant ? { id: tenant.id, name: tenant.name } : null
}

/**
 * An endpoint whose body is `schema`'s, for the storefront only, of a known site. `handle` gets the parsed body and the
 * site; anything else answers here: 401 without the credential, 400 for a malformed body, 404 for an unknown site.
 */
export function storefrontEndpoint<T extends z.ZodType<{ site: string }>>(
  path: string,
  method: 'post' | 'patch',
  schema: T,
  handle: (input: z.infer<T>, site: { id: number; name: string }, req: PayloadRequest) => Promise<Response>,
): Endpoint {
  return {
    path,
    method,
    handler: async (req) => {
      if (!isStorefront(req)) return notStorefront()
      const input = await parse(req, schema)
      if (input instanceof Response) return input
      const site = await siteOf(req, input.site)
      if (!site) return unknownSite(input.site)
      return handle(input, site, req)
    },
  }
}

/** As storefrontEndpoint, for a signed-in shopper: `handle` also gets the session; a token of no live session of the site is 401. */
export function sessionEndpoint<T extends z.ZodType<{ site: string; sessionToken: string }>>(
  path: string,
  method: 'post' | 'patch',
  schema: T,
  handle: (input: z.infer<T>, session: LiveSession, site: { id: number; name: string }, req: PayloadRequest) => Promise<Response>,
): Endpoint {
  return storefrontEndpoint(path, method, schema, async (input, site, req) => {
    const session = await liveSession(req.payload.db.drizzle, site.id, input.sessionToken)
    if (!session) return Response.json(NO_SESSION, { status: 401 })
    return handle(input, session, site, req)
  })
}

/**
 * POST /api/customers/send-code: texts a new code unless the phone had one in the last 60 s or the site has used its
 * month's allowance (429). The same 202 whether or not the phone is a customer's: nothing here looks customers up.
 */
const sendCode = storefrontEndpoint('/send-code', 'post', sendCodeSchema, async ({ site: slug, phone, dealershipSlug }, site, req) => {
  const code = generateCode()
  const reservation = await reserveSend(req.payload.db.drizzle, {
    tenant: site.id,
    site: slug,
    phone,
    dealershipSlug,
    hash: codeHash(codeHashKey(req.payload.secret), site.id, phone, code),
  })
  if (!reservation.ok)
    return reservation.refusal === 'too-soon'
      ? refusal(
          {
            code: 'too-soon',
            message: 'A code was sent to this number less than a minute ago. Please wait a minute before asking for another.',
            retryAfterSeconds: reservation.retryAfterSeconds,
          },
          429,
        )
      : refusal({ code: 'allowance-exhausted', message: 'This website cannot send more sign-in codes this month. Please contact the dealership.' }, 429)
  try {
    await smsSender().send(phone, codeMessage(site.name, code))
  } catch (error) {
    await releaseSend(req.payload.db.drizzle, reservation.reserved)
    // The provider's detail (or our own failure) is for the log; the phone isn't.
    console.warn(`sign-in code for site ${slug} not sent: ${error instanceof SmsError ? error.detail : error instanceof Error ? error.message : error}`)
    return refusal({ code: 'sms-failed', message: 'The text message could not be sent.' }, 502)
  }
  return Response.json({}, { status: 202 })
})

/** POST /api/customers/send-refused: a send the storefront refused at the phone's or the network's limit, counted for staff. */
const sendRefused = storefrontEndpoint('/send-refused', 'post', sendRefusedSchema, async ({ reason }, site, req) => {
  await recordSmsRefusal(req.payload.db.drizzle, site.id, reason)
  return new Response(null, { status: 204 })
})

/** POST /api/customers/verify-code: a right, live code signs the phone's customer in (made on their first sign-in) with a new session. */
const verifyCode = storefrontEndpoint(
  '/verify-code',
  'post',
  verifyCodeSchema,
  async ({ site: slug, phone, code, dealershipSlug, previousToken }, site, req) => {
    const signedIn = await checkCodeAndSignIn(req.payload.db.drizzle, {
      tenant: site.id,
      site: slug,
      phone,
      dealershipSlug,
      given: codeHash(codeHashKey(req.payload.secret), site.id, phone, code),
      previousToken,
    })
    if (!signedIn) return refusal(INVALID_CODE, 400)
    return Response.json({ customer: signedIn.customer, sessionToken: signedIn.sessionToken, expiresAt: signedIn.expiresAt.toISOString() } satisfies SignedIn)
  },
)

/** POST /api/customers/session: who the token signs in, its end slid to 30 days from now. */
const session = sessionEndpoint('/session', 'post', sessionSchema, async (_input, live, _site, req) => {
  const expiresAt = await extendSession(req.payload.db.drizzle, live)
  return Response.json({ customer: live.customer, expiresAt: expiresAt.toISOString() } satisfies SessionAnswer)
})

/** POST /api/customers/sign-out: ends the session, live or not. */
const signOut = storefrontEndpoint('/sign-out', 'post', signOutSchema, async ({ sessionToken }, site, req) => {
  await endSession(req.payload.db.drizzle, site.id, sessionToken)
  return new Response(null, { status: 204 })
})

/** POST /api/customers/contact-exists: whether the phone is a customer of the site (the storefront's server only: it would enumerate them). */
const contactExists = storefrontEndpoint('/contact-exists', 'post', contactExistsSchema, async ({ phone }, site, req) =>
  Response.json({ exists: await customerExists(req.payload.db.drizzle, site.id, phone) } satisfies ContactExistsAnswer),
)

/** PATCH /api/customers/me: the signed-in customer's own details. */
const updateMe = sessionEndpoint('/me', 'patch', updateContactSchema, async ({ details }, live, site, req) =>
  Response.json(await updateContact(req.payload.db.drizzle, site.id, live.customer.id, details)),
)

/** POST /api/customers/watchlist: the signed-in customer's saved cars, newest first. */
const listWatchlist = sessionEndpoint('/watchlist', 'post', watchlistSchema, async (_input, live, site, req) =>
  Response.json({ cars: await watchlist(req.payload.db.drizzle, site.id, live.customer.id) } satisfies WatchlistAnswer),
)

const saveToWatchlist = sessionEndpoint('/watchlist/save', 'post', saveCarSchema, async ({ car, priceAlerts }, live, site, req) => {
  await saveCar(req.payload.db.drizzle, site.id, live.customer.id, car, priceAlerts)
  return Response.json({ success: true } satisfies WatchlistChangeAnswer)
})

const removeFromWatchlist = sessionEndpoint('/watchlist/remove', 'post', removeCarSchema, async ({ carId }, live, site, req) => {
  await removeCar(req.payload.db.drizzle, site.id, live.customer.id, carId)
  return Response.json({ success: true } satisfies WatchlistChangeAnswer)
})

/** POST /api/customers/leads: the leads the signed-in customer sent while signed in, newest first (the latest 100). */
const customerLeads = sessionEndpoint('/leads', 'post', customerLeadsSchema, async (_input, live, site, req) => {
  const found = await req.payload.find({
    collection: 'leads',
    where: { and: [{ tenant: { equals: site.id } }, { customer: { equals: live.customer.id } }] },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    select: { createdAt: true, category: true, subcategory: true, car: { name: true, slug: true }, bookingDate: true },
    overrideAccess: true,
    req,
  })
  const leads: CustomerLeadsAnswer['leads'] = found.docs.map((lead) => ({
    id: lead.id,
    createdAt: new Date(lead.createdAt).toISOString(),
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    carName: lead.car?.name ?? null,
    carSlug: lead.car?.slug ?? null,
    bookingDate: lead.bookingDate ? new Date(lead.bookingDate).toISOString() : null,
  }))
  return Response.json({ leads } satisfies CustomerLeadsAnswer)
})

export const customerAccountEndpoints: Endpoint[] = [
  sendCode,
  sendRefused,
  verifyCode,
  session,
  signOut,
  contactExists,
  updateMe,
  listWatchlist,
  saveToWatchlist,
  removeFromWatchlist,
  customerLeads,
]
