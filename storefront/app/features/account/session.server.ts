import type { CustomerView, SignedIn } from '@dealer/cms-contract/customer-accounts'
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { requireTenant } from '../../server/tenant.server'
import { readSession } from './customer-accounts.server'
import { clearedSessionCookie, SESSION_COOKIE, secondsUntil, secureCookieFor, sessionCookie, sessionTokenFrom } from './session-cookie'

/** A signed-in shopper as this request knows them: the cookie's token and what the CMS says of its customer. */
export interface ShopperSession {
  token: string
  customer: CustomerView
  expiresAt: string
}

/** This request's session: the cookie's token, and the CMS's answer for it, asked at most once (on first use). */
interface SessionState {
  token: string | null
  lookup: Promise<ShopperSession | null> | null
}

const sessionContext = createContext<SessionState>()

const production = process.env.NODE_ENV === 'production'

/**
 * The root route's middleware: the shopper's session is read from the CMS at most once per request, and only when a
 * loader or action asks (a search query never does). On the way out it renews the cookie of a live session (its
 * sliding 30 days), removes one the CMS no longer knows, and keeps a signed-in page out of shared caches. An action
 * that set or cleared the cookie itself (sign-in, sign-out) has the last word.
 */
export const shopperSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const state: SessionState = { token: sessionTokenFrom(request.headers.get('cookie')), lookup: null }
  context.set(sessionContext, state)
  const response = await next()
  if (!state.lookup || setsSessionCookie(response)) return response
  const session = await state.lookup.catch(() => undefined)
  if (session === undefined) return response // the CMS didn't answer: keep the cookie as it is
  const secure = secureCookieFor(request.url, production)
  if (session) {
    return withHeaders(response, [
      ['set-cookie', sessionCookie(session.token, { maxAgeSeconds: secondsUntil(session.expiresAt), secure })],
      ['cache-control', 'private, no-store'],
    ])
  }
  return state.token ? withHeaders(response, [['set-cookie', clearedSessionCookie({ secure })]]) : response
}

function setsSessionCookie(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
}

/** The response with these headers added (a redirect's headers are immutable: it is copied then). */
function withHeaders(response: Response, headers: Array<[string, string]>): Response {
  let target = response
  try {
    for (const [name, value] of headers) target.headers[name === 'set-cookie' ? 'append' : 'set'](name, value)
    return target
  } catch {
    target = new Response(response.body, response)
    for (const [name, value] of headers) target.headers[name === 'set-cookie' ? 'append' : 'set'](name, value)
    return target
  }
}

function stateOf(context: Readonly<RouterContextProvider>): SessionState {
  return context.get(sessionContext)
}

/**
 * The signed-in shopper of this request, or null (no cookie, or a session that ended or belongs to another site). The
 * CMS is asked once per request, whoever asks first. Throws when the CMS can't answer: a gated page then fails rather
 * than sending a signed-in shopper to sign in again.
 */
export function currentSession(context: Readonly<RouterContextProvider>): Promise<ShopperSession | null> {
  const state = stateOf(context)
  state.lookup ??= lookUp(context, state.token)
  return state.lookup
}

async function lookUp(context: Readonly<RouterContextProvider>, token: string | null): Promise<ShopperSession | null> {
  if (!token) return null
  const answer = await readSession(await requireTenant(context), token)
  return answer ? { token, customer: answer.customer, expiresAt: answer.expiresAt } : null
}

/** For the layout: the shopper, or null when signed out or the CMS can't say just now (the header then offers sign-in). */
export async function signedInShopper(context: Readonly<RouterContextProvider>): Promise<ShopperSession | null> {
  try {
    return await currentSession(context)
  } catch (error) {
    console.error(`shopper session: ${error instanceof Error ? error.message : error}`)
    return null
  }
}

/** The token in the shopper's cookie, live or not (sign-in ends it as the previous session; sign-out ends it). */
export function cookieToken(context: Readonly<RouterContextProvider>): string | null {
  return stateOf(context).token
}

/** The Set-Cookie header of a new session (at sign-in). */
export function signedInCookie(request: Request, signedIn: SignedIn): string {
  return sessionCookie(signedIn.sessionToken, {
    maxAgeSeconds: secondsUntil(signedIn.expiresAt),
    secure: secureCookieFor(request.url, production),
  })
}

/** The Set-Cookie header that removes the session cookie (at sign-out). */
export function signedOutCookie(request: Request): string {
  return clearedSessionCookie({ secure: secureCookieFor(request.url, production) })
}
