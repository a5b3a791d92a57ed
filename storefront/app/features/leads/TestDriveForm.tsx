import { useEffect, useRef, useState } from 'react'
import useSWR from 'swr'
import type { AppointmentSlot } from './appointments'
import { testDriveSchema, type DistributionChoice } from './lead-forms'
import { CAR_LEAD_LABELS, EMPTY_CONTACT, ContactDetailsAndMessage, DistributionLocationField, ErrorSummary, FormAlert, SelectField } from './fields'
import { useLeadForm } from './use-lead-form'

const LABELS = { ...CAR_LEAD_LABELS, bookingDate: 'Preferred date and time' }

export async function fetchSlots(url: string): Promise<AppointmentSlot[]> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The times could not be loaded (${response.status}).`)
  return ((await response.json()) as { slots: AppointmentSlot[] }).slots
}

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
export function SlotOptions({ slots, loading }: { slots: AppointmentSlot[] | undefined; loading: boolean }) {
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

/**
 * Spec 000 §2: a two-step form. Step 1 the car, a time from the dealer's free appointments and, where the car has them,
 * where to see it (spec 000 §3); step 2 the contact details.
 */
export function TestDriveForm({
  carSlug,
  carName,
  terms,
  distributionLocations = [],
}: {
  carSlug: string
  carName: string
  terms?: string | null
  distributionLocations?: DistributionChoice[]
}) {
  const idPrefix = 'test-drive'
  const [step, setStep] = useState<1 | 2>(1)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  // Free times change as other shoppers book: each opening of the dialog asks afresh rather than showing a cached list.
  const [openedAt] = useState(() => Date.now())
  const slots = useSWR(`/api/test-drive-slots?car=${encodeURIComponent(carSlug)}&at=${openedAt}`, fetchSlots, { revalidateOnFocus: false })
  const { form, onSubmit, formError, honeypot, summaryRef, hydrated } = useLeadForm({
    schema: testDriveSchema,
    envelope: { form: 'test-drive', car: carSlug },
    defaults: { ...EMPTY_CONTACT, message: '', bookingDate: '', distributionLocation: '' },
  })
  const { errors, isSubmitting } = form.formState
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus()
    moved.current = true
  }, [step])

  // A time taken meanwhile, or a place the car no longer offers, comes back as an error of step 1: show it there.
  useEffect(() => {
    if ((errors.bookingDate || errors.distributionLocation) && step === 2) setStep(1)
  }, [errors.bookingDate, errors.distributionLocation, step])

  const next = async () => {
    if (await form.trigger(['bookingDate', 'distributionLocation'])) setStep(2)
  }

  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <ErrorSummary idPrefix={idPrefix} errors={errors} labels={LABELS} summaryRef={summaryRef} />
      <FormAlert message={formError} />
      <h3 className="lead-form__step" tabIndex={-1} ref={stepHeading}>
        Step {step} of 2: {step === 1 ? 'Choose a time' : 'Your details'}
      </h3>
      <div hidden={step !== 1} className="lead-form__grid">
        <p className="lead-form__field lead-form__field--wide">
          <span className="lead-form__label">Car</span> {carName}
        </p>
        <SelectField
          id={`${idPrefix}-bookingDate`}
          label="Preferred date and time"
          required={false}
          registration={form.register('bookingDate')}
          error={errors.bookingDate}
          hint={
            slots.error
              ? 'The times could not be loaded: choose No preference and we will call you to arrange one.'
              : slots.data && slots.data.length === 0
                ? 'No times are free soon: choose No preference and we will call you.'
                : undefined
          }
        >
          <SlotOptions slots={slots.data} loading={slots.isLoading} />
        </SelectField>
        <DistributionLocationField
          id={`${idPrefix}-distribution-location`}
          places={distributionLocations}
          registration={form.register('distributionLocation')}
          error={errors.distributionLocation}
        />
        <div className="lead-form__field lead-form__field--wide">
          <button className="button button--primary" type="button" onClick={next}>
            Next
          </button>
        </div>
      </div>
      <div hidden={step !== 2}>
        <ContactDetailsAndMessage idPrefix={idPrefix} register={form.register} errors={errors} honeypot={honeypot} terms={terms} />
        <div className="lead-form__actions">
          <button className="button" type="button" onClick={() => setStep(1)}>
            Back
          </button>
          <button className="button button--primary" type="submit" disabled={isSubmitting || !hydrated}>
            {isSubmitting ? 'Sending…' : 'Book Test Drive'}
          </button>
        </div>
      </div>
    </form>
  )
}
