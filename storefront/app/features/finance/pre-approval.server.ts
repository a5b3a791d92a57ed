import { SIGN_IN_LIMITS } from '@dealer/cms-contract/customer-accounts'
import { isStepRefusal, type StepRefusal } from '../../ui/forms/step-form'
import type { ClaimApplicationAnswer, ClaimApplicationRequest, FinishApplicationRequest, LenderPageAnswer } from '@dealer/cms-contract/finance-applications'
import type { RouterContextProvider } from 'react-router'
import { getSiteSettings } from '../../server/cms.server'
import { storefrontCall } from '../../server/cms-storefront.server'
import { consumeRateLimit, type RateLimit } from '../../server/rate-limit.server'
import { isRefusal, readJsonWrite, refuseUnread } from '../../server/request-guard.server'
import type { Tenant } from '../../server/tenant'
import { clientAddressContext } from '../../server/client-address'
import { cookieToken, currentSession, signedInCookie } from '../account/session.server'
import type { SignInDetails } from '../account/contact-details'
import { checkCodeWithinLimits, keepSignInDetails, sendCodeWithinLimits } from '../account/sign-in-codes.server'
import { readCode, readMobile } from '../account/sign-in-form'
import { recordServerEvent, signInUserData } from '../analytics/events.server'
import { BrokerFailure, createCustomerFailureAnswer, quoteFailureAnswer, withinTime } from './broker/broker'
import { brokerFor } from './broker/brokers.server'
import {
  FINANCE_PATHS,
  FINANCE_TEXTS,
  type CreateCustomerResult,
  type FinanceError,
  type QuoteRequest,
  type QuoteResult,
  type SendCodeRequest,
  type SendCodeResult,
  type VerifyCodeRequest,
  type VerifyCodeResult,
} from './finance-api'
import { createCustomerSchema, issuesByField, quoteRequestSchema } from './finance-requests'

/**
 * The finance pre-approval's endpoints (finance-api.ts): the quote, the code sent and checked (the accounts' own
 * service, limits and texts), and the broker's customer. Every POST passes the request guard (this site's pages only,
 * JSON, a body limit) and a zod schema; bad input is a 400 naming the field, a broker's failure a 502 or 504 with the
 * spec's text (broker/broker.ts).
 */

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
const failed = (status: number, error: string, errors?: Record<string, string>, headers?: Record<string, string>) =>
  json({ error, ...(errors ? { errors } : {}) } satisfies FinanceError, status, headers)

/** A finance request is a few hundred bytes; create-customer carries the lead too. */
const MAX_QUOTE_BYTES = 4 * 1024
const MAX_CODE_BYTES = 1024
const MAX_CUSTOMER_BYTES = 32 * 1024

/**
 * Per site and address. A quote is asked 500 ms after the shopper stops typing, so a few dozen in ten minutes is a
 * shopper; an HTTP broker may charge for each, so no more. An application is made once (a retry or a double click
 * replays it), so a handful an hour is plenty.
 */
const QUOTES: RateLimit = { name: 'finance-quote', points: 60, durationSeconds: 600 }
const APPLICATIONS: RateLimit = { name: 'finance-apply', points: 10, durationSeconds: 3600 }

/** The body, or the refusal as a FinanceError answer (403 cross-site, 413, 415, 400 unreadable). */
async function readBody(request: Request, maxBytes: number): Promise<{ body: unknown } | Response> {
  if (request.method !== 'POST') return refuseUnread(request, failed(405, 'POST the request as JSON.'))
  const read = await readJsonWrite(request, maxBytes)
  if (isRefusal(read)) return failed(read.status, read.status === 400 ? 'The request is not valid JSON.' : read.message)
  return read
}

const refusal = (status: number, error: string, errors?: Record<string, string>, headers?: Record<string, string>): StepRefusal => ({
  status,
  error,
  ...(errors ? { errors } : {}),
  ...(headers ? { headers } : {}),
})
const answerRefusal = ({ status, error, errors, headers }: StepRefusal) => failed(status, error, errors, headers)

async function allowed(limit: RateLimit, tenant: Tenant, clientAddress: string): Promise<StepRefusal | null> {
  const decision = await consumeRateLimit(limit, `${tenant.id}:${clientAddress}`)
  if (decision.allowed) return null
  return refusal(429, FINANCE_TEXTS.tooManyAttempts, undefined, { 'retry-after': String(decision.retryAfterSeconds) })
}

/** The broker's quote for `asked` (QuoteRequest), or why not (400 bad input, 429, 502 the broker's error, 504 no answer). */
export async function quoteFor(tenant: Tenant, asked: unknown, clientAddress: string): Promise<QuoteResult | StepRefusal> {
  const parsed = quoteRequestSchema.safeParse(asked)
  if (!parsed.success) return refusal(400, 'The quote request is not valid.', issuesByField(parsed.error.issues))
  const limited = await allowed(QUOTES, tenant, clientAddress)
  if (limited) return limited
  return askBroker(tenant, parsed.data)
}

/**
 * The site's broker's quote for a checked request, or why not (502 the broker's error or no broker, 504 no answer).
 * The lead's quoted figures come from here too (finance-lead.server.ts): never from the browser.
 */
export async function askBroker(tenant: Tenant, request: QuoteRequest): Promise<QuoteResult | StepRefusal> {
  const site = await brokerFor(tenant)
  if ('problem' in site) {
    console.error(`finance quote: ${site.problem}`)
    return refusal(502, FINANCE_TEXTS.quoteFailed)
  }
  try {
    return await withinTime(site.timeoutMs, (signal) => site.broker.quote(request, signal))
  } catch (error) {
    if (!(error instanceof BrokerFailure)) throw error
    console.warn(`finance quote (${tenant.slug}, ${site.name}): ${error.message}`)
    const { status, error: text } = quoteFailureAnswer(error)
    return refusal(status, text)
  }
}

/** POST /api/youx/quote → 200 QuoteResult, or { error }. */
export async function quoteResponse(tenant: Tenant, request: Request, clientAddress: string): Promise<Response> {
  const read = await readBody(request, MAX_QUOTE_BYTES)
  if (read instanceof Response) return read
  const outcome = await quoteFor(tenant, read.body, clientAddress)
  return isStepRefusal(outcome) ? answerRefusal(outcome) : json(outcome satisfies QuoteResult)
}

/**
 * A sign-in code texted to `phone`, within the same limits as /sign-in (sendCodeWithinLimits), recorded as event 36: how long until another may be asked for, or why not.
 */
export async function sendCode(tenant: Tenant, phone: unknown, clientAddress: string, given: SignInDetails = {}): Promise<SendCodeResult | StepRefusal> {
  const mobile = readMobile(phone)
  if ('problem' in mobile) return refusal(400, mobile.problem, { phone: mobile.problem })
  let sent: Awaited<ReturnType<typeof sendCodeWithinLimits>>
  try {
    sent = await sendCodeWithinLimits(tenant, mobile.mobile, clientAddress)
  } catch (error) {
    console.error(`finance send-code: ${error instanceof Error ? error.message : error}`)
    return refusal(503, FINANCE_TEXTS.unknownError)
  }
  if ('limited' in sent) return refusal(429, FINANCE_TEXTS.tooManyAttempts)
  if ('sent' in sent) {
    await recordServerEvent(tenant, 'sign-in-code-sent', { path: FINANCE_PATHS.sendCode, userData: signInUserData(tenant, given) })
    return { resendInSeconds: SIGN_IN_LIMITS.secondsBetweenSends }
  }
  // A code went to this number under a minute ago (a second tab, a quick resend): it is still good.
  if ('tooSoon' in sent) return { resendInSeconds: sent.retryAfterSeconds }
  return refusal(sent.status, sent.refused.code === 'invalid-code' ? FINANCE_TEXTS.unknownError : sent.refused.message?.trim() || FINANCE_TEXTS.unknownError)
}

/** POST /api/finance/send-code { phone } → 200 { resendInSeconds }, or { error }. */
export async function sendCodeResponse(tenant: Tenant, request: Request, clientAddress: string): Promise<Response> {
  const read = await readBody(request, MAX_CODE_BYTES)
  if (read instanceof Response) return read
  const body = read.body as Partial<Record<keyof SendCodeRequest, unknown>> | null
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 254) : undefined)
  const given = { firstName: text(body?.firstName), lastName: text(body?.lastName), email: text(body?.email) }
  const outcome = await sendCode(tenant, body?.phone, clientAddress, given)
  return isStepRefusal(outcome) ? answerRefusal(outcome) : json(outcome satisfies SendCodeResult)
}

/**
 * The code checked: right, the shopper is signed in (the session cookie to set, exactly as /sign-in sets it; the
 * previous session ended), recorded as event 37, and the first name, last name and email the form asked for saved on
 * their customer (spec 001 §7; never a blank over one they have). A wrong code is 400, too many checks 429.
 */
export async function verifyCode(
  tenant: Tenant,
  asked: Partial<Record<keyof VerifyCodeRequest, unknown>>,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ cookie: string } | StepRefusal> {
  const mobile = readMobile(asked.phone)
  if ('problem' in mobile) return refusal(400, mobile.problem, { phone: mobile.problem })
  const code = readCode(asked.code)
  if ('problem' in code) return refusal(400, code.problem, { code: code.problem })
  let verified: Awaited<ReturnType<typeof checkCodeWithinLimits>>
  try {
    verified = await checkCodeWithinLimits(tenant, mobile.mobile, code.code, cookieToken(context), context.get(clientAddressContext))
  } catch (error) {
    console.error(`finance verify-code: ${error instanceof Error ? error.message : error}`)
    return refusal(503, FINANCE_TEXTS.unknownError)
  }
  if ('limited' in verified) return refusal(429, FINANCE_TEXTS.tooManyAttempts, { code: FINANCE_TEXTS.tooManyAttempts })
  if ('refused' in verified) {
    const text = verified.status === 429 ? FINANCE_TEXTS.tooManyAttempts : FINANCE_TEXTS.invalidCode
    return refusal(verified.status === 429 ? 429 : 400, text, { code: text })
  }
  await recordServerEvent(tenant, 'phone-verified', { path: FINANCE_PATHS.verifyCode })
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  await keepSignInDetails(tenant, verified, { firstName: text(asked.firstName), lastName: text(asked.lastName), email: text(asked.email) })
  return { cookie: signedInCookie(request, verified) }
}

/** POST /api/finance/verify-code { phone, code } → 200 { verified: true } with the shopper's session cookie, or { error }. */
export async function verifyCodeResponse(tenant: Tenant, request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const read = await readBody(request, MAX_CODE_BYTES)
  if (read instanceof Response) return read
  const outcome = await verifyCode(tenant, (read.body ?? {}) as Partial<Record<keyof VerifyCodeRequest, unknown>>, request, context)
  if (isStepRefusal(outcome)) return answerRefusal(outcome)
  return Response.json({ verified: true } satisfies VerifyCodeResult, { status: 200, headers: { 'set-cookie': outcome.cookie, 'cache-control': 'no-store' } })
}

async function claim(body: ClaimApplicationRequest): Promise<ClaimApplicationAnswer> {
  const response = await storefrontCall('/api/finance-applications/claim', { method: 'POST', body: JSON.stringify(body) })
  if (response.status === 200 || response.status === 201) return (await response.json()) as ClaimApplicationAnswer
  throw new Error(`the CMS answered the application's claim with ${response.status}: ${(await response.text()).slice(0, 300)}`)
}

async function finish(body: FinishApplicationRequest): Promise<void> {
  const response = await storefrontCall('/api/finance-applications/finish', { method: 'POST', body: JSON.stringify(body) })
  await response.body?.cancel()
  if (!response.ok && response.status !== 409) throw new Error(`the CMS answered the application's outcome with ${response.status}`)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** How often a request that found its key claimed asks again for the holder's outcome. */
const WAIT_POLL_MS = 250

/**
 * The broker's customer for an application (spec 001 §7): where the lender's page is, or why not: 403 without the verified mobile's session
 * (FINANCE_TEXTS.verifyFirst), 400 bad input, 429, 502/504 the broker's failure (spec 001 §8's texts).
 *
 * Idempotent by `idempotencyKey` across storefront instances: the application is claimed in the CMS with an insert
 * (unique per site and key) before the broker is called. A second request with the key waits for the first's outcome
 * and answers the same, so the broker sees one customer however often the shopper clicks.
 */
export async function createCustomer(
  tenant: Tenant,
  asked: unknown,
  context: Readonly<RouterContextProvider>,
  clientAddress: string,
): Promise<CreateCustomerResult | StepRefusal> {
  const settings = await getSiteSettings(tenant)
  const parsed = createCustomerSchema(settings?.finance?.postcodeRequired ?? true).safeParse(asked)
  if (!parsed.success) return refusal(400, 'Please check your details.', issuesByField(parsed.error.issues))
  const { idempotencyKey, data, additionalData } = parsed.data

  // The broker gets only a mobile its owner just proved they hold: the session's phone must be the application's.
  const session = await currentSession(context).catch(() => null)
  if (!session || session.customer.phone !== data.phoneNumber) return refusal(403, FINANCE_TEXTS.verifyFirst)

  const limited = await allowed(APPLICATIONS, tenant, clientAddress)
  if (limited) return limited
  const site = await brokerFor(tenant)
  if ('problem' in site) {
    console.error(`finance create-customer: ${site.problem}`)
    return refusal(502, FINANCE_TEXTS.createCustomerRefused)
  }

  const claimRequest: ClaimApplicationRequest = {
    site: tenant.slug,
    idempotencyKey,
    leadKey: additionalData?.idempotencyKey ?? null,
    customerId: session.customer.id,
    broker: site.name,
    application: {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phone: data.phoneNumber,
      postcode: data.postCode,
      subscribe: data.subscribe,
      purchasePrice: data.purchasePrice,
      loanTerm: data.loanTerm,
      selfAssessedCreditScore: data.selfAssessedCreditScore,
      year: data.year,
      vin: data.vin,
      nvic: data.nvic,
    },
  }
  // Wait for another request's outcome no longer than that request waits for the broker (and a little more).
  const waitUntil = Date.now() + site.timeoutMs + 5_000
  let claimed: Extract<ClaimApplicationAnswer, { state: 'claimed' }> | null = null
  try {
    for (;;) {
      const answer = await claim(claimRequest)
      if (answer.state === 'claimed') {
        claimed = answer
        break
      }
      if (answer.state === 'done') return outcomeOf(answer.outcome)
      if (Date.now() > waitUntil) return refusal(504, FINANCE_TEXTS.createCustomerFailed)
      await sleep(WAIT_POLL_MS)
    }
  } catch (error) {
    console.error(`finance create-customer: ${error instanceof Error ? error.message : error}`)
    return refusal(503, FINANCE_TEXTS.createCustomerFailed)
  }

  let outcome: FinishApplicationRequest['outcome']
  try {
    const { redirectUrl } = await withinTime(site.timeoutMs, (signal) =>
      site.broker.createCustomer(
        {
          selfAssessedCreditScore: data.selfAssessedCreditScore,
          purchasePrice: data.purchasePrice,
          loanTerm: data.loanTerm,
          year: data.year,
          vin: data.vin,
          nvic: data.nvic,
          phoneNumber: data.phoneNumber,
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          subscribe: data.subscribe,
          postCode: data.postCode,
          reference: claimed.reference,
        },
        signal,
      ),
    )
    if (!redirectUrl) throw new BrokerFailure('no-redirect')
    outcome = { redirectUrl }
  } catch (error) {
    if (!(error instanceof BrokerFailure)) throw error
    console.warn(`finance create-customer (${tenant.slug}, ${site.name}): ${error.message}`)
    outcome = createCustomerFailureAnswer(error)
  }
  try {
    await finish({ site: tenant.slug, id: claimed.id, outcome })
  } catch (error) {
    // The shopper still gets the broker's answer; a waiting double submit times out, and a later one asks again.
    console.error(`finance create-customer: ${error instanceof Error ? error.message : error}`)
  }
  return outcomeOf(outcome)
}

function outcomeOf(outcome: FinishApplicationRequest['outcome']): CreateCustomerResult | StepRefusal {
  return 'redirectUrl' in outcome ? { redirectUrl: outcome.redirectUrl } : refusal(outcome.status, outcome.error)
}

/** POST /api/youx/create-customer → 201 { redirectUrl }, or { error }. */
export async function createCustomerResponse(
  tenant: Tenant,
  request: Request,
  context: Readonly<RouterContextProvider>,
  clientAddress: string,
): Promise<Response> {
  const read = await readBody(request, MAX_CUSTOMER_BYTES)
  if (read instanceof Response) return read
  const outcome = await createCustomer(tenant, read.body, context, clientAddress)
  return isStepRefusal(outcome) ? answerRefusal(outcome) : json(outcome satisfies CreateCustomerResult, 201)
}

/** The simulator's lender page's data: the application its random reference names on this site, or null. */
export async function loadLenderPage(tenant: Tenant, request: Request): Promise<LenderPageAnswer | null> {
  const reference = new URL(request.url).searchParams.get('application') ?? ''
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(reference)) return null
  const query = new URLSearchParams({ site: tenant.slug, reference })
  const response = await storefrontCall(`/api/finance-applications/lender?${query}`, { method: 'GET' })
  if (response.status === 404) {
    await response.body?.cancel()
    return null
  }
  if (!response.ok) throw new Error(`the CMS answered the lender page with ${response.status}`)
  return (await response.json()) as LenderPageAnswer
}
