import { carEnquiryPath } from './car-lead-kinds'
import { ErrorSummary, FormAlert, SubmitButton } from '../../ui/forms/fields'
import type { DistributionChoice, EnquiryKind } from './lead-forms'
import { CAR_LEAD_LABELS, ContactDetailsAndMessage, DistributionLocationField } from './lead-fields'
import { useLeadForm } from './use-lead-form'

/** Enquire Now, Find Me Something Similar, photo and quote requests about one car. */
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
  const { formProps, busy, errors, formError, values, summaryRef } = useLeadForm({ action: carEnquiryPath(carSlug, kind), labels: CAR_LEAD_LABELS })
  return (
    <form className="lead-form" {...formProps}>
      <ErrorSummary idPrefix={idPrefix} errors={errors} labels={CAR_LEAD_LABELS} summaryRef={summaryRef} />
      <FormAlert message={formError} />
      <input type="hidden" name="kind" value={kind} />
      <DistributionLocationField
        id={`${idPrefix}-distributionLocation`}
        places={distributionLocations}
        error={errors.distributionLocation}
        defaultValue={values.distributionLocation}
      />
      <ContactDetailsAndMessage idPrefix={idPrefix} errors={errors} values={values} terms={terms} defaultMessage={defaultMessage} />
      <SubmitButton busy={busy} label={submitLabel} />
    </form>
  )
}
