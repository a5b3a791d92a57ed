import { createHash, timingSafeEqual } from 'node:crypto'
import { SIGN_IN_LIMITS } from '@dealer/cms-contract/customer-accounts'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { consumeRateLimit, type RateLimit } from '../../server/rate-limit.server'
import { crossSiteRefusal, isRefusal, readBodyWithin, readJsonWrite, refuseUnread } from '../../server/request-guard.server'
import type { Tenant } from '../../server/tenant'
import { recordServerEvent, signInUserData } from '../analytics/events.server'
import { contactExists, endSession } from './customer-accounts.server'
import { checkCodeWithinLimits, maySend, sendCodeWithinLimits } from './sign-in-codes.server'
import { refererPath, sameSitePath } from './same-site-path'
import { cookieToken, currentSession, signedInCookie, signedOutCookie } from './session.server'
import { INVALID_CODE, readCode, readMobile, TOO_MANY_ATTEMPTS, UNKNOWN_ERROR, type SignInActionData } from './sign-in-form'
import { isSignInType, signInGate, type SignInType } from './sign-in-gate'
import { signInFlags } from './gate.server'
import { getSiteSettings } from '../../server/cms.server'

/** POST /api/rate-limit only reads the counts, but it is a probe of them: a shopper asks once per send. */
const CHECKS_PER_ADDRESS: RateLimit = { name: 'sign-in-check', points: 30, durationSeconds: 60 }

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * POST /api/rate-limit { phone } → { ok }: whether a code may be sent now (spec 001 §7). The form asks first and, when
 * not ok, says TOO_MANY_ATTEMPTS and sends nothing. It reads only the counters, never whether the phone has an
 * account, so a known and an unknown phone get the same answer in the same time.
 */
export async function checkSendAllowance(tenant: Tenant, request: Request, clientAddress: string): Promise<Response> {
  if (request.method !== 'POST') return refuseUnread(request, json({ ok: false, error: 'POST the phone as JSON.' }, 405))
  const probe = await consumeRateLimit(CHECKS_PER_ADDRESS, clientAddress)
  if (!probe.allowed) return refuseUnread(request, json({ ok: false, error: TOO_MANY_ATTEMPTS }, 429))
  const read = await readJsonWrite(request, 1024)
  if (isRefusal(read)) return json({ ok: false, error: read.message }, read.status)
  const mobile = readMobile((read.body as { phone?: unknown } | null)?.phone)
  if ('problem' in mobile) return json({ ok: false, error: mobile.problem }, 400)
  return json({ ok: await maySend(tenant, mobile.mobile, clientAddress) })
}

/**
 * GET /api/check-if-contact-exists?phone_number= → { data: { exists }, error } (spec 001 §7), for the storefront's own
 * server credential only (Authorization: Bearer STOREFRONT_API_SECRET): open to browsers it would tell anyone which
 * phones have accounts.
 */
export async function contactExistsResponse(tenant: Tenant, request: Request, serverSecret: string): Promise<Response> {
  const presented = request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1] ?? ''
  if (!serverSecret || !sameSecret(presented, serverSecret)) {
    return json({ data: null, error: 'This address answers only the storefront’s own server.' }, 401)
  }
  const mobile = readMobile(new URL(request.url).searchParams.get('phone_number'))
  if ('problem' in mobile) return json({ data: null, error: mobile.problem }, 400)
  return json({ data: { exists: await contactExists(tenant, mobile.mobile) }, error: null })
}

/** Compares two secrets in time that doesn't depend on where they differ (their hashes, so lengths don't leak either). */
function sameSecret(presented: string, expected: string): boolean {
  const hash = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(hash(presented), hash(expected))
}

/** The sign-in page's own query: what the shopper signs in for, where they go after, and where "back" leads. */
export interface SignInPageData {
  type: SignInType | null
  redirect: string
  back: string
}

/** GET /sign-in: the page, or straight on to `redirect` when the shopper is signed in already. */
export async function loadSignInPage(request: Request, context: Readonly<RouterContextProvider>): Promise<SignInPageData> {
  const query = new URL(request.url).searchParams
  const page: SignInPageData = {
    type: isSignInType(query.get('type')) ? (query.get('type') as SignInType) : null,
    redirect: sameSitePath(query.get('redirect')),
    back: sameSitePath(query.get('back')),
  }
  if (await currentSession(context).catch(() => null)) throw redirect(page.redirect)
  return page
}

/** A sign-in form is a phone number and a code. */
const MAX_FORM_BYTES = 2048

/** The posted form's fields: URL-encoded, as a <form> (with or without JavaScript) sends them. */
async function readForm(request: Request): Promise<URLSearchParams | { status: number; message: string }> {
  const refusal = crossSiteRefusal(request)
  if (refusal) return refuseUnread(request, refusal)
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return refuseUnread(request, { status: 415, message: UNKNOWN_ERROR })
  const bytes = await readBodyWithin(request, MAX_FORM_BYTES)
  if (isRefusal(bytes)) return bytes
  return new URLSearchParams(new TextDecoder().decode(bytes))
}

/**
 * POST /sign-in: `intent=send` (or `resend`) sends a code to the phone, counted against the send limits first;
 * `intent=verify` checks the code and, when right, starts a new session (the old one, if any, ended: rotation) and
 * redirects to `redirect` with the cookie. Refusals answer the page's data with a 4xx (a 5xx only when the CMS or the
 * SMS provider failed).
 */
export async function signInAction(
  tenant: Tenant,
  request: Request,
  context: Readonly<RouterContextProvider>,
  clientAddress: string,
): Promise<ReturnType<typeof data<SignInActionData>> | Response> {
  const answer = (body: SignInActionData, status = 200) => data(body, { status, headers: { 'cache-control': 'no-store' } })
  const form = await readForm(request)
  if (isRefusal(form)) return answer({ state: 'default', phone: '', error: form.status === 403 ? form.message : UNKNOWN_ERROR }, form.status)
  const intent = form.get('intent')
  const mobile = readMobile(form.get('phone'))

  if (intent === 'verify') {
    if ('problem' in mobile) return answer({ state: 'default', phone: '', phoneError: mobile.problem }, 400)
    const code = readCode(form.get('code'))
    if ('problem' in code) return answer({ state: 'verificationSent', phone: mobile.mobile, codeError: code.problem }, 400)
    let verified: Awaited<ReturnType<typeof checkCodeWithinLimits>>
    try {
      verified = await checkCodeWithinLimits(tenant, mobile.mobile, code.code, cookieToken(context), clientAddress)
    } catch (error) {
      console.error(`sign-in: verify failed: ${error instanceof Error ? error.message : error}`)
      return answer({ state: 'verificationSent', phone: mobile.mobile, error: UNKNOWN_ERROR }, 503)
    }
    if ('limited' in verified) return answer({ state: 'verificationSent', phone: mobile.mobile, codeError: TOO_MANY_ATTEMPTS }, 429)
    if ('refused' in verified) {
      const tooMany = verified.status === 429
      return answer({ state: 'verificationSent', phone: mobile.mobile, codeError: tooMany ? TOO_MANY_ATTEMPTS : INVALID_CODE }, verified.status)
    }
    await recordServerEvent(tenant, 'phone-verified', { path: '/sign-in' })
    const to = sameSitePath(new URL(request.url).searchParams.get('redirect'))
    return redirect(to, { status: 303, headers: { 'set-cookie': signedInCookie(request, verified), 'cache-control': 'no-store' } })
  }

  if (intent !== 'send' && intent !== 'resend') return answer({ state: 'default', phone: '', error: UNKNOWN_ERROR }, 400)
  if ('problem' in mobile) return answer({ state: 'default', phone: '', phoneError: mobile.problem }, 400)
  const failedState = intent === 'resend' ? 'verificationSent' : 'default'
  let sent: Awaited<ReturnType<typeof sendCodeWithinLimits>>
  try {
    sent = await sendCodeWithinLimits(tenant, mobile.mobile, clientAddress)
  } catch (error) {
    // A timeout (15 s) or a CMS that didn't answer: the shopper may try again.
    console.error(`sign-in: send failed: ${error instanceof Error ? error.message : error}`)
    return answer({ state: failedState, phone: mobile.mobile, error: UNKNOWN_ERROR }, 503)
  }
  if ('limited' in sent) return answer({ state: failedState, phone: mobile.mobile, error: TOO_MANY_ATTEMPTS }, 429)
  if ('sent' in sent) {
    await recordServerEvent(tenant, 'sign-in-code-sent', { path: '/sign-in', userData: signInUserData(tenant) })
    return answer({ state: 'verificationSent', phone: mobile.mobile, resendInSeconds: SIGN_IN_LIMITS.secondsBetweenSends })
  }
  if ('tooSoon' in sent) {
    return answer({ state: 'verificationSent', phone: mobile.mobile, resendInSeconds: sent.retryAfterSeconds, notice: 'We sent a code a moment ago to' }, 200)
  }
  const message = sent.refused.message?.trim() || UNKNOWN_ERROR
  return answer({ state: failedState, phone: mobile.mobile, error: sent.refused.code === 'invalid-code' ? UNKNOWN_ERROR : message }, sent.status)
}

/**
 * POST /sign-out: the session ends on the CMS, the cookie goes, and the shopper returns to the page they were on (the
 * home page when that page needs a signed-in shopper), which then shows them signed out.
 */
export async function signOut(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const refusal = crossSiteRefusal(request)
  if (refusal) return refuseUnread(request, Response.json({ error: refusal.message }, { status: refusal.status }))
  await refuseUnread(request, null)
  const token = cookieToken(context)
  if (token) await endSession(tenant, token)
  const from = refererPath(request.headers.get('referer'), request.url)
  const fromUrl = new URL(from, request.url)
  const gated = signInGate(fromUrl.pathname, fromUrl.searchParams, signInFlags(await getSiteSettings(tenant)))
  return redirect(gated ? '/' : from, { status: 303, headers: { 'set-cookie': signedOutCookie(request), 'cache-control': 'no-store' } })
}
