import { useEffect, useRef, useState } from 'react'
import { ErrorSummary, FormAlert, SelectField, SubmitButton } from '../../ui/forms/fields'
import type { AppointmentSlot } from './appointments'
import { carEnquiryPath } from './car-lead-kinds'
import type { DistributionChoice } from './lead-forms'
import { CAR_LEAD_LABELS, ContactDetailsAndMessage, DistributionLocationField } from './lead-fields'
import { useLeadForm } from './use-lead-form'

const LABELS = { ...CAR_LEAD_LABELS, bookingDate: 'Preferred date and time' }

/** The slots grouped by day, for <optgroup>s. */
function byDay(slots: AppointmentSlot[]): Array<{ day: string; slots: AppointmentSlot[] }> {
  const days: Array<{ day: string; slots: AppointmentSlot[] }> = []
  for (const slot of slots) {
    const last = days[days.length - 1]
    if (last?.day === slot.dayLabel) last.slots.push(slot)
    else days.push({ day: slot.dayLabel, slots: [slot] })
  }
  return days
}

/** A test-drive time select's options: "No preference", then the free times grouped by day. */
export function SlotOptions({ slots, loading }: { slots: AppointmentSlot[] | null | undefined; loading: boolean }) {
  return (
    <>
      <option value="">{loading ? 'Loading times…' : 'No preference'}</option>
      {byDay(slots ?? []).map(({ day, slots: daySlots }) => (
        <optgroup key={day} label={day}>
          {daySlots.map((slot) => (
            <option key={slot.value} value={slot.value}>
              {slot.dayLabel} {slot.timeLabel}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  )
}

/** What the time select says about the times: none loaded (null), none free, or nothing. */
export function slotsHint(slots: AppointmentSlot[] | null | undefined): string | undefined {
  if (slots === null) return 'The times could not be loaded: choose No preference and we will call you to arrange one.'
  if (slots && slots.length === 0) return 'No times are free soon: choose No preference and we will call you.'
  return undefined
}

/** Step 1's choices, carried into step 2 as hidden fields. */
export interface TestDriveChoice {
  bookingDate: string
  distributionLocation: string
}

/**
 * Spec 000 §2: a two-step form. Step 1 a time from the dealer's free appointments and, where the car has them, where to
 * see it (spec 000 §3); step 2 the contact details. Step 1 is a GET form to the car's enquiry page, which renders step 2
 * with the choice (without JavaScript); enhanced, it moves on in place. Step 2 posts the lead with step 1's choice.
 */
export function TestDriveForm({
  carSlug,
  carName,
  terms,
  distributionLocations = [],
  slots,
  initialStep = 1,
  initialChoice = { bookingDate: '', distributionLocation: '' },
  headingLevel = 3,
}: {
  carSlug: string
  carName: string
  terms?: string | null
  distributionLocations?: DistributionChoice[]
  /** The free times: undefined while loading, null when they could not be loaded. */
  slots: AppointmentSlot[] | null | undefined
  initialStep?: 1 | 2
  initialChoice?: TestDriveChoice
  /** The step heading's level: under the dialog's h2, or the enquiry page's h1. */
  headingLevel?: 2 | 3
}) {
  const idPrefix = 'test-drive'
  const StepHeading = headingLevel === 2 ? 'h2' : 'h3'
  const action = carEnquiryPath(carSlug, 'test-drive')
  const lead = useLeadForm({ action, labels: LABELS })
  const { errors, values } = lead
  // A step-2 post the action sent back (without JavaScript) echoes step 1's choice.
  const echoed = values.bookingDate !== undefined ? { bookingDate: values.bookingDate, distributionLocation: values.distributionLocation ?? '' } : null
  const stepOneError = errors.bookingDate ?? errors.distributionLocation
  const [step, setStep] = useState<1 | 2>(stepOneError ? 1 : echoed ? 2 : initialStep)
  const [choice, setChoice] = useState(echoed ?? initialChoice)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus()
    moved.current = true
  }, [step])
  // A time taken meanwhile, or a place the car no longer offers, comes back as an error of step 1: show it there.
  useEffect(() => {
    if (stepOneError) setStep(1)
  }, [stepOneError])

  const next = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const chosen = new FormData(event.currentTarget)
    setChoice({ bookingDate: String(chosen.get('bookingDate') ?? ''), distributionLocation: String(chosen.get('distributionLocation') ?? '') })
    setStep(2)
  }
  const back = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    setStep(1)
  }
  const backHref = `${action}&${new URLSearchParams({ ...choice })}`
  return (
    <div className="lead-form">
      <ErrorSummary idPrefix={idPrefix} errors={errors} labels={LABELS} summaryRef={lead.summaryRef} />
      <FormAlert message={lead.formError} />
      <StepHeading className="lead-form__step" tabIndex={-1} ref={stepHeading}>
        Step {step} of 2: {step === 1 ? 'Choose a time' : 'Your details'}
      </StepHeading>
      <form method="get" action={`/cars/${carSlug}/enquire`} className="lead-form__grid" hidden={step !== 1} onSubmit={next} onInput={lead.formProps.onInput}>
        <input type="hidden" name="kind" value="test-drive" />
        <input type="hidden" name="step" value="2" />
        <p className="lead-form__field lead-form__field--wide">
          <span className="lead-form__label">Car</span> {carName}
        </p>
        <SelectField
          id={`${idPrefix}-bookingDate`}
          name="bookingDate"
          label="Preferred date and time"
          required={false}
          error={errors.bookingDate}
          defaultValue={choice.bookingDate}
          hint={slotsHint(slots)}
        >
          <SlotOptions slots={slots} loading={slots === undefined} />
        </SelectField>
        <DistributionLocationField
          id={`${idPrefix}-distributionLocation`}
          places={distributionLocations}
          error={errors.distributionLocation}
          defaultValue={choice.distributionLocation}
        />
        <div className="lead-form__field lead-form__field--wide">
          <button className="button button--primary" type="submit">
            Next
          </button>
        </div>
      </form>
      <form {...lead.formProps} hidden={step !== 2}>
        <input type="hidden" name="kind" value="test-drive" />
        <input type="hidden" name="bookingDate" value={choice.bookingDate} />
        <input type="hidden" name="distributionLocation" value={choice.distributionLocation} />
        <ContactDetailsAndMessage idPrefix={idPrefix} errors={errors} values={values} terms={terms} />
        <div className="lead-form__actions">
          <a className="button" href={backHref} onClick={back}>
            Back
          </a>
          <SubmitButton busy={lead.busy} label="Book Test Drive" className="button button--primary" />
        </div>
      </form>
    </div>
  )
}
