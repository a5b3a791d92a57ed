import { useLocation } from 'react-router'
import { CheckboxField, ErrorSummary, FormAlert, Honeypot, SubmitButton, TextArea, TextField } from '../../ui/forms/fields'
import { CaptchaField } from './CaptchaField'
import { ENQUIRY_CAR_LIMITS, localToday } from './enquiry-message'
import type { DepartmentFormRules } from './lead-forms'
import { CONTACT_LABELS, ContactFieldset, LocationSelect } from './lead-fields'
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
 * category Service Enquiry or Parts Enquiry, posted to the page's own action.
 */
export function DepartmentEnquiryForm({ department, rules, locations, terms }: DepartmentEnquiryFormProps) {
  const idPrefix = department
  const service = department === 'service'
  const offered = locations.filter((location) => rules.locationIds.includes(location.id))
  const { formProps, busy, errors, formError, values, summaryRef } = useLeadForm({ action: useLocation().pathname, labels: LABELS })
  const carField = (name: 'make' | 'model' | 'rego', label: string, maxLength: number) => (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      required={false}
      error={errors[name]}
      defaultValue={values[name]}
      maxLength={maxLength}
      autoComplete="off"
    />
  )
  return (
    <form className="lead-form lead-form--page" {...formProps}>
      <ErrorSummary idPrefix={idPrefix} errors={errors} labels={LABELS} summaryRef={summaryRef} />
      <FormAlert message={formError} />
      <div className="lead-form__grid">
        <LocationSelect idPrefix={idPrefix} offered={offered} error={errors.location} defaultValue={values.location} />
        {service ? (
          <TextField
            id={`${idPrefix}-preferredDate`}
            name="preferredDate"
            label="Preferred date"
            type="date"
            min={localToday()}
            required={false}
            error={errors.preferredDate}
            defaultValue={values.preferredDate}
            hint="We will call to confirm a time."
          />
        ) : null}
        <ContactFieldset idPrefix={idPrefix} errors={errors} values={values} />
        {carField('make', 'Make', ENQUIRY_CAR_LIMITS.make)}
        {carField('model', 'Model', ENQUIRY_CAR_LIMITS.model)}
        {carField('rego', 'Registration', 10)}
        {service ? (
          <TextField
            id={`${idPrefix}-kms`}
            name="kms"
            label="Kilometres"
            required={false}
            inputMode="numeric"
            error={errors.kms}
            defaultValue={values.kms}
            maxLength={10}
            autoComplete="off"
          />
        ) : null}
        <TextArea
          id={`${idPrefix}-comments`}
          name="comments"
          label={service ? 'What does your car need?' : 'What parts or accessories do you need?'}
          required={!service}
          error={errors.comments}
          defaultValue={values.comments}
          hint={
            service ? 'e.g. its logbook service, a noise or a warning light.' : 'e.g. floor mats, a tow bar or brake pads, with part numbers if you have them.'
          }
        />
        <CheckboxField
          id={`${idPrefix}-subscribe`}
          name="subscribe"
          label="Keep me up to date with offers and news"
          defaultChecked={values.name !== undefined ? values.subscribe === 'on' : true}
        />
      </div>
      <Honeypot />
      <CaptchaField />
      {terms ? <p className="lead-form__terms">{terms}</p> : null}
      <SubmitButton busy={busy} label={service ? 'Request a Service' : 'Send Parts Enquiry'} />
    </form>
  )
}
