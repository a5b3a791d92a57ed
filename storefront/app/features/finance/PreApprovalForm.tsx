import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { displayAuMobile } from '../../ui/forms/contact-fields'
import { ErrorSummary, FormAlert, Honeypot } from '../../ui/forms/fields'
import { FormSteps } from '../../ui/forms/step-form'
import { SubscribeCheckbox, TextField } from '../leads/fields'
import { CONTACT_INPUTS, CONTACT_LABELS } from '../leads/lead-fields'
import { rememberedContact, rememberLead, visitedPages } from '../leads/lead-storage'
import {
  CODE_CALL_TIMEOUT_MS,
  CREDIT_SCORE_LABELS,
  CREDIT_SCORES,
  FINANCE_PATHS,
  FINANCE_TEXTS,
  LOAN_TERM_YEARS,
  monthlyFromWeekly,
  PURCHASE_AMOUNT,
  WHO_IS_HELPING,
  WHO_IS_HELPING_LABELS,
  type CreditScore,
  type FinanceCarRef,
  type PreApprovalStart,
  type SendCodeRequest,
  type SendCodeResult,
  type VerifyCodeRequest,
  type VerifyCodeResult,
  type WhoIsHelping,
} from './finance-api'
import {
  applicationRequests,
  applyOutcome,
  codeProblem,
  errorText,
  formatRate,
  initialState,
  isVerified,
  mobileOf,
  preApprovalReducer,
  quoteRequest,
  STEPS,
  stepProblems,
  yearsText,
  type ContactField,
  type PreApprovalAction,
  type PreApprovalState,
} from './pre-approval'
import { leaveFor, postJson, useQuote, type QuoteState } from './pre-approval-calls'
import { formatCents, formatDollars } from '@dealer/stock/format'

/** The car the pre-approval is for, with what the form shows of it. */
export type PreApprovalCar = FinanceCarRef & { carId: string; slug: string; name: string; price: number | null }

export interface PreApprovalFormProps {
  car: PreApprovalCar | null
  start: PreApprovalStart
  /** Site settings → Finance pre-approval → postcode required. */
  postcodeRequired: boolean
  /** The dealership the shopper chose (query preferredDealership), passed on with the lead. */
  preferredDealership: string | null
  /** 'page': inline at #finance-form; 'dialog': inside the pre-approval popup. */
  variant: 'page' | 'dialog'
}

/** The accounts issue's gap between two codes to one mobile (cms-contract SIGN_IN_LIMITS, which brings zod along). */
const SECONDS_BETWEEN_SENDS = 60
const FIELD_LABELS: Record<string, string> = { ...CONTACT_LABELS, code: 'Verification code' }
type Dispatch = (action: PreApprovalAction) => void

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/**
 * The four-step pre-approval (spec 001 §2, §4): Quick Estimate, Your Details, Instant pre-approval, Apply to lender.
 * The steps are a pure reducer (pre-approval.ts); this renders the step on screen and makes the calls. No
 * react-hook-form or zod: the fields are the lead forms' components, fed by the reducer.
 */
export default function PreApprovalForm({ car, start, postcodeRequired, preferredDealership, variant }: PreApprovalFormProps) {
  const rules = useMemo(() => ({ postcodeRequired }), [postcodeRequired])
  const reducer = useMemo(() => preApprovalReducer(rules), [rules])
  const [state, dispatch] = useReducer(reducer, start, initialState)
  const quote = useQuote(quoteRequest(state.values, car), state.amountText)
  const prefix = `pre-approval-${variant}`
  const headingRef = useRef<HTMLHeadingElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const shownStep = useRef(state.step)

  useEffect(() => {
    // After hydration: the server can't know what this browser remembered.
    dispatch({ type: 'remembered', contact: rememberedContact() })
  }, [])
  useEffect(() => {
    // Each step's heading takes the focus, so a screen reader hears where the shopper now is (not on first render).
    if (shownStep.current !== state.step) headingRef.current?.focus()
    shownStep.current = state.step
  }, [state.step])

  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus())
  const next = () => {
    if (Object.keys(stepProblems(state, rules)).length > 0) focusSummary()
    dispatch({ type: 'next' })
  }

  return (
    <div className={`pre-approval pre-approval--${variant}`}>
      <FormSteps
        label="Pre-approval steps"
        steps={STEPS}
        step={state.step}
        headingId={`${prefix}-heading`}
        headingClassName="pre-approval__heading"
        headingRef={headingRef}
      />
      <ErrorSummary idPrefix={prefix} errors={state.errors} labels={FIELD_LABELS} summaryRef={summaryRef} />
      {state.step === 0 ? (
        <QuickEstimate prefix={prefix} state={state} quote={quote} dispatch={dispatch} onNext={next} />
      ) : state.step === 1 ? (
        <YourDetails prefix={prefix} state={state} dispatch={dispatch} postcodeRequired={postcodeRequired} onNext={next} />
      ) : state.step === 2 ? (
        <InstantPreApproval prefix={prefix} state={state} dispatch={dispatch} onNext={next} focusSummary={focusSummary} />
      ) : (
        <ApplyToLender prefix={prefix} state={state} quote={quote} car={car} preferredDealership={preferredDealership} dispatch={dispatch} />
      )}
    </div>
  )
}

interface StepProps {
  prefix: string
  state: PreApprovalState
  dispatch: Dispatch
}

function StepForm({ onSubmit, children, label }: { onSubmit: () => void; children: React.ReactNode; label: string }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="lead-form pre-approval__form" noValidate onSubmit={submit} aria-label={label}>
      {children}
    </form>
  )
}

function StepButtons({ dispatch, submitLabel, busy = false, back = true }: { dispatch: Dispatch; submitLabel: string | null; busy?: boolean; back?: boolean }) {
  return (
    <div className="lead-form__actions pre-approval__actions">
      {back ? (
        <button type="button" className="button" onClick={() => dispatch({ type: 'back' })} disabled={busy}>
          Back
        </button>
      ) : null}
      {submitLabel ? (
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
      ) : null}
    </div>
  )
}

function QuickEstimate({ prefix, state, quote, dispatch, onNext }: StepProps & { quote: QuoteState; onNext: () => void }) {
  const { values } = state
  return (
    <StepForm
      label={STEPS[0]}
      onSubmit={() => {
        dispatch({ type: 'amount-committed' })
        onNext()
      }}
    >
      <div className="lead-form__grid">
        <div className="lead-form__field">
          <label htmlFor={`${prefix}-amount`}>Purchase amount ($)</label>
          <input
            id={`${prefix}-amount`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={state.amountText}
            onChange={(event) => dispatch({ type: 'amount-typed', text: event.target.value })}
            onBlur={() => dispatch({ type: 'amount-committed' })}
            aria-describedby={`${prefix}-amount-hint`}
          />
          <span className="lead-form__hint" id={`${prefix}-amount-hint`}>
            Digits only, {formatDollars(PURCHASE_AMOUNT.min)} to {formatDollars(PURCHASE_AMOUNT.max)}.
          </span>
        </div>
        <div className="lead-form__field">
          <label htmlFor={`${prefix}-term`}>Loan term</label>
          <input
            id={`${prefix}-term`}
            className="pre-approval__range"
            type="range"
            min={LOAN_TERM_YEARS.min}
            max={LOAN_TERM_YEARS.max}
            step={LOAN_TERM_YEARS.step}
            value={values.term}
            aria-valuetext={yearsText(values.term)}
            onChange={(event) => dispatch({ type: 'term', years: Number(event.target.value) })}
          />
          <output htmlFor={`${prefix}-term`} className="pre-approval__range-value" aria-hidden="true">
            {yearsText(values.term)}
          </output>
        </div>
        <fieldset className="lead-form__field pre-approval__choices">
          <legend className="lead-form__label">Credit history</legend>
          {CREDIT_SCORES.map((score) => (
            <label key={score} className="pre-approval__choice">
              <input
                type="radio"
                name={`${prefix}-credit`}
                value={score}
                checked={values.selfAssessedCreditScore === score}
                onChange={() => dispatch({ type: 'credit-score', value: score as CreditScore })}
              />{' '}
              {CREDIT_SCORE_LABELS[score]}
            </label>
          ))}
        </fieldset>
        <div className="lead-form__field">
          <label htmlFor={`${prefix}-helping`}>Who is helping you?</label>
          <select
            id={`${prefix}-helping`}
            value={values.whoIsHelping}
            onChange={(event) => dispatch({ type: 'who-is-helping', value: event.target.value as WhoIsHelping })}
          >
            {WHO_IS_HELPING.map((who) => (
              <option key={who} value={who}>
                {WHO_IS_HELPING_LABELS[who]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QuoteFigures quote={quote} />
      <StepButtons dispatch={dispatch} submitLabel="Next" back={false} />
    </StepForm>
  )
}

/** The quick quote's figures (spec 001 §4): "..." while loading; on failure no values, "-" for the rates, and why. */
function QuoteFigures({ quote }: { quote: QuoteState }) {
  const loading = quote.status === 'loading'
  const ready = quote.status === 'ready' ? quote.quote : null
  const money = (amount: number | undefined) => (loading ? '...' : amount === undefined ? '' : formatCents(amount))
  const rate = (value: number | undefined) => (loading ? '...' : value === undefined ? '-' : formatRate(value))
  return (
    <div className="pre-approval__quote" aria-live="polite" aria-busy={loading} data-quote={quote.status}>
      <p className="pre-approval__quote-title">Your estimate</p>
      <dl>
        <div>
          <dt>Weekly</dt>
          <dd>{money(ready?.weeklyRepaymentAmount)}</dd>
        </div>
        <div>
          <dt>Monthly</dt>
          <dd>{money(ready ? monthlyFromWeekly(ready.weeklyRepaymentAmount) : undefined)}</dd>
        </div>
        <div>
          <dt>Advertised rate</dt>
          <dd>{rate(ready?.advertisedRate)}</dd>
        </div>
        <div>
          <dt>Comparison rate</dt>
          <dd>{rate(ready?.comparisonRate)}</dd>
        </div>
      </dl>
      {quote.status === 'failed' ? <p className="pre-approval__quote-error">{quote.error}</p> : null}
    </div>
  )
}

/** A lead-form field's registration, fed from the reducer: TextField spreads it onto its input. */
function fieldRegistration(field: ContactField | 'code', value: string, dispatch: Dispatch): UseFormRegisterReturn {
  return {
    name: field,
    onChange: async (event: { target: { value: string } }) => dispatch({ type: 'text', field, value: event.target.value }),
    onBlur: async () => undefined,
    // Keeps the input showing the reducer's value (a remembered detail, or what was typed before Back).
    ref: (input: HTMLInputElement | null) => {
      if (input && input.value !== value) input.value = value
    },
  }
}

function YourDetails({ prefix, state, dispatch, postcodeRequired, onNext }: StepProps & { postcodeRequired: boolean; onNext: () => void }) {
  const fields: ContactField[] = ['name', 'last_name', 'email', 'phone', ...(postcodeRequired ? (['postcode'] as const) : [])]
  const errors = Object.fromEntries(Object.entries(state.errors).map(([name, message]) => [name, { message }]))
  return (
    <StepForm label={STEPS[1]} onSubmit={onNext}>
      <div className="lead-form__grid">
        {fields.map((field) => (
          <TextField
            key={field}
            id={`${prefix}-${field}`}
            registration={fieldRegistration(field, state.values[field], dispatch)}
            error={errors[field]}
            {...CONTACT_INPUTS[field]}
          />
        ))}
        <SubscribeCheckbox id={`${prefix}-subscribe`} checked={state.values.subscribe} onChange={(value) => dispatch({ type: 'subscribe', value })} />
      </div>
      <StepButtons dispatch={dispatch} submitLabel="Next" />
    </StepForm>
  )
}

function InstantPreApproval({ prefix, state, dispatch, onNext, focusSummary }: StepProps & { onNext: () => void; focusSummary: () => void }) {
  const mobile = mobileOf(state)
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [resendAt, setResendAt] = useState<number | null>(null)
  const resendWait = useCountdown(resendAt)
  const codeRef = useRef<HTMLInputElement | null>(null)
  const verified = isVerified(state)
  const codeSent = mobile !== null && state.codeSentTo === mobile

  useEffect(() => {
    if (codeSent && !verified) codeRef.current?.focus()
  }, [codeSent, verified, resendAt])

  async function sendCode() {
    // Spec 001 §4: a code is sent only once the mobile validates (Your Details checked it; this is the last guard).
    if (mobile === null || busy) return
    setBusy('sending')
    setAlert(null)
    const request: SendCodeRequest = { phone: mobile }
    const answer = await postJson(FINANCE_PATHS.sendCode, request, { timeoutMs: CODE_CALL_TIMEOUT_MS })
    setBusy(null)
    if (answer && answer.status < 300) {
      dispatch({ type: 'code-sent', phone: mobile })
      setResendAt(Date.now() + resendSeconds(answer.body) * 1000)
    } else setAlert(errorText(answer?.body, FINANCE_TEXTS.unknownError))
  }

  async function verifyCode() {
    if (mobile === null || busy) return
    const problem = codeProblem(state.values.code)
    if (problem) {
      dispatch({ type: 'problems', errors: { code: problem } })
      focusSummary()
      return
    }
    setBusy('verifying')
    setAlert(null)
    const code = state.values.code.replace(/\s+/g, '')
    const request: VerifyCodeRequest = { phone: mobile, code }
    const answer = await postJson(FINANCE_PATHS.verifyCode, request, { timeoutMs: CODE_CALL_TIMEOUT_MS })
    setBusy(null)
    if (answer && answer.status < 300 && (answer.body as Partial<VerifyCodeResult> | null)?.verified === true) dispatch({ type: 'verified', phone: mobile })
    else if (answer && answer.status < 500 && answer.status !== 429) {
      dispatch({ type: 'problems', errors: { code: errorText(answer.body, FINANCE_TEXTS.invalidCode) } })
      focusSummary()
    } else setAlert(errorText(answer?.body, FINANCE_TEXTS.unknownError))
  }

  const submit = verified ? onNext : codeSent ? verifyCode : sendCode
  const submitLabel = verified ? 'Next' : codeSent ? (busy === 'verifying' ? 'Checking…' : 'Verify') : busy === 'sending' ? 'Sending…' : 'Send code'
  return (
    <StepForm label={STEPS[2]} onSubmit={() => void submit()}>
      <FormAlert message={alert} />
      {verified ? (
        <p role="status">Your mobile number {mobile ? displayAuMobile(mobile) : ''} is verified.</p>
      ) : (
        <p>
          We’ll text a 6-digit code to <strong>{mobile ? displayAuMobile(mobile) : state.values.phone}</strong> to check it is yours. Not your number? Go back
          to change it.
        </p>
      )}
      {codeSent && !verified ? (
        <>
          <p role="status" className="lead-form__hint">
            Code sent. A code is valid for 10 minutes.
          </p>
          <div className="lead-form__grid">
            <TextField
              id={`${prefix}-code`}
              label={FIELD_LABELS.code!}
              registration={{ ...fieldRegistration('code', state.values.code, dispatch), ref: codeInputRef(state.values.code, codeRef) }}
              error={state.errors.code ? { message: state.errors.code } : undefined}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              hint="The 6 digits in the text message."
            />
          </div>
          <p className="pre-approval__resend">
            <button
              type="button"
              className="link-button"
              onClick={() => void sendCode()}
              disabled={busy !== null || resendWait > 0}
              aria-describedby={`${prefix}-resend-wait`}
            >
              Send a new code
            </button>{' '}
            <span id={`${prefix}-resend-wait`} className="lead-form__hint">
              {resendWait > 0 ? `You can ask for a new code in ${resendWait} seconds.` : 'Didn’t get it? You can ask for a new one.'}
            </span>
          </p>
        </>
      ) : null}
      <StepButtons dispatch={dispatch} submitLabel={submitLabel} busy={busy !== null} />
    </StepForm>
  )
}

/** The code input's ref: the reducer's value, and a handle to focus it. */
function codeInputRef(value: string, handle: React.RefObject<HTMLInputElement | null>) {
  return (input: HTMLInputElement | null) => {
    handle.current = input
    if (input && input.value !== value) input.value = value
  }
}

/** The wait the send-code answer names (`resendInSeconds`), else the accounts issue's gap. */
function resendSeconds(body: unknown): number {
  const seconds = (body as Partial<Record<keyof SendCodeResult, unknown>> | null)?.resendInSeconds
  return typeof seconds === 'number' && seconds >= 0 ? Math.min(seconds, SECONDS_BETWEEN_SENDS) : SECONDS_BETWEEN_SENDS
}

/** Seconds until a new code may be asked for (0 before any send), counting down once a second. */
function useCountdown(resendAt: number | null): number {
  const [, setTick] = useState(0)
  const left = resendAt === null ? 0 : Math.max(0, Math.ceil((resendAt - Date.now()) / 1000))
  const counting = left > 0
  useEffect(() => {
    if (!counting) return
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000)
    return () => clearInterval(timer)
  }, [counting])
  return left
}

function ApplyToLender({
  prefix,
  state,
  quote,
  car,
  preferredDealership,
  dispatch,
}: StepProps & { quote: QuoteState; car: PreApprovalCar | null; preferredDealership: string | null }) {
  const [sending, setSending] = useState(false)
  const [failures, setFailures] = useState<string[]>([])
  // One key for this application, kept across retries: a double click or a retry makes one lead and one customer.
  const idempotencyKey = useRef('')
  const inFlight = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const { values } = state
  const mobile = mobileOf(state)

  async function apply() {
    if (inFlight.current) return
    inFlight.current = true
    idempotencyKey.current ||= newKey()
    setSending(true)
    setFailures([])
    const { lead, customer } = applicationRequests({
      values,
      car,
      quote: quote.status === 'ready' ? quote.quote : null,
      idempotencyKey: idempotencyKey.current,
      website: honeypot.current?.value ?? '',
      visitedPages: visitedPages(),
      preferredDealership,
    })
    // Spec 001 §7: the lead and the broker's customer in parallel.
    const [leadAnswer, customerAnswer] = await Promise.all([postJson(FINANCE_PATHS.lead, lead), postJson(FINANCE_PATHS.createCustomer, customer)])
    const outcome = applyOutcome(leadAnswer, customerAnswer)
    if ('redirectUrl' in outcome) {
      rememberLead(lead.values, outcome.category, outcome.leadId)
      leaveFor(outcome.redirectUrl)
      return
    }
    setFailures(outcome.errors)
    setSending(false)
    inFlight.current = false
  }

  const rows: Array<[string, string]> = [
    ...(car ? ([['Car', car.name]] as Array<[string, string]>) : []),
    ['Purchase amount', formatDollars(values.amount)],
    ['Loan term', yearsText(values.term)],
    ['Credit history', CREDIT_SCORE_LABELS[values.selfAssessedCreditScore]],
    ['Who is helping', WHO_IS_HELPING_LABELS[values.whoIsHelping]],
    ['Estimated repayment', quote.status === 'ready' ? `${formatCents(quote.quote.weeklyRepaymentAmount)} per week` : '-'],
    ['Name', `${values.name.trim()} ${values.last_name.trim()}`],
    ['Email', values.email.trim()],
    ['Mobile', mobile ? `${displayAuMobile(mobile)} (verified)` : values.phone],
    ...(values.postcode.trim() ? ([['Postcode', values.postcode.trim()]] as Array<[string, string]>) : []),
  ]
  return (
    <StepForm label={STEPS[3]} onSubmit={() => void apply()}>
      {failures.map((failure) => (
        <FormAlert key={failure} message={failure} />
      ))}
      <dl className="pre-approval__summary" id={`${prefix}-summary-list`}>
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="lead-form__terms">Apply sends these details to our finance partner, who takes you to the lender to finish your application.</p>
      <Honeypot inputRef={honeypot} />
      <StepButtons dispatch={dispatch} submitLabel={sending ? 'Applying…' : 'Apply'} busy={sending} />
    </StepForm>
  )
}
