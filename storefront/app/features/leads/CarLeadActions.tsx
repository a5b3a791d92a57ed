import { useEnhanced } from '@dealer/blocks/ui/near-viewport'
import { lazy, Suspense, useRef, useState } from 'react'
import { sendBrowserEvent } from '../analytics/browser-events'
import { carEnquiryPath, carLeadTitle, type CarLeadKind } from './car-lead-kinds'
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
  /** The enquiry is the filled button, unless something else (Reserve) is the page's one primary action. */
  enquiryPrimary?: boolean
}

/**
 * The enquiry and test-drive links of a car. Each leads to the car's enquiry page with that form (it works before and
 * without JavaScript); once the page's scripts run, a press opens the same form in a dialog instead.
 */
export function CarLeadActions({ car, available, enquiryTitle, terms, variant, instantMessageHref = null, enquiryPrimary = true }: CarLeadActionsProps) {
  const [open, setOpen] = useState<CarLeadKind | null>(null)
  // A link until the scripts run; it opens a dialog, and says so, only from then on.
  const enhanced = useEnhanced()
  const opener = useRef<HTMLAnchorElement | null>(null)
  const close = () => {
    setOpen(null)
    opener.current?.focus()
  }
  const action = (kind: CarLeadKind, className: string) => {
    const title = carLeadTitle(kind, enquiryTitle)
    const show = (event: React.MouseEvent<HTMLAnchorElement>) => {
      // A press meant for a new tab or window goes there, as a link's would.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      opener.current = event.currentTarget
      setOpen(kind)
      sendBrowserEvent(kind === 'finance' ? 'finance-enquiry-opened' : 'car-enquiry-opened', car.objectID ?? null)
    }
    return (
      <a
        className={className}
        href={carEnquiryPath(car.slug, kind)}
        aria-haspopup={enhanced ? 'dialog' : undefined}
        onClick={show}
        rel="nofollow"
        {...(variant === 'card' ? { 'aria-label': `${title}: ${car.name}` } : {})}
      >
        {title}
      </a>
    )
  }
  const enquiryClass = enquiryPrimary ? 'button button--primary' : 'button'
  return (
    <div className={`car-actions car-actions--${variant}`}>
      {variant === 'quote' ? (
        action('finance', 'button')
      ) : available ? (
        <>
          {variant === 'page' && instantMessageHref ? (
            <a className={enquiryClass} href={instantMessageHref}>
              Instant Message
            </a>
          ) : (
            action('enquire', enquiryClass)
          )}
          {variant === 'page' ? (
            <>
              {action('test-drive', 'button')}
              {action('photos', 'button')}
            </>
          ) : null}
        </>
      ) : (
        action('similar', 'button button--primary')
      )}
      {open ? (
        <Suspense fallback={null}>
          <LeadDialog kind={open} title={carLeadTitle(open, enquiryTitle)} car={car} terms={terms} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  )
}
