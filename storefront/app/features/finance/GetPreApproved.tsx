import { useEnhanced } from '@dealer/blocks/ui/near-viewport'
import { lazy, Suspense, useRef, useState } from 'react'
import { sendBrowserEvent } from '../analytics/browser-events'
import type { PreApprovalFormProps } from './PreApprovalForm'

// The form's code loads when a shopper opens it, so the button costs the page only itself.
const PreApprovalDialog = lazy(() => import('./PreApprovalDialog'))

export type GetPreApprovedProps = Omit<PreApprovalFormProps, 'variant' | 'action'> & {
  /** The finance page for this car, whose action the popup's steps post to. */
  financeHref: string
}

/**
 * "Get pre-approved": a link to the finance page's form for this car; with JavaScript it opens the same form in the
 * pre-approval popup (spec 001 §2) instead, and reports event 9 (finance enquiry opened).
 */
export function GetPreApproved({ financeHref, ...props }: GetPreApprovedProps) {
  // The finance page's address may name its form already; the popup posts to the page, the link goes to the form.
  const financePage = financeHref.split('#')[0]!
  const [open, setOpen] = useState(false)
  // A link until the scripts run; it opens a dialog, and says so, only from then on.
  const enhanced = useEnhanced()
  const opener = useRef<HTMLAnchorElement>(null)
  const show = (event: React.MouseEvent) => {
    event.preventDefault()
    setOpen(true)
    sendBrowserEvent('finance-enquiry-opened', props.car?.carId ?? null)
  }
  const close = () => {
    setOpen(false)
    opener.current?.focus()
  }
  return (
    <>
      <a
        className="button button--primary pre-approval__open"
        href={`${financePage}#finance-form`}
        ref={opener}
        aria-haspopup={enhanced ? 'dialog' : undefined}
        onClick={show}
      >
        Get pre-approved
      </a>
      {open ? (
        <Suspense fallback={null}>
          <PreApprovalDialog {...props} action={financePage} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
