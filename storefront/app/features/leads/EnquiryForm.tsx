import { enquirySchema, type EnquiryKind } from './lead-forms'
import { CONTACT_LABELS, EMPTY_CONTACT, ContactDetailsAndMessage, ErrorSummary, FormAlert } from './fields'
import { useLeadForm } from './use-lead-form'

const LABELS = { ...CONTACT_LABELS, message: 'Message' }

/** Enquire Now, Find Me Something Similar and photo requests about one car. */
export function EnquiryForm({
  carSlug,
  kind,
  submitLabel,
  defaultMessage = '',
  terms,
}: {
  carSlug: string
  kind: EnquiryKind
  submitLabel: string
  defaultMessage?: string
  terms?: string | null
}) {
  const idPrefix = `enquiry-${kind}`
  const { form, onSubmit, formError, honeypot, summaryRef } = useLeadForm({
    schema: enquirySchema,
    envelope: { form: 'enquiry', kind, car: carSlug },
    defaults: { ...EMPTY_CONTACT, message: defaultMessage },
  })
  const { errors, isSubmitting } = form.formState
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <ErrorSummary idPrefix={idPrefix} errors={errors} labels={LABELS} summaryRef={summaryRef} />
      <FormAlert message={formError} />
      <ContactDetailsAndMessage idPrefix={idPrefix} register={form.register} errors={errors} honeypot={honeypot} terms={terms} />
      <button className="button button--primary lead-form__submit" type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : submitLabel}
      </button>
    </form>
  )
}
