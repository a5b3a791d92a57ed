// The enquiry forms' captcha as a lead meets it (issue 48; spec 001 §3 "captcha (shown by default)"): on while the
// site's Site settings → Forms → captcha is (default on), for the lead forms only (the finance and trade-in journeys'
// leads have their own checks). A solution is checked before anything is looked up and spent once the lead is ready to
// send. A form sent without one (JavaScript off: the widget can't run) is still taken, from a network within a small
// allowance of its own, and the lead says so for staff.
import type { SiteSetting } from '@dealer/cms-contract'
import { spendCaptcha, verifyCaptcha, type VerifiedSolution } from '../../server/captcha.server'
import { consumeRateLimit, peekRateLimit, type RateDecision, type RateLimit } from '../../server/rate-limit.server'
import type { LeadAnswer } from './lead-answer'

/** The forms the captcha is on. */
/** What the captcha reads of a lead's submission (send-lead.server.ts's LeadSubmission, which imports this module). */
interface CaptchaSubmission {
  form: string
  altcha?: string | null
}

const CAPTCHA_FORMS: ReadonlySet<string> = new Set(['enquiry', 'test-drive', 'contact', 'service', 'parts'])

/** Leads one network may send an hour without solving the captcha (on top of the site's own allowance). */
export const UNSOLVED_LIMIT: RateLimit = { name: 'leads-without-captcha', points: 3, durationSeconds: 3600 }

/** What an unsolved lead's attributes say (its linked query parameters: the lead attributes staff see with the visit). */
export const UNSOLVED_NOTE = { captcha: 'not solved (sent without JavaScript)' } as const

export const CAPTCHA_FAILED = 'We couldn’t check that you’re not a robot. Please press Send again.'
export const CAPTCHA_EXPIRED = 'The check that you’re not a robot has expired. Please press Send again.'
export const CAPTCHA_REPLAYED = 'This check has already been used. Please press Send again.'

interface Refusal {
  status: number
  body: LeadAnswer
  headers?: Record<string, string>
}

/** Where a lead stands with the captcha: not asked, solved (to spend), or sent without a solution. */
export type CaptchaStanding = { kind: 'off' } | { kind: 'solved'; solution: VerifiedSolution } | { kind: 'unsolved' }

/** What the policy uses, replaceable in tests. */
export interface CaptchaDeps {
  verify: typeof verifyCaptcha
  spend: (solution: VerifiedSolution) => Promise<boolean>
  peek: (limit: RateLimit, key: string) => Promise<RateDecision>
  consume: (limit: RateLimit, key: string) => Promise<RateDecision>
}

const DEFAULT_DEPS: CaptchaDeps = { verify: verifyCaptcha, spend: (solution) => spendCaptcha(solution), peek: peekRateLimit, consume: consumeRateLimit }

const captchaIsOn = (form: string, settings: Pick<SiteSetting, 'forms'> | null) => CAPTCHA_FORMS.has(form) && settings?.forms?.captcha !== false

const tooManyUnsolved = (wait: number): Refusal => ({
  status: 429,
  body: {
    error: `You have sent several enquiries without JavaScript in a short time. Please turn JavaScript on and try again, try again in ${Math.ceil(wait / 60)} minutes, or give us a call.`,
  },
  headers: { 'retry-after': String(wait) },
})

/**
 * Before anything is looked up: a solution that isn't one of ours, or has expired, is refused (400); a lead without
 * one is refused once its network has sent UNSOLVED_LIMIT of them this hour (429), nothing counted yet.
 */
export async function captchaStanding(
  submission: CaptchaSubmission,
  settings: Pick<SiteSetting, 'forms'> | null,
  limitKey: string,
  deps: CaptchaDeps = DEFAULT_DEPS,
): Promise<CaptchaStanding | Refusal> {
  if (!captchaIsOn(submission.form, settings)) return { kind: 'off' }
  const checked = await deps.verify(submission.altcha)
  switch (checked.outcome) {
    case 'verified':
      return { kind: 'solved', solution: checked }
    case 'expired':
      return { status: 400, body: { error: CAPTCHA_EXPIRED } }
    case 'invalid':
      return { status: 400, body: { error: CAPTCHA_FAILED } }
    case 'missing': {
      const allowance = await deps.peek(UNSOLVED_LIMIT, limitKey)
      return allowance.allowed ? { kind: 'unsolved' } : tooManyUnsolved(allowance.retryAfterSeconds)
    }
  }
}

/**
 * Once the lead is ready to send: the solution is spent (one already spent is refused, 409), or the unsolved lead is
 * counted against its network's allowance. Null: send it.
 */
export async function commitCaptcha(standing: CaptchaStanding, limitKey: string, deps: CaptchaDeps = DEFAULT_DEPS): Promise<Refusal | null> {
  if (standing.kind === 'solved') return (await deps.spend(standing.solution)) ? null : { status: 409, body: { error: CAPTCHA_REPLAYED } }
  if (standing.kind === 'unsolved') {
    const counted = await deps.consume(UNSOLVED_LIMIT, limitKey)
    return counted.allowed ? null : tooManyUnsolved(counted.retryAfterSeconds)
  }
  return null
}

/** The lead's linked query parameters with the captcha's note first (so clipping to the CMS's limit keeps it). */
export function withCaptchaNote(standing: CaptchaStanding, params: Record<string, string>): Record<string, string> {
  // First in order (spread first), and ours whatever the page's address said (spread last).
  return standing.kind === 'unsolved' ? { ...UNSOLVED_NOTE, ...params, ...UNSOLVED_NOTE } : params
}

export const isCaptchaStanding = (value: CaptchaStanding | Refusal): value is CaptchaStanding => 'kind' in value
