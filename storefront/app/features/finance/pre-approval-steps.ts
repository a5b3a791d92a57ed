// What each post of the pre-approval form does (spec 001 §2, §4, §7, §8): the page's action reads the whole
// application from the post (pre-approval.ts: stateFromForm), does what the pressed button asks, and answers the step
// to show next, or the lender's page once applied. The quote, the code and the application are the action's services
// (pre-approval-action.server.ts), so the steps are tested without them.
import type { SignInDetails } from '../account/contact-details'
import { displayAuMobile } from '../../ui/forms/contact-fields'
import { isStepRefusal, type StepRefusal } from '../../ui/forms/step-form'
import { FINANCE_TEXTS, type QuoteResult } from './finance-api'
import {
  codeProblem,
  mobileOf,
  preApprovalReducer,
  stepProblems,
  type PreApprovalIntent,
  type PreApprovalState,
  type StepIndex,
  type StepRules,
} from './pre-approval'

export interface PreApprovalServices {
  /** The broker's quote for the values on the form. */
  quote(state: PreApprovalState): Promise<QuoteResult | StepRefusal>
  sendCode(mobile: string, given: SignInDetails): Promise<{ resendInSeconds: number } | StepRefusal>
  /** A right code signs the shopper in: the headers to answer with (the session cookie). */
  verify(mobile: string, code: string): Promise<{ headers: Record<string, string> } | StepRefusal>
  /** The lead and the broker's customer (spec 001 §7): the lender's page, or the texts of what failed. */
  apply(state: PreApprovalState, quote: QuoteResult | null): Promise<{ redirectUrl: string } | { status: number; errors: string[] }>
}

/** The quote as the form shows it: its figures, or the spec's text of why not. */
export type ShownQuote = { status: 'ready'; quote: QuoteResult } | { status: 'failed'; error: string }

/** The step to show, with the figures and messages that go with it. */
export interface PreApprovalStepAnswer {
  state: PreApprovalState
  /** The form's messages (Apply may name two: the lead's and the broker's). */
  error: string | null
  failures?: string[]
  announcement: string
  status: number
  headers?: Record<string, string>
  /** The quote for the values, on the steps that show one (Quick Estimate, Apply to lender). */
  quote: ShownQuote | null
  /** Seconds until another code may be asked for, after one was sent. */
  resendInSeconds?: number
}

export type PreApprovalOutcome = PreApprovalStepAnswer | { redirectUrl: string }

/** The answer for `state`: with the quote when the step shows one. */
async function show(
  state: PreApprovalState,
  services: PreApprovalServices,
  more: Partial<PreApprovalStepAnswer> = {},
  /** The quote for these values, when this post has asked for it already. */
  asked?: QuoteResult | StepRefusal,
): Promise<PreApprovalStepAnswer> {
  let quote: ShownQuote | null = null
  if (state.step === 0 || state.step === 3) {
    const answer = asked ?? (await services.quote(state))
    quote = isStepRefusal(answer) ? { status: 'failed', error: answer.error || FINANCE_TEXTS.quoteFailed } : { status: 'ready', quote: answer }
  }
  return { state, error: null, announcement: '', status: Object.keys(state.errors).length > 0 ? 400 : 200, quote, ...more }
}

/** A refusal on the step on screen: a message naming the step's own field goes under it, anything else on the form. */
function refused(state: PreApprovalState, refusal: StepRefusal, services: PreApprovalServices, field: string): Promise<PreApprovalStepAnswer> {
  const message = refusal.errors?.[field]
  return show(message ? { ...state, errors: { [field]: message } } : state, services, {
    error: message ? null : refusal.error,
    status: refusal.status,
    headers: refusal.headers,
  })
}

/** Does what `intent` asks of the posted application and answers the step to show, or the lender's page. */
export async function advancePreApproval(
  posted: PreApprovalState,
  intent: PreApprovalIntent,
  rules: StepRules,
  services: PreApprovalServices,
): Promise<PreApprovalOutcome> {
  const reduce = preApprovalReducer(rules)
  const state = posted
  switch (intent) {
    case 'quote':
      return show(state, services)
    case 'back':
      return show(reduce(state, { type: 'back' }), services)
    case 'next':
      return show(reduce(state, { type: 'next' }), services)
    case 'send-code':
      return sendCode(state, rules, reduce, services)
    case 'verify':
      return verify(state, reduce, services)
    case 'apply':
      return apply(state, rules, services)
  }
}

type Reduce = ReturnType<typeof preApprovalReducer>

/** Your details must be right before a code is sent: a mobile that isn't one goes back to that step. */
async function sendCode(state: PreApprovalState, rules: StepRules, reduce: Reduce, services: PreApprovalServices): Promise<PreApprovalStepAnswer> {
  const mobile = mobileOf(state)
  if (mobile === null) return show({ ...state, step: 1, errors: stepProblems(state, rules, 1) }, services)
  if (state.step !== 2) return show(state, services)
  const sent = await services.sendCode(mobile, { firstName: state.values.name, lastName: state.values.last_name, email: state.values.email })
  if (isStepRefusal(sent)) return refused(state, sent, services, 'phone')
  return show(reduce(state, { type: 'code-sent', phone: mobile }), services, {
    announcement: `Code sent to ${displayAuMobile(mobile)}.`,
    resendInSeconds: sent.resendInSeconds,
  })
}

async function verify(state: PreApprovalState, reduce: Reduce, services: PreApprovalServices): Promise<PreApprovalStepAnswer> {
  const mobile = mobileOf(state)
  if (state.step !== 2 || mobile === null) return show(state, services)
  const problem = codeProblem(state.values.code)
  if (problem) return show({ ...state, errors: { code: problem } }, services)
  const verified = await services.verify(mobile, state.values.code.replace(/\s+/g, ''))
  if (isStepRefusal(verified)) return refused(state, verified, services, 'code')
  // Spec 001 §4: "correct code proceeds".
  return show(reduce(state, { type: 'verified', phone: mobile }), services, { headers: verified.headers, announcement: 'Your mobile number is verified.' })
}

/** Checks the details and the verified mobile again (hidden answers could have been changed), then applies. */
async function apply(state: PreApprovalState, rules: StepRules, services: PreApprovalServices): Promise<PreApprovalOutcome> {
  if (state.step !== 3) return show(state, services)
  for (const step of [1, 2] as StepIndex[]) {
    const errors = stepProblems(state, rules, step)
    if (Object.keys(errors).length > 0) return show({ ...state, step, errors }, services)
  }
  const quote = await services.quote(state)
  const applied = await services.apply(state, isStepRefusal(quote) ? null : quote)
  if ('redirectUrl' in applied) return applied
  return show(state, services, { failures: applied.errors, status: applied.status }, quote)
}
