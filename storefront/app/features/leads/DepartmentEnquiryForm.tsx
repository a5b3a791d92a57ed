import { useMemo } from 'react'
import { ENQUIRY_CAR_LIMITS, localToday } from './enquiry-message'
import { partsEnquirySchema, serviceEnquirySchema, type DepartmentFormRules } from './lead-forms'
import { CheckboxField, CONTACT_LABELS, EMPTY_CONTACT, ContactFieldset, ErrorSummary, FormAlert, Honeypot, SelectField, TextArea, TextField } from './fields'
import { useLeadForm } from './use-lead-form'

const LABELS = {
  ...CONTACT_LABELS,
  location: 'Location',
  make: 'Make',
  model: 'Model',
  rego: 'Registration',
  kms: 'Kilometres',
  preferredDate: 'Preferred date',
  comments: 'Comments',
}

export interface DepartmentEnquiryFormProps {
  department: 'service' | 'parts'
  rules: DepartmentFormRules
  locations: Array<{ id: number; name: string }>
  terms: string | null
}

/**
 * The service page's booking enquiry and the parts page's enquiry (issue 23): the contact fields, the location, the car
 * (make, model, registration; for a service its kilometres and a preferred day) and the shopper's words. Leads of the
 * category Service Enquiry or Parts Enquiry.
 */
export function DepartmentEnquiryForm({ department, rules, locations, terms }: DepartmentEnquiryFormProps) {
  const idPrefix = department
  const service = department === 'service'
  const today = useMemo(() => localToday(), [])
  // Typed as the service form's, whose fields are the parts form's and two more (the parts form never shows those two).
  const schema = useMemo(
    () => (service ? serviceEnquirySchema(rules, today) : (partsEnquirySchema(rules) as unknown as ReturnType<typeof serviceEnquirySchema>)),
    [service, rules, today],
  )
  const offered = locations.filter((location) => rules.locationIds.includes(location.id))
  const { form, onSubmit, formError, honeypot, summaryRef, hydrated } = useLeadForm({
    schema,
    envelope: { form: department },
    defaults: {
      ...EMPTY_CONTACT,
      location: offered.length === 1 ? offered[0].id : '',
      make: '',
      model: '',
      rego: '',
      ...(service ? { kms: '', preferredDate: '' } : {}),
      comments: '',
      subscribe: true,
    },
  })
  const { errors, isSubmitting } = form.formState
  return (
    <form className="lead-form lead-form--page" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <ErrorSummary idPrefix={idPrefix} errors={errors} labels={LABELS} summaryRef={summaryRef} />
      <FormAlert message={formError} />
      <div className="lead-form__grid">
        {offered.length > 0 ? (
          <SelectField id={`${idPrefix}-location`} label="Location" registration={form.register('location')} error={errors.location}>
            <option value="">Choose a location</option>
            {offered.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {service ? (
          <TextField
            id={`${idPrefix}-preferredDate`}
            label="Preferred date"
            type="date"
            min={today}
            required={false}
            registration={form.register('preferredDate')}
            error={errors.preferredDate}
            hint="We will call to confirm a time."
          />
        ) : null}
        <ContactFieldset idPrefix={idPrefix} register={form.register} errors={errors} />
        <TextField
          id={`${idPrefix}-make`}
          label="Make"
          required={false}
          registration={form.register('make')}
          error={errors.make}
          maxLength={ENQUIRY_CAR_LIMITS.make}
          autoComplete="off"
        />
        <TextField
          id={`${idPrefix}-model`}
          label="Model"
          required={false}
          registration={form.register('model')}
          error={errors.model}
          maxLength={ENQUIRY_CAR_LIMITS.model}
          autoComplete="off"
        />
        <TextField
          id={`${idPrefix}-rego`}
          label="Registration"
          required={false}
          registration={form.register('rego')}
          error={errors.rego}
          maxLength={10}
          autoComplete="off"
        />
        {service ? (
          <TextField
            id={`${idPrefix}-kms`}
            label="Kilometres"
            required={false}
            inputMode="numeric"
            registration={form.register('kms')}
            error={errors.kms}
            maxLength={10}
            autoComplete="off"
          />
        ) : null}
        <TextArea
          id={`${idPrefix}-comments`}
          label={service ? 'What does your car need?' : 'What parts or accessories do you need?'}
          required={!service}
          registration={form.register('comments')}
          error={errors.comments}
          hint={
            service ? 'e.g. its logbook service, a noise or a warning light.' : 'e.g. floor mats, a tow bar or brake pads, with part numbers if you have them.'
          }
        />
        <CheckboxField id={`${idPrefix}-subscribe`} label="Keep me up to date with offers and news" registration={form.register('subscribe')} />
      </div>
      <Honeypot inputRef={honeypot} />
      {terms ? <p className="lead-form__terms">{terms}</p> : null}
      <button className="button button--primary lead-form__submit" type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Sending…' : service ? 'Request a Service' : 'Send Parts Enquiry'}
      </button>
    </form>
  )
}
