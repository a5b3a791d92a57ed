import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { formatDollars, formatKm } from '@dealer/stock/format'
import { CheckboxField, ErrorSummary, FormAlert, Honeypot, SelectField, TextField, type FieldErrors } from '../../ui/forms/fields'
import { CarriedFields, FormSteps, StepAnnouncement, StepButtons, useStepForm } from '../../ui/forms/step-form'
import { CONTACT_LABELS, ContactFieldset } from '../leads/lead-fields'
import { fillRememberedContact, keepSentContact, visitedPages } from '../leads/lead-storage'
import { NO_ESTIMATE_OVER, REGISTRATION_STATES, TRADE_IN_TEXTS, type InspectReason, type RegistrationState } from './trade-in-api'
import {
  CATALOGUE_LEVELS,
  CONDITION_QUESTIONS,
  carriedFields,
  confidenceWords,
  formatRange,
  foundVehicle,
  identifiedVehicle,
  initialState,
  STEPS,
  vehicleName,
  type CatalogueLevel,
  type ConditionQuestion,
  type TradeInState,
} from './trade-in-form'

export interface TradeInFormProps {
  /** The car this is a trade-in towards (/cars/trade-in?car_id=), else null. */
  car: { carId: string; name: string } | null
  /** The state the plate select starts at: the site's main location's. */
  defaultState: RegistrationState | null
}

/** The page's section the form is in (TradeInPage.tsx): a post without JavaScript comes back scrolled to it. */
const FORM_ID = 'trade-in-form'
const PREFIX = 'trade-in'
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

type StepForm = ReturnType<typeof useStepForm<TradeInState>>

/**
 * The trade-in (spec 001 §2, §7): Identify your car, Condition, Your details, Your valuation. Each step is an HTML form
 * posting to the page's action (trade-in-action.server.ts), which answers the next step; the form kit's step shell
 * enhances it once hydrated. The form starts at the first step with the site's state chosen.
 */
export default function TradeInForm({ car, defaultState }: TradeInFormProps) {
  const { pathname, search } = useLocation()
  const form = useStepForm<TradeInState>({
    action: `${pathname}${search}`,
    anchor: FORM_ID,
    initial: initialState(defaultState),
    extraFields: () => visitedPages().map((page) => ['visitedPages', page]),
  })
  const { state, errors, formError, formProps, headingRef, summaryRef } = form
  return (
    <div className="trade-in-form">
      <FormSteps
        label="Trade-in steps"
        steps={STEPS}
        step={state.step}
        headingId={`${PREFIX}-heading`}
        headingClassName="trade-in-form__heading"
        headingRef={headingRef}
      />
      <ErrorSummary idPrefix={PREFIX} errors={errors} labels={FIELD_LABELS} summaryRef={summaryRef} />
      {/* Each step its own form: the fields it shows start from the journey's answers. */}
      <form key={`${state.step}-${state.mode}`} className="lead-form trade-in-form__form" aria-label={STEPS[state.step]} {...formProps}>
        <FormAlert message={formError} />
        <CarriedFields fields={carriedFields(state)} />
        {state.step === 0 ? (
          <IdentifyYourCar form={form} errors={errors} />
        ) : state.step === 1 ? (
          <Condition form={form} errors={errors} />
        ) : state.step === 2 ? (
          <YourDetails form={form} errors={errors} />
        ) : (
          <YourValuation form={form} car={car} />
        )}
      </form>
      <StepAnnouncement>{form.announcement}</StepAnnouncement>
    </div>
  )
}

interface StepProps {
  form: StepForm
  errors: FieldErrors
}

function StateSelect({ state, errors, label }: { state: TradeInState; errors: FieldErrors; label: string }) {
  return (
    <SelectField id={`${PREFIX}-state`} name="state" label={label} error={errors.state} defaultValue={state.state}>
      <option value="">Choose a state</option>
      {REGISTRATION_STATES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </SelectField>
  )
}

/** A link-styled button that switches how the car is identified (after the step's own button: Enter presses that). */
function SwitchMode({ to, label }: { to: TradeInState['mode']; label: string }) {
  return (
    <p className="trade-in-form__switch">
      <button type="submit" name="intent" value={to} className="link-button">
        {label}
      </button>
    </p>
  )
}

function IdentifyYourCar({ form, errors }: StepProps) {
  const { state, busy, pressed } = form
  if (state.mode === 'catalogue') return <ChooseFromCatalogue form={form} errors={errors} />
  const found = foundVehicle(state)
  return (
    <>
      <div className="lead-form__grid">
        <TextField
          id={`${PREFIX}-plate`}
          name="plate"
          label="Registration plate"
          error={errors.plate}
          defaultValue={state.plate}
          autoComplete="off"
          maxLength={12}
          hint="As it is on the car, e.g. ABC123."
        />
        <StateSelect state={state} errors={errors} label="State" />
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
      <StepButtons
        label={found ? 'Next' : 'Find my car'}
        pendingLabel={found || pressed !== 'next' ? undefined : 'Finding your car…'}
        busy={busy}
        back={false}
      />
      <SwitchMode to="catalogue" label="Choose make and model instead" />
    </>
  )
}

/**
 * The manufacturer list, one level at a time: each choice asks the action for the next level's options (with
 * JavaScript at once; without it, Next shows them).
 */
function ChooseFromCatalogue({ form, errors }: StepProps) {
  const { state, busy, send } = form
  const choose = (select: HTMLSelectElement) => select.form && send(select.form, 'choose')
  return (
    <>
      <div className="lead-form__grid">
        {CATALOGUE_LEVELS.map((level) => {
          const options = state.options[level]
          if (options === null || (level === 'badge' && options.length === 0)) return null
          return (
            // A new list is a new select, so it shows the journey's choice rather than what the old list had.
            <div key={`${level}:${options.join('|')}`}>
              <SelectField
                id={`${PREFIX}-${level}`}
                name={level}
                label={CATALOGUE_LABELS[level]}
                error={errors[level]}
                defaultValue={state.choice[level]}
                onChange={(_, select) => choose(select)}
              >
                <option value="">{`Choose the ${level}`}</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </SelectField>
            </div>
          )
        })}
        <StateSelect state={state} errors={errors} label="State it is registered in" />
      </div>
      {busy && form.pressed === 'choose' ? (
        <p className="lead-form__hint" role="status">
          Loading the list…
        </p>
      ) : null}
      <StepButtons label="Next" busy={busy} back={false} />
      <SwitchMode to="rego" label="Look up my registration instead" />
    </>
  )
}

function Condition({ form, errors }: StepProps) {
  const { state, busy } = form
  const vehicle = identifiedVehicle(state)
  return (
    <>
      {vehicle ? <p className="trade-in-form__car-line">Your car: {vehicleName(vehicle)}</p> : null}
      <div className="lead-form__grid">
        <TextField
          id={`${PREFIX}-km`}
          name="km"
          label="Kilometres"
          error={errors.km}
          defaultValue={state.km}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          hint="As on the odometer, digits only."
        />
      </div>
      {(Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[]).map((question) => (
        <ConditionGroup key={question} question={question} chosen={state.condition[question]} error={errors[question]} />
      ))}
      <StepButtons label="Next" busy={busy} />
    </>
  )
}

/** One condition question: a radio group in a fieldset, its error under the legend. */
function ConditionGroup({ question, chosen, error }: { question: ConditionQuestion; chosen: string; error: string | undefined }) {
  const { legend, options } = CONDITION_QUESTIONS[question]
  const errorId = `${PREFIX}-${question}-error`
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
              id={index === 0 ? `${PREFIX}-${question}` : undefined}
              type="radio"
              name={question}
              value={value}
              defaultChecked={chosen === value}
            />{' '}
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function YourDetails({ form, errors }: StepProps) {
  const { state, busy } = form
  const fields = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // After hydration (the server can't know what this browser remembered), into the fields still empty.
    fillRememberedContact(fields.current)
  }, [])
  return (
    <>
      <div className="lead-form__grid" ref={fields}>
        <ContactFieldset idPrefix={PREFIX} errors={errors} values={{ ...state.contact, subscribe: undefined }} />
        <CheckboxField id={`${PREFIX}-subscribe`} name="subscribe" label="Keep me up to date with offers and news" defaultChecked={state.contact.subscribe} />
      </div>
      <Honeypot />
      <p className="lead-form__terms">We send your details and your car’s to our team with your valuation, so they can confirm the offer.</p>
      <StepButtons label="Get my valuation" pendingLabel="Valuing your car…" intent="value" busy={busy} />
    </>
  )
}

function YourValuation({ form, car }: { form: StepForm; car: TradeInFormProps['car'] }) {
  const { state, busy } = form
  const vehicle = identifiedVehicle(state)
  if (!state.result) return null
  const { valuation } = state.result
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
      <div className="lead-form__actions lead-form__actions--steps">
        {/* /success thanks the shopper by name: it reads the contact this kept (SuccessPage.tsx). */}
        <button type="submit" name="intent" value="accept" className="button button--primary" onClick={() => keepSentContact(state.contact)}>
          {busy ? 'Sending…' : TRADE_IN_TEXTS.accept}
        </button>
      </div>
    </div>
  )
}
