import { lazy, Suspense, useRef, useState } from 'react'
import { sendBrowserEvent } from '../analytics/browser-events'
import type { CarDialog } from './LeadDialog'
import type { DistributionChoice } from './lead-forms'

const LeadDialog = lazy(() => import('./LeadDialog'))

export interface CarLeadActionsProps {
  car: { slug: string; name: string; objectID?: string; distributionLocations?: DistributionChoice[] }
  /** Sold or otherwise unavailable: Find Me Something Similar in place of the normal buttons (spec 000 §2). */
  available: boolean
  /** The site's enquiry title (spec 000 §2: default "Enquire Now"). */
  enquiryTitle: string
  terms: string | null
  /**
   * `page`: every action of the vehicle page; `card`: one enquiry button (a result card, the sticky bars);
   * `quote`: the finance calculator's Request a Quote.
   */
  variant: 'page' | 'card' | 'quote'
  /** Spec 001 §2: where the site offers Instant Message, the page's enquiry button opens this address instead. */
  instantMessageHref?: string | null
}

const TITLES = { similar: 'Find Me Something Similar', photos: 'Request More Photos', 'test-drive': 'Book a Test Drive', finance: 'Request a Quote' } as const

/** The enquiry and test-drive buttons of a car, and the dialog they open. */
export function CarLeadActions({ car, available, enquiryTitle, terms, variant, instantMessageHref = null }: CarLeadActionsProps) {
  const [open, setOpen] = useState<{ dialog: CarDialog; title: string } | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const show = (dialog: CarDialog, title: string) => (event: React.MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget
    setOpen({ dialog, title })
    sendBrowserEvent(dialog.form === 'enquiry' && dialog.kind === 'finance' ? 'finance-enquiry-opened' : 'car-enquiry-opened', car.objectID ?? null)
  }
  const close = () => {
    setOpen(null)
    opener.current?.focus()
  }
  const label = (text: string) => (variant === 'card' ? { 'aria-label': `${text}: ${car.name}` } : {})
  return (
    <div className={`car-actions car-actions--${variant}`}>
      {variant === 'quote' ? (
        <button type="button" className="button" aria-haspopup="dialog" onClick={show({ form: 'enquiry', kind: 'finance' }, TITLES.finance)}>
          {TITLES.finance}
        </button>
      ) : available ? (
        <>
          {variant === 'page' && instantMessageHref ? (
            <a className="button button--primary" href={instantMessageHref}>
              Instant Message
            </a>
          ) : (
            <button
              type="button"
              className="button button--primary"
              aria-haspopup="dialog"
              onClick={show({ form: 'enquiry', kind: 'enquire' }, enquiryTitle)}
              {...label(enquiryTitle)}
            >
              {enquiryTitle}
            </button>
          )}
          {variant === 'page' ? (
            <>
              <button type="button" className="button" aria-haspopup="dialog" onClick={show({ form: 'test-drive' }, TITLES['test-drive'])}>
                Book a Test Drive
              </button>
              <button
                type="button"
                className="button car-actions__minor"
                aria-haspopup="dialog"
                onClick={show({ form: 'enquiry', kind: 'photos' }, TITLES.photos)}
              >
                Request More Photos
              </button>
            </>
          ) : null}
        </>
      ) : (
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={show({ form: 'enquiry', kind: 'similar' }, TITLES.similar)}
          {...label(TITLES.similar)}
        >
          {TITLES.similar}
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <LeadDialog dialog={open.dialog} title={open.title} car={car} terms={terms} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  )
}
