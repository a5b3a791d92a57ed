import { useEffect, useId, useRef } from 'react'
import PreApprovalForm, { type PreApprovalFormProps } from './PreApprovalForm'

export interface PreApprovalDialogProps extends Omit<PreApprovalFormProps, 'variant'> {
  onClose: () => void
}

/**
 * The pre-approval popup (spec 001 §2, §4): the four-step form in a native modal <dialog>, as the lead dialogs are (the
 * browser traps focus, closes on Escape and makes the page behind inert). Loaded only when a shopper opens it.
 */
export default function PreApprovalDialog({ onClose, ...form }: PreApprovalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = ref.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  return (
    <dialog ref={ref} className="lead-dialog pre-approval-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="lead-dialog__header">
        <h2 id={titleId}>Get pre-approved</h2>
        <button type="button" className="lead-dialog__close" aria-label="Close" onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {form.car ? <p className="lead-dialog__car">{form.car.name}</p> : null}
      <PreApprovalForm {...form} variant="dialog" />
    </dialog>
  )
}
