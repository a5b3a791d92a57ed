import { useState } from 'react'
import { ENQUIRY_TEXT, type CarLeadKind } from './car-lead-kinds'
import type { DistributionChoice } from './lead-forms'
import { EnquiryForm } from './EnquiryForm'
import { ModalDialog } from './ModalDialog'
import { TestDriveForm } from './TestDriveForm'
import { useFreeTimes } from './use-free-times'

export interface LeadDialogProps {
  kind: CarLeadKind
  title: string
  car: { slug: string; name: string; distributionLocations?: DistributionChoice[] }
  terms: string | null
  onClose: () => void
}

/** A car's test drive in the dialog: its free times asked afresh at each opening (other shoppers book meanwhile). */
function TestDriveInDialog({ car, terms }: Pick<LeadDialogProps, 'car' | 'terms'>) {
  const [openedAt] = useState(() => Date.now())
  const slots = useFreeTimes(`/api/test-drive-slots?car=${encodeURIComponent(car.slug)}&at=${openedAt}`)
  return <TestDriveForm carSlug={car.slug} carName={car.name} terms={terms} distributionLocations={car.distributionLocations ?? []} slots={slots} />
}

/**
 * A car's lead form in the modal dialog: the form of its enquiry page (car-enquiry.server.ts), posting to that page's
 * action. Loaded only when a shopper opens it (CarLeadActions).
 */
export default function LeadDialog({ kind, title, car, terms, onClose }: LeadDialogProps) {
  return (
    <ModalDialog title={title} subtitle={car.name} onClose={onClose}>
      {kind === 'test-drive' ? (
        <TestDriveInDialog car={car} terms={terms} />
      ) : (
        <EnquiryForm
          carSlug={car.slug}
          kind={kind}
          submitLabel={ENQUIRY_TEXT[kind].submit}
          defaultMessage={ENQUIRY_TEXT[kind].message}
          terms={terms}
          distributionLocations={car.distributionLocations ?? []}
        />
      )}
    </ModalDialog>
  )
}
