import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { formatDollars, formatKm } from '@dealer/stock/format'
import { ErrorSummary, FormAlert, Honeypot } from '../../ui/forms/fields'
import { FormSteps, SelectField, SubscribeCheckbox, TextField } from '../leads/fields'
import { CONTACT_INPUTS, CONTACT_LABELS } from '../leads/lead-fields'
import { FORM_FAILED } from '../../ui/forms/messages'
import { rememberedContact, rememberLead, visitedPages } from '../leads/lead-storage'
import {
  NO_ESTIMATE_OVER,
  REGISTRATION_STATES,
  TRADE_IN_PATHS,
  TRADE_IN_TEXTS,
  type InspectReason,
  type RegistrationState,
  type RegoLookupRequest,
} from './trade-in-api'
import { callJson, useCatalogue, type CatalogueStatus } from './trade-in-calls'
import {
  CATALOGUE_LEVELS,
  CONDITION_QUESTIONS,
  confidenceWords,
  errorText,
  fieldErrorsOf,
  formatRange,
  foundVehicle,
  identifiedVehicle,
  initialState,
  leadCategoryOf,
  leadIdOf,
  offerAcceptedLeadRequest,
  readValuation,
  regoOutcome,
  regoProblems,
  STEPS,
  stepProblems,
  tradeInLeadRequest,
  tradeInReducer,
  valuationRequest,
  vehicleName,
  type CatalogueLevel,
  type ConditionQuestion,
  type ContactField,
  type TradeInAction,
  type TradeInState,
} from './trade-in-form'
import { normalisePlate } from './rego/rego-lookup'

export interface TradeInFormProps {
  /** The car this is a trade-in towards (/cars/trade-in?car_id=), else null. */
  car: { carId: string; name: string } | null
  /** The state the plate select starts at: the site's main location's. */
  defaultState: RegistrationState | null
}

type Dispatch = (action: TradeInAction) => void

const CATALOGUE_LABELS: Record<CatalogueLevel, string> = { make: 'Make', model: 'Model', year: 'Year', badge: 'Badge' }
const FIELD_LABELS: Record<string, string> = {
  ...CONTACT_LABELS,
  ...CATALOGUE_LABELS,
  plate: 'Registration plate',
  state: 'State',
  km: 'Kilometres',
  ...Object.fromEntries(Object.entries(CONDITION_QUESTIONS).map(([question, { legend }]) => [question, legend])),
}

/** Why a car gets no number, said to the shopper (spec 001 §5's rule first). */
const INSPECT_REASONS: Record<InspectReason, string> = {
  'over-age': `We value cars more than ${NO_ESTIMATE_OVER.years} years old in person.`,
  'over-km': `We value cars with more than ${formatKm(NO_ESTIMATE_OVER.km)} in person.`,
  'too-few-comparables': 'We haven’t seen enough cars like yours lately to put a number on it online.',
  declined: 'Our valuation service couldn’t price this car online.',
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/** One idempotency key per content: the same request (a retry, a double click) sends the same key, a changed one a new key. */
function useKeys(): (content: unknown) => string {
  const keys = useRef(new Map<string, string>())
  return useCallback((content: unknown) => {
    const text = JSON.stringify(content)
    let key = keys.current.get(text)
    if (!key) keys.current.set(text, (key = newKey()))
    return key
  }, [])
}

/**
 * The trade-in (spec 001 §2, §7): Identify your car, Condition, Your details, Your valuation. The steps are a pure
 * reducer (trade-in-form.ts); this renders the step on screen and makes the calls. No react-hook-form or zod: the
 * fields are the lead forms' components, fed by the reducer.
 */
export default function TradeInForm({ car, defaultState }: TradeInFormProps) {
  const [state, dispatch] = useReducer(tradeInReducer, defaultState, initialState)
  const [announcement, setAnnouncement] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const shownStep = useRef(state.step)
  const prefix = 'trade-in'

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
    if (Object.keys(stepProblems(state)).length > 0) focusSummary()
    dispatch({ type: 'next' })
  }
  const stepProps = { prefix, state, dispatch, announce: setAnnouncement, focusSummary }

  return (
    <div className="trade-in-form">
      <FormSteps
        label="Trade-in steps"
        steps={STEPS}
        step={state.step}
        headingId={`${prefix}-heading`}
        headingClassName="trade-in-form__heading"
        headingRef={headingRef}
      />
      <ErrorSummary idPrefix={prefix} errors={state.errors} labels={FIELD_LABELS} summaryRef={summaryRef} />
      {state.step === 0 ? (
        <IdentifyYourCar {...stepProps} onNext={next} />
      ) : state.step === 1 ? (
        <Condition {...stepProps} onNext={next} />
      ) : state.step === 2 ? (
        <YourDetails {...stepProps} car={car} />
      ) : (
        <YourValuation {...stepProps} car={car} />
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}

interface StepProps {
  prefix: string
  state: TradeInState
  dispatch: Dispatch
  /** Says something in the form's live region. */
  announce: (text: string) => void
  focusSummary: () => void
}

function StepForm({ onSubmit, children, label }: { onSubmit: () => void; children: ReactNode; label: string }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="lead-form trade-in-form__form" noValidate onSubmit={submit} aria-label={label}>
      {children}
    </form>
  )
}

function StepButtons({ dispatch, submitLabel, busy = false, back = true }: { dispatch: Dispatch; submitLabel: string; busy?: boolean; back?: boolean }) {
  return (
    <div className="lead-form__actions">
      {back ? (
        <button type="button" className="button" onClick={() => dispatch({ type: 'back' })} disabled={busy}>
          Back
        </button>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  )
}

/** A lead-form field's registration, fed from the reducer: the field components spread it onto their input. */
function registration(name: string, value: string, onChange: (value: string) => void): UseFormRegisterReturn {
  return {
    name,
    onChange: async (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur: async () => undefined,
    // Keeps the input showing the reducer's value (a remembered detail, a cleared choice, or what was typed before Back).
    ref: (input: HTMLInputElement | HTMLSelectElement | null) => {
      if (input && input.value !== value) input.value = value
    },
  }
}

const errorOf = (state: TradeInState, field: string) => (state.errors[field] ? { message: state.errors[field] } : undefined)

function IdentifyYourCar({ prefix, state, dispatch, announce, focusSummary, onNext }: StepProps & { onNext: () => void }) {
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const catalogue = useCatalogue(state, dispatch)
  const found = foundVehicle(state)

  async function lookUp() {
    const problems = regoProblems(state)
    const plate = normalisePlate(state.plate)
    const registeredIn = state.state
    if (Object.keys(problems).length > 0 || plate === null || registeredIn === '') {
      dispatch({ type: 'problems', errors: problems })
      focusSummary()
      return
    }
    setBusy(true)
    setAlert(null)
    announce('Finding your car…')
    const outcome = regoOutcome(await callJson(TRADE_IN_PATHS.regoLookup, { body: { plate, state: registeredIn } satisfies RegoLookupRequest }))
    setBusy(false)
    if ('vehicle' in outcome) {
      dispatch({ type: 'found', plate, state: registeredIn, vehicle: outcome.vehicle })
      announce(`We found your car: ${vehicleName(outcome.vehicle)}.`)
    } else {
      setAlert(outcome.error)
      announce('')
    }
  }

  const switchTo = (mode: TradeInState['mode']) => {
    setAlert(null)
    dispatch({ type: 'mode', mode })
  }
  const rego = state.mode === 'rego'
  const stateSelect = (
    <SelectField
      id={`${prefix}-state`}
      label={rego ? 'State' : 'State it is registered in'}
      registration={registration('state', state.state, (value) => dispatch({ type: 'state', value: value as RegistrationState | '' }))}
      error={errorOf(state, 'state')}
    >
      <option value="">Choose a state</option>
      {REGISTRATION_STATES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </SelectField>
  )
  return (
    <StepForm label={STEPS[0]} onSubmit={() => (rego && !found ? void lookUp() : onNext())}>
      <FormAlert message={alert} />
      {rego ? (
        <>
          <div className="lead-form__grid">
            <TextField
              id={`${prefix}-plate`}
              label="Registration plate"
              registration={registration('plate', state.plate, (value) => dispatch({ type: 'plate', value }))}
              error={errorOf(state, 'plate')}
              autoComplete="off"
              maxLength={12}
              hint="As it is on the car, e.g. ABC123."
            />
            {stateSelect}
          </div>
          {found ? (
            <div className="trade-in-form__found">
              <p className="trade-in-form__found-title">We found your car</p>
              <p className="trade-in-form__found-name">
                {vehicleName(found)}
                {found.colour ? `, ${found.colour}` : ''}
              </p>
              <p className="lead-form__hint">Not your car? Check the plate and state, or choose the make and model instead.</p>
            </div>
          ) : null}
          <p className="trade-in-form__switch">
            <button type="button" className="link-button" onClick={() => switchTo('catalogue')}>
              Choose make and model instead
            </button>
          </p>
        </>
      ) : (
        <>
          <div className="lead-form__grid">
            {CATALOGUE_LEVELS.map((level) => (
              <CatalogueSelect key={level} level={level} prefix={prefix} state={state} dispatch={dispatch} status={catalogue.status} />
            ))}
            {stateSelect}
          </div>
          {catalogue.status?.status === 'loading' ? (
            <p className="lead-form__hint" role="status">
              Loading the {CATALOGUE_LABELS[catalogue.status.level].toLowerCase()} list…
            </p>
          ) : null}
          {catalogue.status?.status === 'failed' ? (
            <div className="trade-in-form__retry">
              <FormAlert message={catalogue.status.error} />
              <button type="button" className="button" onClick={catalogue.retry}>
                Try again
              </button>
            </div>
          ) : null}
          <p className="trade-in-form__switch">
            <button type="button" className="link-button" onClick={() => switchTo('rego')}>
              Look up my registration instead
            </button>
          </p>
        </>
      )}
      <StepButtons dispatch={dispatch} submitLabel={rego && !found ? (busy ? 'Finding your car…' : 'Find my car') : 'Next'} busy={busy} back={false} />
    </StepForm>
  )
}

/** One level of the manufacturer list: its options once the catalogue answered; the badge only when there are badges. */
function CatalogueSelect({
  level,
  prefix,
  state,
  dispatch,
  status,
}: {
  level: CatalogueLevel
  prefix: string
  state: TradeInState
  dispatch: Dispatch
  status: CatalogueStatus
}) {
  const options = state.options[level]
  if (level === 'badge' && options !== null && options.length === 0) return null
  const above = CATALOGUE_LEVELS[CATALOGUE_LEVELS.indexOf(level) - 1]
  const placeholder =
    options !== null ? `Choose the ${level}` : status?.level === level && status.status === 'loading' ? 'Loading…' : `Choose the ${above ?? 'make'} first`
  return (
    <div className={options === null ? 'trade-in-form__waiting' : undefined}>
      <SelectField
        id={`${prefix}-${level}`}
        label={CATALOGUE_LABELS[level]}
        registration={registration(level, state.choice[level], (value) => dispatch({ type: 'choose', level, value }))}
        error={errorOf(state, level)}
      >
        <option value="">{placeholder}</option>
        {(options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
    </div>
  )
}

function Condition({ prefix, state, dispatch, onNext }: StepProps & { onNext: () => void }) {
  const vehicle = identifiedVehicle(state)
  return (
    <StepForm label={STEPS[1]} onSubmit={onNext}>
      {vehicle ? <p className="trade-in-form__car-line">Your car: {vehicleName(vehicle)}</p> : null}
      <div className="lead-form__grid">
        <TextField
          id={`${prefix}-km`}
          label="Kilometres"
          registration={registration('km', state.km, (text) => dispatch({ type: 'km', text }))}
          error={errorOf(state, 'km')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          hint="As on the odometer, digits only."
        />
      </div>
      {(Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[]).map((question) => (
        <ConditionGroup key={question} prefix={prefix} question={question} state={state} dispatch={dispatch} />
      ))}
      <StepButtons dispatch={dispatch} submitLabel="Next" />
    </StepForm>
  )
}

/** One condition question: a radio group in a fieldset, its error under the legend. */
function ConditionGroup({ prefix, question, state, dispatch }: { prefix: string; question: ConditionQuestion; state: TradeInState; dispatch: Dispatch }) {
  const { legend, options } = CONDITION_QUESTIONS[question]
  const error = state.errors[question]
  const errorId = `${prefix}-${question}-error`
  return (
    <fieldset className="trade-in-form__choices" aria-describedby={error ? errorId : undefined}>
      <legend className="lead-form__label">{legend}</legend>
      {error ? (
        <span className="lead-form__error" id={errorId}>
          {error}
        </span>
      ) : null}
      <div className="trade-in-form__options">
        {options.map(([value, label], index) => (
          <label key={value} className="trade-in-form__choice">
            <input
              // The first option carries the group's id: the error summary's link lands on it.
              id={index === 0 ? `${prefix}-${question}` : undefined}
              type="radio"
              name={`${prefix}-${question}`}
              value={value}
              checked={state.condition[question] === value}
              onChange={() => dispatch({ type: 'condition', question, value })}
            />{' '}
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function YourDetails({ prefix, state, dispatch, announce, focusSummary, car }: StepProps & { car: TradeInFormProps['car'] }) {
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const inFlight = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const keyFor = useKeys()
  const fields: ContactField[] = ['name', 'last_name', 'email', 'phone', 'postcode']
  const carId = car?.carId ?? null

  async function getValuation() {
    if (inFlight.current) return
    const problems = stepProblems(state)
    if (Object.keys(problems).length > 0) {
      dispatch({ type: 'problems', errors: problems })
      focusSummary()
      return
    }
    // Every field was checked on its step, so the request is whole.
    const request = valuationRequest(state, carId, '')
    if (!request) return
    inFlight.current = true
    setSending(true)
    setAlert(null)
    announce('Valuing your car…')
    const fail = (message: string | null) => {
      setAlert(message)
      announce('')
      setSending(false)
      inFlight.current = false
    }
    // Spec 001 §7: the valuation record first (the same key for the same car and answers: a retry answers the same record).
    const valuationAnswer = await callJson(TRADE_IN_PATHS.valuation, { body: { ...request, idempotencyKey: keyFor(request) } })
    const recorded = readValuation(valuationAnswer)
    if (!recorded) return fail(errorText(valuationAnswer, TRADE_IN_TEXTS.valuationUnavailable))
    // Then the trade-in lead, which the CMS joins to the recorded valuation.
    const website = honeypot.current?.value ?? ''
    const leadContent = { valuationId: recorded.valuationId, carId, contact: state.contact }
    const lead = tradeInLeadRequest(state, { ...leadContent, idempotencyKey: keyFor(leadContent), website, visitedPages: visitedPages() })
    const leadAnswer = await callJson(TRADE_IN_PATHS.lead, { body: lead })
    const leadId = leadIdOf(leadAnswer)
    if (leadId === null) {
      const fieldErrors = fieldErrorsOf(leadAnswer, fields)
      if (!fieldErrors) return fail(errorText(leadAnswer, FORM_FAILED))
      // Messages the shopper can act on go under their fields, listed in the summary.
      dispatch({ type: 'problems', errors: fieldErrors })
      focusSummary()
      return fail(null)
    }
    rememberLead(lead.values, leadCategoryOf(leadAnswer), leadId)
    dispatch({ type: 'valued', valuationId: recorded.valuationId, valuation: recorded.valuation, leadId })
    const { valuation } = recorded
    announce(
      valuation.kind === 'estimate'
        ? `${TRADE_IN_TEXTS.estimateLead}: ${formatDollars(valuation.estimate)}, between ${formatRange(valuation.low, valuation.high)}.`
        : TRADE_IN_TEXTS.inspect,
    )
  }

  return (
    <StepForm label={STEPS[2]} onSubmit={() => void getValuation()}>
      <FormAlert message={alert} />
      <div className="lead-form__grid">
        {fields.map((field) => (
          <TextField
            key={field}
            id={`${prefix}-${field}`}
            registration={registration(field, state.contact[field], (value) => dispatch({ type: 'text', field, value }))}
            error={errorOf(state, field)}
            {...CONTACT_INPUTS[field]}
          />
        ))}
        <SubscribeCheckbox id={`${prefix}-subscribe`} checked={state.contact.subscribe} onChange={(value) => dispatch({ type: 'subscribe', value })} />
      </div>
      <Honeypot inputRef={honeypot} />
      <p className="lead-form__terms">We send your details and your car’s to our team with your valuation, so they can confirm the offer.</p>
      <StepButtons dispatch={dispatch} submitLabel={sending ? 'Valuing your car…' : 'Get my valuation'} busy={sending} />
    </StepForm>
  )
}

function YourValuation({ state, announce, car }: StepProps & { car: TradeInFormProps['car'] }) {
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const inFlight = useRef(false)
  const keyFor = useKeys()
  const navigate = useNavigate()
  const vehicle = identifiedVehicle(state)
  const result = state.result
  if (!result) return null
  const { valuation } = result
  const carId = car?.carId ?? null

  async function accept() {
    if (inFlight.current || !result) return
    inFlight.current = true
    setSending(true)
    setAlert(null)
    // One key per accepted offer: a double click or a retry makes one offer-accepted lead.
    const request = offerAcceptedLeadRequest(state, { carId, idempotencyKey: keyFor({ accept: result.leadId }), website: '', visitedPages: visitedPages() })
    const answer = request ? await callJson(TRADE_IN_PATHS.lead, { body: request }) : null
    const leadId = leadIdOf(answer)
    if (request && leadId !== null) {
      rememberLead(request.values, leadCategoryOf(answer), leadId)
      navigate('/success')
      return
    }
    setAlert(errorText(answer, FORM_FAILED))
    announce('')
    setSending(false)
    inFlight.current = false
  }

  const carLine = vehicle ? `${vehicleName(vehicle)}, ${formatKm(Number(state.km))}` : null
  if (valuation.kind === 'inspect') {
    return (
      <div className="trade-in-form__result trade-in-form__result--inspect">
        <p className="trade-in-form__inspect">{TRADE_IN_TEXTS.inspect}</p>
        <p>{INSPECT_REASONS[valuation.reason]}</p>
        {carLine ? <p className="trade-in-form__car-line">Your car: {carLine}</p> : null}
        <p>We have your details and will call you within one business day to arrange a time.</p>
      </div>
    )
  }
  return (
    <div className="trade-in-form__result">
      <FormAlert message={alert} />
      <p className="trade-in-form__estimate-lead">{TRADE_IN_TEXTS.estimateLead}</p>
      <p className="trade-in-form__estimate">{formatDollars(valuation.estimate)}</p>
      <p className="trade-in-form__range">
        <span className="trade-in-form__range-label">Range</span> {formatRange(valuation.low, valuation.high)}
      </p>
      <p className="trade-in-form__confidence">
        {confidenceWords(valuation.confidence)}
        {valuation.comparables > 0 ? `, from ${valuation.comparables} comparable ${valuation.comparables === 1 ? 'car' : 'cars'}` : ''}
      </p>
      {carLine ? <p className="trade-in-form__car-line">Your car: {carLine}</p> : null}
      <p className="lead-form__terms">The offer is confirmed after a short inspection of the car.{car ? ` It can go towards the ${car.name}.` : ''}</p>
      <div className="lead-form__actions">
        <button type="button" className="button button--primary" onClick={() => void accept()} disabled={sending}>
          {sending ? 'Sending…' : TRADE_IN_TEXTS.accept}
        </button>
      </div>
    </div>
  )
}
