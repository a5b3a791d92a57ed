import { enquirySchema, type DistributionChoice, type EnquiryKind } from './lead-forms'
import { CAR_LEAD_LABELS, EMPTY_CONTACT, ContactDetailsAndMessage, DistributionLocationField, ErrorSummary, FormAlert } from './fields'
import { useLeadForm } from './use-lead-form'

/** Enquire Now, Find Me Something Similar and photo requests about one car. */
export function EnquiryForm({
  carSlug,
  kind,
  submitLabel,
  defaultMessage = '',
  terms,
  distributionLocations = [],
}: {
  carSlug: string
  kind: EnquiryKind
  submitLabel: string
  defaultMessage?: string
  terms?: string | null
  /** The other places the car can be seen or collected from (spec 000 §3): an optional choice when there are any. */
  distributionLocations?: DistributionChoice[]
}) {
  const idPrefix = `enquiry-${kind}`
  const { form, onSubmit, formError, honeypot, summaryRef, hydrated } = useLeadForm({
    schema: enquirySchema,
    envelope: { form: 'enquiry', kind, car: carSlug },
    defaults: { ...EMPTY_CONTACT, message: defaultMessage, distributionLocation: '' },
  })
  const { errors, isSubmitting } = form.formState
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <ErrorSummary idPrefix={idPrefix} errors={errors} labels={CAR_LEAD_LABELS} summaryRef={summaryRef} />
      <FormAlert message={formError} />
      <DistributionLocationField
        id={`${idPrefix}-distribution-location`}
        places={distributionLocations}
        registration={form.register('distributionLocation')}
        error={errors.distributionLocation}
      />
      <ContactDetailsAndMessage idPrefix={idPrefix} register={form.register} errors={errors} honeypot={honeypot} terms={terms} />
      <button className="button button--primary lead-form__submit" type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Sending…' : submitLabel}
      </button>
    </form>
  )
}
