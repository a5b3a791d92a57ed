import { lazy, Suspense, useRef, useState } from 'react'
import { sendBrowserEvent } from '../analytics/browser-events'
import type { PreApprovalFormProps } from './PreApprovalForm'

// The form's code loads when a shopper opens it, so the button costs the page only itself.
const PreApprovalDialog = lazy(() => import('./PreApprovalDialog'))

export type GetPreApprovedProps = Omit<PreApprovalFormProps, 'variant'>

/** "Get pre-approved": opens the pre-approval popup (spec 001 §2) and reports event 9 (finance enquiry opened). */
export function GetPreApproved(props: GetPreApprovedProps) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const show = () => {
    setOpen(true)
    sendBrowserEvent('finance-enquiry-opened', props.car?.carId ?? null)
  }
  const close = () => {
    setOpen(false)
    opener.current?.focus()
  }
  return (
    <>
      <button type="button" className="button button--primary pre-approval__open" ref={opener} aria-haspopup="dialog" onClick={show}>
        Get pre-approved
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PreApprovalDialog {...props} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
