import { useLocation } from 'react-router'
import { CheckboxField, ErrorSummary, FormAlert, Honeypot, SelectField, SubmitButton, TextArea, TextField } from '../../ui/forms/fields'
import { CaptchaField } from './CaptchaField'
import { CONTACT_CATEGORIES, DEFAULT_CATEGORY, type ContactCategory } from './lead-events'
import type { ContactFormRules } from './lead-forms'
import { CONTACT_LABELS, ContactFieldset } from './lead-fields'
import { useLeadForm } from './use-lead-form'

const LABELS = {
  ...CONTACT_LABELS,
  comments: 'Comments',
  category: 'Enquiry type',
  location: 'Location',
  dealership: 'Preferred dealership',
  rego: 'Registration',
}

export interface ContactFormProps {
  rules: ContactFormRules
  locations: Array<{ id: number; name: string }>
  dealerships: Array<{ id: number; name: string }>
  defaultCategory?: ContactCategory
  defaultLocation?: number | null
  terms?: string | null
}

/** The full contact form of spec 001 §3, as the site's settings shape it (/contact, /contact-us, /contact-us/{location}). */
export function ContactForm({ rules, locations, dealerships, defaultCategory = DEFAULT_CATEGORY, defaultLocation = null, terms }: ContactFormProps) {
  const idPrefix = 'contact'
  // It posts to the page it is on, whose action sends it (lead-requests.server.ts).
  const { formProps, busy, errors, formError, values, summaryRef } = useLeadForm({ action: useLocation().pathname, labels: LABELS })
  const offered = (ids: number[], all: Array<{ id: number; name: string }>) => all.filter((entry) => ids.includes(entry.id))
  const sent = values.name !== undefined
  return (
    <form className="lead-form lead-form--page" {...formProps}>
      <ErrorSummary idPrefix={idPrefix} errors={errors} labels={LABELS} summaryRef={summaryRef} />
      <FormAlert message={formError} />
      <div className="lead-form__grid">
        {rules.showCategory ? (
          <SelectField
            id={`${idPrefix}-category`}
            name="category"
            label="Enquiry type"
            error={errors.category}
            defaultValue={values.category ?? defaultCategory}
          >
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </SelectField>
        ) : null}
        {rules.locationIds.length > 0 ? (
          <SelectField
            id={`${idPrefix}-location`}
            name="location"
            label="Location"
            error={errors.location}
            defaultValue={values.location ?? (defaultLocation === null ? '' : String(defaultLocation))}
          >
            <option value="">Choose a location</option>
            {offered(rules.locationIds, locations).map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {rules.dealershipIds.length > 1 ? (
          <SelectField
            id={`${idPrefix}-dealership`}
            name="dealership"
            label="Preferred dealership"
            error={errors.dealership}
            defaultValue={values.dealership ?? ''}
          >
            <option value="">Choose a dealership</option>
            {offered(rules.dealershipIds, dealerships).map((dealership) => (
              <option key={dealership.id} value={dealership.id}>
                {dealership.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <ContactFieldset idPrefix={idPrefix} errors={errors} values={values} />
        <TextField
          id={`${idPrefix}-rego`}
          name="rego"
          label="Registration"
          required={false}
          error={errors.rego}
          defaultValue={values.rego}
          maxLength={10}
          autoComplete="off"
          hint="If your enquiry is about a car you own."
        />
        <TextArea
          id={`${idPrefix}-comments`}
          name="comments"
          label="Comments"
          required={rules.commentsRequired}
          error={errors.comments}
          defaultValue={values.comments}
        />
        <CheckboxField
          id={`${idPrefix}-subscribe`}
          name="subscribe"
          label="Keep me up to date with offers and news"
          defaultChecked={sent ? values.subscribe === 'on' : true}
        />
      </div>
      <Honeypot />
      <CaptchaField />
      {terms ? <p className="lead-form__terms">{terms}</p> : null}
      <SubmitButton busy={busy} label="Send Enquiry" />
    </form>
  )
}
