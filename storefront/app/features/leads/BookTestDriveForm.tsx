import { useId, useMemo, useState } from 'react'
import useSWR from 'swr'
import { ENQUIRY_CAR_LIMITS } from './enquiry-message'
import { generalTestDriveSchema, type DepartmentFormRules } from './lead-forms'
import { CONTACT_LABELS, EMPTY_CONTACT, ContactFieldset, ErrorSummary, FormAlert, Honeypot, SelectField, TextArea, TextField } from './fields'
import { SlotOptions, fetchSlots } from './TestDriveForm'
import { useLeadForm } from './use-lead-form'

const LABELS = { ...CONTACT_LABELS, model: 'Car you would like to drive', location: 'Location', bookingDate: 'Preferred date and time', message: 'Message' }

export interface BookTestDriveFormProps {
  rules: DepartmentFormRules
  locations: Array<{ id: number; name: string }>
  /** The site's models ("Toyota RAV4") to suggest; the shopper may type any other. */
  models: string[]
  terms: string | null
}

/**
 * /book-test-drive (issue 23): a test drive without a car of ours chosen. The shopper names the model (the site's are
 * suggested), chooses a location and, from that location's free times, a time or no preference.
 */
export function BookTestDriveForm({ rules, locations, models, terms }: BookTestDriveFormProps) {
  const idPrefix = 'book-test-drive'
  const modelsId = useId()
  const schema = useMemo(() => generalTestDriveSchema(rules), [rules])
  const offered = locations.filter((location) => rules.locationIds.includes(location.id))
  const { form, onSubmit, formError, honeypot, summaryRef, hydrated } = useLeadForm({
    schema,
    envelope: { form: 'test-drive', car: null },
    defaults: { ...EMPTY_CONTACT, model: '', location: offered.length === 1 ? offered[0].id : '', bookingDate: '', message: '' },
  })
  const { errors, isSubmitting } = form.formState
  const location = String(form.watch('location') ?? '')
  // Free times change as other shoppers book: each choice of location asks afresh.
  const [openedAt] = useState(() => Date.now())
  const slots = useSWR(location ? `/api/test-drive-slots?location=${encodeURIComponent(location)}&at=${openedAt}` : null, fetchSlots, {
    revalidateOnFocus: false,
  })
  const timeHint = !location
    ? 'Choose a location to see its free times.'
    : slots.error
      ? 'The times could not be loaded: choose No preference and we will call you to arrange one.'
      : slots.data && slots.data.length === 0
        ? 'No times are free soon: choose No preference and we will call you.'
        : undefined
  return (
    <form className="lead-form lead-form--page" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <ErrorSummary idPrefix={idPrefix} errors={errors} labels={LABELS} summaryRef={summaryRef} />
      <FormAlert message={formError} />
      <div className="lead-form__grid">
        <TextField
          id={`${idPrefix}-model`}
          label="Car you would like to drive"
          registration={form.register('model')}
          error={errors.model}
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
        {offered.length > 0 ? (
          <SelectField id={`${idPrefix}-location`} label="Location" registration={form.register('location')} error={errors.location}>
            <option value="">Choose a location</option>
            {offered.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          id={`${idPrefix}-bookingDate`}
          label="Preferred date and time"
          required={false}
          registration={form.register('bookingDate')}
          error={errors.bookingDate}
          hint={timeHint}
        >
          <SlotOptions slots={slots.data} loading={slots.isLoading} />
        </SelectField>
        <ContactFieldset idPrefix={idPrefix} register={form.register} errors={errors} />
        <TextArea id={`${idPrefix}-message`} label="Message" registration={form.register('message')} error={errors.message} />
      </div>
      <Honeypot inputRef={honeypot} />
      {terms ? <p className="lead-form__terms">{terms}</p> : null}
      <button className="button button--primary lead-form__submit" type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Sending…' : 'Book Test Drive'}
      </button>
    </form>
  )
}
