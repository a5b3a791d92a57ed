import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { displayAuMobile } from '../../ui/forms/contact-fields'
import { CheckboxField, ErrorSummary, FormAlert, Honeypot, TextField, type FieldErrors } from '../../ui/forms/fields'
import { CarriedFields, FormSteps, StepAnnouncement, StepButtons, useStepForm } from '../../ui/forms/step-form'
import { CONTACT_INPUTS, CONTACT_LABELS } from '../leads/lead-fields'
import { fillRememberedContact, visitedPages, type ContactFieldName } from '../leads/lead-storage'
import {
  CREDIT_SCORE_LABELS,
  CREDIT_SCORES,
  LOAN_TERM_YEARS,
  monthlyFromWeekly,
  PURCHASE_AMOUNT,
  WHO_IS_HELPING,
  WHO_IS_HELPING_LABELS,
  type FinanceCarRef,
  type PreApprovalStart,
} from './finance-api'
import {
  amountFromText,
  carriedFields,
  digitsOnly,
  formatRate,
  initialState,
  mobileOf,
  quoteRequest,
  STEPS,
  yearsText,
  type PreApprovalState,
} from './pre-approval'
import { knownQuote, type CarQuote } from './car-quote'
import { vehicleFields, vehicleRows, type QueryVehicle } from './finance-query'
import { useQuote, type QuoteState } from './pre-approval-calls'
import type { PreApprovalStepAnswer, ShownQuote } from './pre-approval-steps'
import { formatCents, formatDollars } from '@dealer/stock/format'

/**
 * The car the pre-approval is for, with what the form shows of it, and its own quote (car-quote.ts) when it has one:
 * the form shows that instead of asking the broker.
 */
export type PreApprovalCar = FinanceCarRef & { carId: string; slug: string; name: string; price: number | null; quote?: CarQuote | null }

export interface PreApprovalFormProps {
  car: PreApprovalCar | null
  /** Without a car of the site's: the car the finance page's address describes (vin, nvic, year, car_type). */
  vehicle?: QueryVehicle | null
  start: PreApprovalStart
  /** Site settings → Finance pre-approval → postcode required. */
  postcodeRequired: boolean
  /** The dealership the shopper chose (query preferredDealership), passed on with the lead. */
  preferredDealership: string | null
  /** 'page': inline at #finance-form; 'dialog': inside the pre-approval popup. */
  variant: 'page' | 'dialog'
  /** Where the steps post: the finance page for this car (the page's own address when on it). */
  action?: string
}

/** The finance page's section the form is in (FinancePage.tsx): a post without JavaScript comes back scrolled to it. */
const FORM_ANCHOR = 'finance-form'
const FIELD_LABELS: Record<string, string> = { ...CONTACT_LABELS, code: 'Verification code' }

type StepForm = ReturnType<typeof useStepForm<PreApprovalState>>
type Answer = PreApprovalStepAnswer | undefined

/**
 * The four-step pre-approval (spec 001 §2, §4): Quick Estimate, Your Details, Instant pre-approval, Apply to lender.
 * Each step is an HTML form posting to the finance page's action (pre-approval-action.server.ts), which answers the
 * next step; the form kit's step shell enhances it once hydrated, and the quick quote follows the values as they change.
 */
export default function PreApprovalForm({ car, vehicle = null, start, postcodeRequired, variant, action }: PreApprovalFormProps) {
  const { pathname, search } = useLocation()
  const form = useStepForm<PreApprovalState>({
    action: action ?? `${pathname}${search}`,
    anchor: FORM_ANCHOR,
    initial: initialState(start),
    extraFields: () => visitedPages().map((page) => ['visitedPages', page]),
  })
  const { state, errors, formError, formProps, headingRef, summaryRef } = form
  const answer = form.answer as Answer
  const prefix = `pre-approval-${variant}`
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
      <ErrorSummary idPrefix={prefix} errors={errors} labels={FIELD_LABELS} summaryRef={summaryRef} />
      {/* Each step its own form: the fields it shows start from the application's answers. */}
      <form key={state.step} className="lead-form pre-approval__form" aria-label={STEPS[state.step]} {...formProps}>
        <FormAlert message={formError} />
        {(answer?.failures ?? []).map((failure) => (
          <FormAlert key={failure} message={failure} />
        ))}
        <CarriedFields fields={carriedFields(state)} />
        {/* The address's car goes with every step, so a post without JavaScript keeps it. */}
        <CarriedFields fields={car ? [] : vehicleFields(vehicle)} />
        {state.step === 0 ? (
          <QuickEstimate prefix={prefix} form={form} car={car} vehicle={vehicle} shown={answer?.quote ?? null} />
        ) : state.step === 1 ? (
          <YourDetails prefix={prefix} form={form} errors={errors} postcodeRequired={postcodeRequired} />
        ) : state.step === 2 ? (
          <InstantPreApproval prefix={prefix} form={form} errors={errors} resendInSeconds={answer?.resendInSeconds ?? null} />
        ) : (
          <ApplyToLender prefix={prefix} form={form} car={car} vehicle={vehicle} shown={answer?.quote ?? null} />
        )}
      </form>
      <StepAnnouncement>{form.announcement}</StepAnnouncement>
    </div>
  )
}

/** The steps that show the quote: the car (the site's or the address's) and the figures shown for it. */
interface QuoteStepProps {
  prefix: string
  form: StepForm
  car: PreApprovalCar | null
  vehicle: QueryVehicle | null
  shown: ShownQuote | null
}

function QuickEstimate({ prefix, form, car, vehicle, shown }: QuoteStepProps) {
  const { state, busy } = form
  // The figures follow the values as they change: the live quote asks for them (the post's own, until then), except
  // for the loan the car's own quote is for, which shows that quote (car-quote.ts).
  const [values, setValues] = useState(state.values)
  const [amountText, setAmountText] = useState(state.amountText)
  const quote = useQuote(quoteRequest(values, car ?? vehicle), amountText, shown, knownQuote(values, car?.quote))
  const change = (next: Partial<PreApprovalState['values']>) => setValues((current) => ({ ...current, ...next }))
  return (
    <>
      {car ? null : <VehicleSummary vehicle={vehicle} />}
      <div className="lead-form__grid">
        <div className="lead-form__field">
          <label htmlFor={`${prefix}-amount`}>Purchase amount ($)</label>
          <input
            id={`${prefix}-amount`}
            name="amount"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={state.amountText}
            onChange={(event) => {
              // Spec 001 §5: digits only.
              const digits = digitsOnly(event.currentTarget.value)
              if (digits !== event.currentTarget.value) event.currentTarget.value = digits
              setAmountText(digits)
              change({ amount: amountFromText(digits) })
            }}
            onBlur={(event) => {
              event.currentTarget.value = String(amountFromText(event.currentTarget.value))
            }}
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
            name="term"
            className="pre-approval__range"
            type="range"
            min={LOAN_TERM_YEARS.min}
            max={LOAN_TERM_YEARS.max}
            step={LOAN_TERM_YEARS.step}
            defaultValue={state.values.term}
            aria-valuetext={yearsText(values.term)}
            onChange={(event) => change({ term: Number(event.currentTarget.value) })}
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
                name="selfAssessedCreditScore"
                value={score}
                defaultChecked={state.values.selfAssessedCreditScore === score}
                onChange={() => change({ selfAssessedCreditScore: score })}
              />{' '}
              {CREDIT_SCORE_LABELS[score]}
            </label>
          ))}
        </fieldset>
        <div className="lead-form__field">
          <label htmlFor={`${prefix}-helping`}>Who is helping you?</label>
          <select
            id={`${prefix}-helping`}
            name="whoIsHelping"
            defaultValue={state.values.whoIsHelping}
            onChange={(event) => change({ whoIsHelping: event.currentTarget.value as PreApprovalState['values']['whoIsHelping'] })}
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
      <noscript>
        <p className="lead-form__hint">
          <button type="submit" name="intent" value="quote" className="button">
            Show my estimate
          </button>
        </p>
      </noscript>
      <StepButtons label="Next" busy={busy} back={false} />
    </>
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

function YourDetails({ prefix, form, errors, postcodeRequired }: { prefix: string; form: StepForm; errors: FieldErrors; postcodeRequired: boolean }) {
  const { state, busy } = form
  const fields = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // After hydration (the server can't know what this browser remembered), into the fields still empty.
    fillRememberedContact(fields.current)
  }, [])
  const names: ContactFieldName[] = ['name', 'last_name', 'email', 'phone', ...(postcodeRequired ? (['postcode'] as const) : [])]
  return (
    <>
      <div className="lead-form__grid" ref={fields}>
        {names.map((name) => (
          <TextField key={name} id={`${prefix}-${name}`} name={name} error={errors[name]} defaultValue={state.values[name]} {...CONTACT_INPUTS[name]} />
        ))}
        <CheckboxField id={`${prefix}-subscribe`} name="subscribe" label="Keep me up to date with offers and news" defaultChecked={state.values.subscribe} />
      </div>
      <StepButtons label="Next" busy={busy} />
    </>
  )
}

function InstantPreApproval({
  prefix,
  form,
  errors,
  resendInSeconds,
}: {
  prefix: string
  form: StepForm
  errors: FieldErrors
  resendInSeconds: number | null
}) {
  const { state, busy, pressed } = form
  const mobile = mobileOf(state)
  const verified = state.verifiedPhone !== null && state.verifiedPhone === mobile
  const codeSent = mobile !== null && state.codeSentTo === mobile
  const resendWait = useCountdown(resendInSeconds, form.announcement)
  const codeRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // A code just sent: the field it goes in takes the focus.
    if (codeSent && !verified) codeRef.current?.querySelector('input')?.focus()
  }, [codeSent, verified, form.announcement])

  if (verified) {
    return (
      <>
        <p role="status">Your mobile number {mobile ? displayAuMobile(mobile) : ''} is verified.</p>
        <StepButtons label="Next" busy={busy} />
      </>
    )
  }
  return (
    <>
      <p>
        We’ll text a 6-digit code to <strong>{mobile ? displayAuMobile(mobile) : state.values.phone}</strong> to check it is yours. Not your number? Go back to
        change it.
      </p>
      {codeSent ? (
        <>
          <p role="status" className="lead-form__hint">
            Code sent. A code is valid for 10 minutes.
          </p>
          <div className="lead-form__grid" ref={codeRef}>
            <TextField
              id={`${prefix}-code`}
              name="code"
              label={FIELD_LABELS.code!}
              error={errors.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              hint="The 6 digits in the text message."
            />
          </div>
        </>
      ) : null}
      <StepButtons
        label={codeSent ? 'Verify' : 'Send code'}
        intent={codeSent ? 'verify' : 'send-code'}
        pendingLabel={pressed === 'verify' ? 'Checking…' : pressed === 'send-code' ? 'Sending…' : undefined}
        busy={busy}
      />
      {codeSent ? (
        <p className="pre-approval__resend">
          <button type="submit" name="intent" value="send-code" className="link-button" disabled={resendWait > 0} aria-describedby={`${prefix}-resend-wait`}>
            Send a new code
          </button>{' '}
          <span id={`${prefix}-resend-wait`} className="lead-form__hint">
            {resendWait > 0 ? `You can ask for a new code in ${resendWait} seconds.` : 'Didn’t get it? You can ask for a new one.'}
          </span>
        </p>
      ) : null}
    </>
  )
}

/** Seconds until a new code may be asked for, counting down once a second from each send's answer (0 before any). */
function useCountdown(seconds: number | null, sent: string): number {
  const [until, setUntil] = useState<number | null>(null)
  const [, setTick] = useState(0)
  useEffect(() => {
    if (seconds !== null) setUntil(Date.now() + seconds * 1000)
  }, [seconds, sent])
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000))
  const counting = left > 0
  useEffect(() => {
    if (!counting) return
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000)
    return () => clearInterval(timer)
  }, [counting])
  return left
}

/** The car the address describes (spec 001 §2's vin, nvic, year, car_type), when the page has none of the site's. */
function VehicleSummary({ vehicle }: { vehicle: QueryVehicle | null }) {
  const rows = vehicleRows(vehicle)
  if (rows.length === 0) return null
  return (
    <div className="pre-approval__vehicle">
      <p className="pre-approval__quote-title">The car you’re financing</p>
      <dl className="pre-approval__summary">
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

function ApplyToLender({ prefix, form, car, vehicle, shown }: QuoteStepProps) {
  const { state, busy } = form
  const { values } = state
  const mobile = mobileOf(state)
  const rows: Array<[string, string]> = [
    ...(car ? ([['Car', car.name]] as Array<[string, string]>) : vehicleRows(vehicle)),
    ['Purchase amount', formatDollars(values.amount)],
    ['Loan term', yearsText(values.term)],
    ['Credit history', CREDIT_SCORE_LABELS[values.selfAssessedCreditScore]],
    ['Who is helping', WHO_IS_HELPING_LABELS[values.whoIsHelping]],
    ['Estimated repayment', shown?.status === 'ready' ? `${formatCents(shown.quote.weeklyRepaymentAmount)} per week` : '-'],
    ['Name', `${values.name.trim()} ${values.last_name.trim()}`],
    ['Email', values.email.trim()],
    ['Mobile', mobile ? `${displayAuMobile(mobile)} (verified)` : values.phone],
    ...(values.postcode.trim() ? ([['Postcode', values.postcode.trim()]] as Array<[string, string]>) : []),
  ]
  return (
    <>
      <dl className="pre-approval__summary" id={`${prefix}-summary-list`}>
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="lead-form__terms">Apply sends these details to our finance partner, who takes you to the lender to finish your application.</p>
      <Honeypot />
      <StepButtons label="Apply" pendingLabel="Applying…" intent="apply" busy={busy} />
    </>
  )
}
