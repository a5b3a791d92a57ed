import type { DistributionChoice, EnquiryKind } from './lead-forms'
import { EnquiryForm } from './EnquiryForm'
import { ModalDialog } from './ModalDialog'
import { TestDriveForm } from './TestDriveForm'

export type CarDialog = { form: 'enquiry'; kind: EnquiryKind } | { form: 'test-drive' }

export interface LeadDialogProps {
  dialog: CarDialog
  title: string
  car: { slug: string; name: string; distributionLocations?: DistributionChoice[] }
  terms: string | null
  onClose: () => void
}

/** Each enquiry's send button and the message it starts with. */
const ENQUIRY_TEXT: Record<EnquiryKind, { submit: string; message: string }> = {
  enquire: { submit: 'Send Enquiry', message: '' },
  similar: { submit: 'Find Me Something Similar', message: 'Please let me know about similar cars.' },
  photos: { submit: 'Request Photos', message: 'Please send me more photos of this car.' },
  finance: { submit: 'Request a Quote', message: 'Please send me a finance quote for this car.' },
}

/** A car's lead form in the modal dialog. Loaded only when a shopper opens it (CarLeadActions), with the form code. */
export default function LeadDialog({ dialog, title, car, terms, onClose }: LeadDialogProps) {
  return (
    <ModalDialog title={title} subtitle={car.name} onClose={onClose}>
      {dialog.form === 'test-drive' ? (
        <TestDriveForm carSlug={car.slug} carName={car.name} terms={terms} distributionLocations={car.distributionLocations ?? []} />
      ) : (
        <EnquiryForm
          carSlug={car.slug}
          kind={dialog.kind}
          submitLabel={ENQUIRY_TEXT[dialog.kind].submit}
          defaultMessage={ENQUIRY_TEXT[dialog.kind].message}
          terms={terms}
          distributionLocations={car.distributionLocations ?? []}
        />
      )}
    </ModalDialog>
  )
}
