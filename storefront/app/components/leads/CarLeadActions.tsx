import { lazy, Suspense, useRef, useState } from 'react'
import { MODAL_EVENTS } from '../../lib/leads/lead-events'
import type { CarDialog } from './LeadDialog'

const LeadDialog = lazy(() => import('./LeadDialog'))

export interface CarLeadActionsProps {
  car: { slug: string; name: string; objectID?: string }
  /** Sold or otherwise unavailable: Find Me Something Similar in place of the normal buttons (spec 000 §2). */
  available: boolean
  /** The site's enquiry title (spec 000 §2: default "Enquire Now"). */
  enquiryTitle: string
  terms: string | null
  /** `page`: every action of the vehicle page; `card`: one enquiry button on a result card. */
  variant: 'page' | 'card'
}

const TITLES = { similar: 'Find Me Something Similar', photos: 'Request More Photos', 'test-drive': 'Book a Test Drive' } as const

/** Records that a car's enquiry dialog opened (event 26); analytics never gets in the shopper's way. */
function recordOpened(car: CarLeadActionsProps['car']): void {
  fetch('/api/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ eventId: MODAL_EVENTS.carEnquiry, path: location.pathname, carId: car.objectID ?? null }) }).catch((error: unknown) =>
    console.warn('analytics event 26 was not sent', error),
  )
}

/** The enquiry and test-drive buttons of a car, and the dialog they open. */
export function CarLeadActions({ car, available, enquiryTitle, terms, variant }: CarLeadActionsProps) {
  const [open, setOpen] = useState<{ dialog: CarDialog; title: string } | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const show = (dialog: CarDialog, title: string) => (event: React.MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget
    setOpen({ dialog, title })
    recordOpened(car)
  }
  const close = () => {
    setOpen(null)
    opener.current?.focus()
  }
  const label = (text: string) => (variant === 'card' ? { 'aria-label': `${text}: ${car.name}` } : {})
  return (
    <div className={`car-actions car-actions--${variant}`}>
      {available ? (
        <>
          <button type="button" className="button button--primary" onClick={show({ form: 'enquiry', kind: 'enquire' }, enquiryTitle)} {...label(enquiryTitle)}>
            {enquiryTitle}
          </button>
          {variant === 'page' ? (
            <>
              <button type="button" className="button" onClick={show({ form: 'test-drive' }, TITLES['test-drive'])}>
                Book a Test Drive
              </button>
              <button type="button" className="button car-actions__minor" onClick={show({ form: 'enquiry', kind: 'photos' }, TITLES.photos)}>
                Request More Photos
              </button>
            </>
          ) : null}
        </>
      ) : (
        <button type="button" className="button button--primary" onClick={show({ form: 'enquiry', kind: 'similar' }, TITLES.similar)} {...label(TITLES.similar)}>
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
