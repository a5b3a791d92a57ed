import { useEffect, useId, useRef } from 'react'
import type { EnquiryKind } from './lead-forms'
import { EnquiryForm } from './EnquiryForm'
import { TestDriveForm } from './TestDriveForm'

export type CarDialog = { form: 'enquiry'; kind: EnquiryKind } | { form: 'test-drive' }

export interface LeadDialogProps {
  dialog: CarDialog
  title: string
  car: { slug: string; name: string }
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

/**
 * A car's lead form in a native modal <dialog>: the browser traps focus, closes on Escape and makes the page behind
 * inert, with no dialog library to ship. Loaded only when a shopper opens it (CarLeadActions), with the form code.
 */
export default function LeadDialog({ dialog, title, car, terms, onClose }: LeadDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = ref.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  return (
    <dialog ref={ref} className="lead-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="lead-dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="lead-dialog__close" aria-label="Close" onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="lead-dialog__car">{car.name}</p>
      {dialog.form === 'test-drive' ? (
        <TestDriveForm carSlug={car.slug} carName={car.name} terms={terms} />
      ) : (
        <EnquiryForm
          carSlug={car.slug}
          kind={dialog.kind}
          submitLabel={ENQUIRY_TEXT[dialog.kind].submit}
          defaultMessage={ENQUIRY_TEXT[dialog.kind].message}
          terms={terms}
        />
      )}
    </dialog>
  )
}
