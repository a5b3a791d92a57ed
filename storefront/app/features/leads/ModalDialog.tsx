import { useEffect, useId, useRef, type ReactNode } from 'react'

export interface ModalDialogProps {
  title: string
  /** A line under the title, e.g. the car's name. */
  subtitle?: string | null
  /** Added to `lead-dialog`, whose look (lead-forms.css) every dialog shares. */
  className?: string
  onClose: () => void
  children: ReactNode
}

/**
 * A native modal <dialog>, open while mounted: the browser traps focus, closes on Escape and makes the page behind
 * inert, with no dialog library to ship. `onClose` runs however it closes (Escape or the × button).
 */
export function ModalDialog({ title, subtitle, className, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = ref.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  return (
    <dialog ref={ref} className={className ? `lead-dialog ${className}` : 'lead-dialog'} aria-labelledby={titleId} onClose={onClose}>
      <div className="lead-dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="lead-dialog__close" aria-label="Close" onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {subtitle ? <p className="lead-dialog__car">{subtitle}</p> : null}
      {children}
    </dialog>
  )
}
