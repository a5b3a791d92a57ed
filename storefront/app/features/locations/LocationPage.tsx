import { OpenNow } from '@dealer/blocks/locations-list/OpenNow'
import { ReviewsBlockView } from '@dealer/blocks/reviews/Component'
import { reviewCountLabel, reviewSummaryLabel } from '@dealer/blocks/reviews/stars'
import { ResponsiveImg } from '@dealer/blocks/ui/ResponsiveImg'
import { useId, useRef, useState } from 'react'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { jsonLdText } from '../../ui/json-ld'
import { ModalDialog } from '../leads/ModalDialog'
import type { DepartmentHours, LocationPageData } from './location-page.server'
import { LocationsMap } from './map/LocationsMap'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/** Spec 001 §9: a location's image is 230 px tall; the details column is at most half the page. */
const IMAGE_SIZES = '(min-width: 1024px) 600px, 100vw'

/**
 * /our-location/{slug} (spec 001 §2): a large hero with the details beside the map (name, badge, address, Get
 * Directions, the reviews badge, phones, email, licences and the Opening Hours box), then the location's reviews.
 */
export function LocationPage({ page }: { page: LocationPageData }) {
  return (
    <div className="location-page">
      <link rel="canonical" href={page.canonicalUrl} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={page.name} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={page.canonicalUrl} />
      <meta property="og:site_name" content={page.siteName} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(page.structuredData) }} />
      <Breadcrumbs trail={[{ label: 'Home', href: '/' }, { label: page.name }]} />
      <section className="location-hero" aria-labelledby="location-name">
        <div className="location-hero__details">
          <h1 id="location-name" className="page-heading">
            {page.name}
          </h1>
          {page.badge ? <p className="location-badge">{page.badge}</p> : null}
          <address className="location-hero__address">
            {page.addressLines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
          {page.reviews ? (
            <p className="location-hero__rating">
              <a href="#reviews" aria-label={`${reviewSummaryLabel(page.reviews.summary)}: read them`}>
                <span aria-hidden="true">★</span> {page.reviews.average}{' '}
                <span className="location-hero__muted">({reviewCountLabel(page.reviews.summary.count)})</span>
              </a>
            </p>
          ) : null}
          <ul className="location-hero__contact">
            {page.phones.map((phone) => (
              <li key={phone.href}>
                {phone.label}: <a href={phone.href}>{phone.display}</a>
              </li>
            ))}
            {page.email ? (
              <li>
                Email: <a href={`mailto:${page.email}`}>{page.email}</a>
              </li>
            ) : null}
            {page.licences.map((licence) => (
              <li key={licence}>{licence}</li>
            ))}
          </ul>
          <div className="location-hero__actions">
            <a className="button button--primary" href={page.directionsUrl} target="_blank" rel="noopener noreferrer">
              Get Directions<span className="visually-hidden"> to {page.name} (opens in a new tab)</span>
            </a>
            <a className="button" href={page.contactHref}>
              Contact<span className="visually-hidden"> {page.name}</span>
            </a>
            {page.stockHref ? (
              <a className="button" href={page.stockHref}>
                View our stock<span className="visually-hidden"> at {page.name}</span>
              </a>
            ) : null}
          </div>
          <OpeningHoursBox page={page} />
        </div>
        <div className="location-hero__map">
          {page.image ? <ResponsiveImg image={page.image} className="location-hero__image" sizes={IMAGE_SIZES} priority /> : null}
          <LocationsMap locations={page.map.locations} tiles={page.map.tiles} label={page.map.label} />
        </div>
      </section>
      {page.reviews ? (
        <ReviewsBlockView
          block={{ blockType: 'reviews', id: 'location', heading: `Reviews of ${page.name}`, limit: page.reviews.reviews.length }}
          data={page.reviews}
        />
      ) : null}
    </div>
  )
}

/**
 * The week's hours of the page's department, or of whichever department the shopper picks when the address hosts
 * several (a radio group: Tab reaches it, the arrow keys move between departments), its open-now line, and Holiday
 * Hours for its coming special hours.
 */
function OpeningHoursBox({ page }: { page: LocationPageData }) {
  const id = useId()
  const [selected, setSelected] = useState(Math.max(0, page.selectedDepartment))
  const department = page.departments[selected] ?? page.departments[0]
  return (
    <section className="location-hours" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Opening Hours</h2>
      {page.departments.length > 1 ? (
        <fieldset className="location-hours__departments">
          <legend className="visually-hidden">Department</legend>
          {page.departments.map((entry, index) => (
            <label key={entry.id} className={index === selected ? 'is-selected' : undefined}>
              <input type="radio" name={`${id}-department`} value={entry.slug} checked={index === selected} onChange={() => setSelected(index)} />
              {entry.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <DepartmentWeek key={department.id} department={department} />
    </section>
  )
}

function DepartmentWeek({ department }: { department: DepartmentHours }) {
  return (
    <div className="location-hours__week">
      <OpenNow schedule={department.openNow.schedule} initial={department.openNow.initial} />
      {department.hours.length > 0 ? (
        <table className="location-hours__table">
          <caption className="visually-hidden">{department.label} opening hours</caption>
          <tbody>
            {department.hours.map((line) => (
              <tr key={line.days}>
                <th scope="row">
                  <span aria-hidden="true">{line.days}</span>
                  <span className="visually-hidden">{line.daysLabel}</span>
                </th>
                <td>{line.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Please call us for our {department.label.toLowerCase()} hours.</p>
      )}
      {department.holidays.length > 0 ? <HolidayHours department={department} /> : null}
    </div>
  )
}

/** Spec 001 §2's Holiday Hours modal: a native <dialog>; focus goes back to its button when it closes. */
function HolidayHours({ department }: { department: DepartmentHours }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <ScriptButton ref={button} className="button location-hours__holidays" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Holiday Hours<span className="visually-hidden"> ({department.label.toLowerCase()})</span>
      </ScriptButton>
      {open ? (
        <ModalDialog
          title="Holiday Hours"
          subtitle={department.label}
          className="holiday-hours-dialog"
          onClose={() => {
            setOpen(false)
            button.current?.focus()
          }}
        >
          <table className="location-hours__table">
            <caption className="visually-hidden">{department.label} holiday hours</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Holiday</th>
                <th scope="col">Hours</th>
              </tr>
            </thead>
            <tbody>
              {department.holidays.map((holiday) => (
                <tr key={holiday.isoDate}>
                  <td>
                    <time dateTime={holiday.isoDate}>{holiday.date}</time>
                  </td>
                  <td>{holiday.label ?? ''}</td>
                  <td>{holiday.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ModalDialog>
      ) : null}
    </>
  )
}
