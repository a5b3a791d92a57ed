import type { CallBox as CallBoxData } from './vehicle-page.server'
import { CarLeadActions } from '../leads/CarLeadActions'
import { CallBox } from './CallBox'
import { shownCallBox } from './call-box'
import { useScrolledPast } from '../../ui/use-scrolled-past'

/** Spec 000 §4, §9: the sticky car header appears at 500 px of scroll. */
const STICKY_HEADER_AT = 500
/** Spec 001 §2, §9: the sticky mobile action bar appears after 900 px. */
const MOBILE_BAR_AFTER = 900

export interface StickyCarBarsProps {
  car: { objectID: string; slug: string; name: string }
  price: string
  available: boolean
  phone: CallBoxData | null
  enquiryTitle: string
  terms: string | null
  /** Reserve Car Now, where the car can be reserved online. */
  reserve: { href: string; label: string } | null
}

/**
 * The car's name, price and actions kept in reach while scrolling: a header bar on wide screens from 500 px, a bottom
 * action bar on phones after 900 px. Both are fixed and slide in, so nothing on the page moves when they appear. Their
 * actions keep the sidebar's order: the one primary (Reserve where offered, else the enquiry) first, then the rest.
 */
export function StickyCarBars({ car, price, available, phone, enquiryTitle, terms, reserve }: StickyCarBarsProps) {
  const headerShown = useScrolledPast(STICKY_HEADER_AT)
  const barShown = useScrolledPast(MOBILE_BAR_AFTER, { strictly: true })
  // The sidebar's rule (call-box.ts): a sold car's bar offers Find Me Something Similar, not a call.
  const callBox = shownCallBox(phone, available)
  return (
    <>
      <div className="sticky-car-header" data-shown={headerShown} aria-hidden={!headerShown} inert={!headerShown}>
        <p className="sticky-car-header__name">{car.name}</p>
        <p className="sticky-car-header__price">{price}</p>
        {reserve ? <ReserveLink car={car} reserve={reserve} /> : null}
        <CarLeadActions car={car} available={available} enquiryTitle={enquiryTitle} terms={terms} variant="card" enquiryPrimary={!reserve} />
      </div>
      <div className="mobile-action-bar" data-shown={barShown} aria-hidden={!barShown} inert={!barShown}>
        {reserve ? <ReserveLink car={car} reserve={reserve} /> : null}
        <CarLeadActions car={car} available={available} enquiryTitle={enquiryTitle} terms={terms} variant="card" enquiryPrimary={!reserve} />
        {callBox ? <CallBox phone={callBox} carId={car.objectID} compact /> : null}
      </div>
    </>
  )
}

/** Reserve Car Now in a bar: the page's primary action, first. */
function ReserveLink({ car, reserve }: { car: StickyCarBarsProps['car']; reserve: NonNullable<StickyCarBarsProps['reserve']> }) {
  return (
    <a className="button button--primary" href={reserve.href} aria-label={`${reserve.label}: ${car.name}`}>
      {reserve.label}
    </a>
  )
}
