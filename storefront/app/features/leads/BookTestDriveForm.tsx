import { useId, useState } from 'react'
import { useLocation } from 'react-router'
import { ErrorSummary, FormAlert, Honeypot, SelectField, SubmitButton, TextArea, TextField } from '../../ui/forms/fields'
import { CaptchaField } from './CaptchaField'
import type { AppointmentSlot } from './appointments'
import { ENQUIRY_CAR_LIMITS } from './enquiry-message'
import type { DepartmentFormRules } from './lead-forms'
import { CONTACT_LABELS, ContactFieldset, LocationSelect } from './lead-fields'
import { slotsHint, SlotOptions } from './TestDriveForm'
import { useFreeTimes } from './use-free-times'
import { useLeadForm } from './use-lead-form'

const LABELS = { ...CONTACT_LABELS, model: 'Car you would like to drive', location: 'Location', bookingDate: 'Preferred date and time', message: 'Message' }

/** The button that asks the page's action for a location's free times (what the select's change does with JavaScript). */
export const SHOW_TIMES = { name: 'intent', value: 'times' } as const

export interface BookTestDriveFormProps {
  rules: DepartmentFormRules
  locations: Array<{ id: number; name: string }>
  /** The site's models ("Toyota RAV4") to suggest; the shopper may type any other. */
  models: string[]
  terms: string | null
  /** The free times the server found for the location shown (its only one, or the one asked for), or none. */
  slots: { location: string; slots: AppointmentSlot[] | null } | null
}

/**
 * /book-test-drive (issue 23): a test drive without a car of ours chosen. The shopper names the model (the site's are
 * suggested), chooses a location and, from that location's free times, a time or no preference.
 */
export function BookTestDriveForm({ rules, locations, models, terms, slots: serverSlots }: BookTestDriveFormProps) {
  const idPrefix = 'book-test-drive'
  const modelsId = useId()
  const offered = locations.filter((location) => rules.locationIds.includes(location.id))
  const { formProps, busy, errors, formError, values, summaryRef } = useLeadForm({ action: useLocation().pathname, labels: LABELS })
  const initialLocation = values.location ?? serverSlots?.location ?? (offered.length === 1 ? String(offered[0].id) : '')
  const [location, setLocation] = useState(initialLocation)
  const fetched = useFreeTimes(
    location && location !== serverSlots?.location ? `/api/test-drive-slots?location=${encodeURIComponent(location)}` : null,
    serverSlots?.slots,
  )
  const slots = location === serverSlots?.location ? serverSlots.slots : fetched
  return (
    <form className="lead-form lead-form--page" {...formProps}>
      <ErrorSummary idPrefix={idPrefix} errors={errors} labels={LABELS} summaryRef={summaryRef} />
      <FormAlert message={formError} />
      <div className="lead-form__grid">
        <TextField
          id={`${idPrefix}-model`}
          name="model"
          label="Car you would like to drive"
          error={errors.model}
          defaultValue={values.model}
          maxLength={ENQUIRY_CAR_LIMITS.wantedModel}
          autoComplete="off"
          list={modelsId}
          hint="Type a make and model, e.g. Toyota RAV4."
        />
        <datalist id={modelsId}>
          {models.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
        <LocationSelect idPrefix={idPrefix} offered={offered} error={errors.location} defaultValue={initialLocation} onChange={setLocation} />
        <SelectField
          id={`${idPrefix}-bookingDate`}
          name="bookingDate"
          label="Preferred date and time"
          required={false}
          error={errors.bookingDate}
          defaultValue={values.bookingDate}
          hint={location ? slotsHint(slots) : 'Choose a location to see its free times.'}
        >
          <SlotOptions slots={location ? slots : []} loading={!!location && slots === undefined} />
        </SelectField>
        {offered.length > 1 ? (
          <div className="lead-form__field lead-form__field--wide">
            <button className="button" type="submit" formNoValidate name={SHOW_TIMES.name} value={SHOW_TIMES.value}>
              Show free times
            </button>
          </div>
        ) : null}
        <ContactFieldset idPrefix={idPrefix} errors={errors} values={values} />
        <TextArea id={`${idPrefix}-message`} name="message" label="Message" error={errors.message} defaultValue={values.message} />
      </div>
      <Honeypot />
      <CaptchaField />
      {terms ? <p className="lead-form__terms">{terms}</p> : null}
      <SubmitButton busy={busy} label="Book Test Drive" />
    </form>
  )
}
