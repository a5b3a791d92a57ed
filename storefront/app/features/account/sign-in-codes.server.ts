import { SIGN_IN_LIMITS, type SignedIn } from '@dealer/cms-contract/customer-accounts'
import { consumeRateLimit, peekRateLimit, refundRateLimit, type RateDecision, type RateLimit } from '../../server/rate-limit.server'
import type { Tenant } from '../../server/tenant'
import { detailsAfterSignIn, type SignInDetails } from './contact-details'
import { reportSendRefused, sendSignInCode, updateContactDetails, verifySignInCode, type Refused } from './customer-accounts.server'

/**
 * Sending and checking sign-in codes within their limits: every way a code is sent or checked (the /sign-in page, the
 * finance pre-approval's steps) comes through here, so they share the counts. A send counts only when a text goes: a
 * resend within the CMS's 60 s ("too soon": the last code is still good), or one the CMS could not make, is given back.
 *
 * Spec 001 §5's 5 sends per phone and 10 per network an hour are counted for the phone and the network themselves, not
 * per site: they protect the phone's owner and the platform's SMS bill whichever site a sender uses. Issue 44 adds a
 * day's cap per network and site in front of the site's monthly allowance, and limits on checking codes.
 */
const SENDS_PER_PHONE: RateLimit = { name: 'sign-in-phone', points: SIGN_IN_LIMITS.sendsPerPhonePerHour, durationSeconds: 3600 }
const SENDS_PER_NETWORK: RateLimit = { name: 'sign-in-address', points: SIGN_IN_LIMITS.sendsPerAddressPerHour, durationSeconds: 3600 }
const SENDS_PER_NETWORK_AND_SITE: RateLimit = { name: 'sign-in-site-network', points: SIGN_IN_LIMITS.sendsPerNetworkPerSitePerDay, durationSeconds: 86_400 }
const CHECKS_PER_NETWORK: RateLimit = { name: 'sign-in-checks-network', points: SIGN_IN_LIMITS.checksPerNetworkPerHour, durationSeconds: 3600 }
const CHECKS_PER_PHONE: RateLimit = { name: 'sign-in-checks-phone', points: SIGN_IN_LIMITS.checksPerPhonePerHour, durationSeconds: 3600 }

interface Counter {
  limit: RateLimit
  key: string
  /** What staff see the refusal counted as. */
  reason: 'phone-limit' | 'network-limit'
}

const sendCounters = (tenant: Tenant, phone: string, network: string): Counter[] => [
  { limit: SENDS_PER_PHONE, key: phone, reason: 'phone-limit' },
  { limit: SENDS_PER_NETWORK, key: network, reason: 'network-limit' },
  { limit: SENDS_PER_NETWORK_AND_SITE, key: `${tenant.id}:${network}`, reason: 'network-limit' },
]

/** Whether a code may be sent to `phone` from `network` now, counting nothing (POST /api/rate-limit asks first). */
export async function maySend(tenant: Tenant, phone: string, network: string): Promise<boolean> {
  const decisions = await Promise.all(sendCounters(tenant, phone, network).map(({ limit, key }) => peekRateLimit(limit, key)))
  return decisions.every((decision) => decision.allowed)
}

/**
 * Counts a send against every limit at once: the counters it used, or the first limit that refused it (what it counted
 * against the others is given back, so a refused send costs nothing).
 */
async function countSend(counters: Counter[]): Promise<{ counted: Counter[] } | { refusedAt: Counter }> {
  const decisions: RateDecision[] = await Promise.all(counters.map(({ limit, key }) => consumeRateLimit(limit, key)))
  const refusedAt = counters.find((_, index) => !decisions[index].allowed)
  if (!refusedAt) return { counted: counters }
  await giveBack(counters.filter((_, index) => decisions[index].allowed))
  return { refusedAt }
}

const giveBack = (counters: Counter[]) => Promise.all(counters.map(({ limit, key }) => refundRateLimit(limit, key)))

export type SendOutcome =
  | { sent: true }
  /** A code went to this phone under a minute ago (a reload, a second tab): it is still good. Nothing was counted. */
  | { tooSoon: true; retryAfterSeconds: number }
  /** A limit refused it: ours, or the site's monthly allowance (the shopper hears TOO_MANY_ATTEMPTS for both). */
  | { limited: true }
  /** The CMS's other answers (the SMS provider failed). */
  | Refused

/** Texts `phone` a code for the tenant within the limits. Throws when the CMS doesn't answer (what it counted given back). */
export async function sendCodeWithinLimits(tenant: Tenant, phone: string, network: string): Promise<SendOutcome> {
  const counted = await countSend(sendCounters(tenant, phone, network))
  if ('refusedAt' in counted) {
    // For staff (the site's settings show the month's refusals); a failure to count one must not fail the shopper's answer.
    await reportSendRefused(tenant, counted.refusedAt.reason).catch((error: unknown) =>
      console.warn(`sign-in: refusal not counted: ${error instanceof Error ? error.message : error}`),
    )
    return { limited: true }
  }
  let sent: Awaited<ReturnType<typeof sendSignInCode>>
  try {
    sent = await sendSignInCode(tenant, phone)
  } catch (error) {
    await giveBack(counted.counted)
    throw error
  }
  if ('sent' in sent) return sent
  await giveBack(counted.counted)
  if (sent.refused.code === 'too-soon') return { tooSoon: true, retryAfterSeconds: sent.refused.retryAfterSeconds ?? SIGN_IN_LIMITS.secondsBetweenSends }
  if (sent.status === 429) return { limited: true }
  return sent
}

/**
 * Checks a code within the limits on checking: per network (a network can't burn other shoppers' codes for ever) and per
 * phone on the site (one phone's codes can't be tried for ever, from however many networks). `limited` when either is spent.
 */
export async function checkCodeWithinLimits(
  tenant: Tenant,
  phone: string,
  code: string,
  previousToken: string | null,
  network: string,
): Promise<SignedIn | Refused | { limited: true }> {
  const [byNetwork, byPhone] = await Promise.all([consumeRateLimit(CHECKS_PER_NETWORK, network), consumeRateLimit(CHECKS_PER_PHONE, `${tenant.id}:${phone}`)])
  if (!byNetwork.allowed || !byPhone.allowed) return { limited: true }
  return verifySignInCode(tenant, phone, code, previousToken)
}

/**
 * Spec 001 §7: a sign-in carries the shopper's first name, last name and email where the form that signs them in asked
 * for them (the finance pre-approval's Your Details), so their customer has them. Saved once the code is right (the CMS
 * makes the customer then); a blank or invalid detail keeps what the customer has (contact-details.ts). A failure only
 * warns: the shopper is signed in either way.
 */
export async function keepSignInDetails(tenant: Tenant, signedIn: SignedIn, given: SignInDetails): Promise<void> {
  const details = detailsAfterSignIn(signedIn.customer, given)
  if (!details) return
  try {
    const saved = await updateContactDetails(tenant, signedIn.sessionToken, details)
    if (saved && 'invalid' in saved) console.warn(`sign-in: contact details not saved: ${saved.invalid}`)
  } catch (error) {
    console.warn(`sign-in: contact details not saved: ${error instanceof Error ? error.message : error}`)
  }
}
