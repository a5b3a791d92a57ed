import { useMemo } from 'react'
import { CONTACT_CATEGORIES, DEFAULT_CATEGORY, type ContactCategory } from './lead-events'
import { contactFormSchema, type ContactFormRules } from './lead-forms'
import { CheckboxField, CONTACT_LABELS, EMPTY_CONTACT, ContactFieldset, ErrorSummary, FormAlert, Honeypot, SelectField, TextArea, TextField } from './fields'
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

/** The full contact form of spec 001 §3, as the site's settings shape it (/contact, /contact-us/{location}). */
export function ContactForm({ rules, locations, dealerships, defaultCategory = DEFAULT_CATEGORY, defaultLocation = null, terms }: ContactFormProps) {
  const idPrefix = 'contact'
  const schema = useMemo(() => contactFormSchema(rules), [rules])
  const { form, onSubmit, formError, honeypot, summaryRef, hydrated } = useLeadForm({
    schema,
    envelope: { form: 'contact' },
    defaults: { ...EMPTY_CONTACT, comments: '', category: defaultCategory, location: defaultLocation ?? '', dealership: '', rego: '', subscribe: true },
  })
  const { errors, isSubmitting } = form.formState
  const offered = (ids: number[], all: Array<{ id: number; name: string }>) => all.filter((entry) => ids.includes(entry.id))
  return (
    <form className="lead-form lead-form--page" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <ErrorSummary idPrefix={idPrefix} errors={errors} labels={LABELS} summaryRef={summaryRef} />
      <FormAlert message={formError} />
      <div className="lead-form__grid">
        {rules.showCategory ? (
          <SelectField id={`${idPrefix}-category`} label="Enquiry type" registration={form.register('category')} error={errors.category}>
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </SelectField>
        ) : null}
        {rules.locationIds.length > 0 ? (
          <SelectField id={`${idPrefix}-location`} label="Location" registration={form.register('location')} error={errors.location}>
            <option value="">Choose a location</option>
            {offered(rules.locationIds, locations).map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {rules.dealershipIds.length > 1 ? (
          <SelectField id={`${idPrefix}-dealership`} label="Preferred dealership" registration={form.register('dealership')} error={errors.dealership}>
            <option value="">Choose a dealership</option>
            {offered(rules.dealershipIds, dealerships).map((dealership) => (
              <option key={dealership.id} value={dealership.id}>
                {dealership.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <ContactFieldset idPrefix={idPrefix} register={form.register} errors={errors} />
        <TextField
          id={`${idPrefix}-rego`}
          label="Registration"
          required={false}
          registration={form.register('rego')}
          error={errors.rego}
          maxLength={10}
          autoComplete="off"
          hint="If your enquiry is about a car you own."
        />
        <TextArea
          id={`${idPrefix}-comments`}
          label="Comments"
          required={rules.commentsRequired}
          registration={form.register('comments')}
          error={errors.comments}
        />
        <CheckboxField id={`${idPrefix}-subscribe`} label="Keep me up to date with offers and news" registration={form.register('subscribe')} />
      </div>
      <Honeypot inputRef={honeypot} />
      {terms ? <p className="lead-form__terms">{terms}</p> : null}
      <button className="button button--primary lead-form__submit" type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Sending…' : 'Send Enquiry'}
      </button>
    </form>
  )
}
