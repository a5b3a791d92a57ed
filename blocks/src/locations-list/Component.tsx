import type { LocationsListBlock } from '@dealer/cms-contract'
import { useId, type ReactNode } from 'react'
import type { LocationCard, LocationsListData } from './card'
import { ResponsiveImg } from '../ui/ResponsiveImg'
import { OpenNow } from './OpenNow'

/** The card column's width at each breakpoint of ./styles.css. */
const IMAGE_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw'

export const NO_LOCATIONS_TEXT = 'There are no locations to show here just now. Please check back soon.'

/** Text for screen readers only (the storefront's global .visually-hidden class). */
function Hidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>
}

/**
 * Cards of the site's locations (spec 001 §2): photo (or a plain map-pin panel), name, address,
 * phone, opening hours, dealer licence, and Get Directions / Contact / View Location Details. Every
 * link's accessible name includes the location's name, so a list of links reads unambiguously.
 */
export function LocationsListBlockView({ block, data }: { block: LocationsListBlock; data: LocationsListData }) {
  const headingId = useId()
  return (
    <section className="block-locations" aria-labelledby={headingId}>
      <h2 id={headingId} className="block-locations__heading">
        {block.heading}
      </h2>
      {data.cards.length === 0 ? <p className="block-locations__empty">{NO_LOCATIONS_TEXT}</p> : <LocationCardList cards={data.cards} />}
    </section>
  )
}

/** Location cards in the blocks' grid (a list, so screen readers announce how many). */
export function LocationCardList({ cards }: { cards: readonly LocationCard[] }) {
  return (
    <ul className="block-locations__list">
      {cards.map((card) => (
        <li key={card.id}>
          <LocationCardView card={card} />
        </li>
      ))}
    </ul>
  )
}

export function LocationCardView({ card }: { card: LocationCard }) {
  const nameId = useId()
  return (
    <article className="block-locations__card" aria-labelledby={nameId}>
      {/* The name comes first for screen readers; the stylesheet shows the picture above it. */}
      <h3 id={nameId} className="block-locations__name">
        {card.name}
      </h3>
      <p className="block-locations__type">{card.typeLabel}</p>
      {card.badge ? <p className="location-badge">{card.badge}</p> : null}
      <div className="block-locations__media">
        {card.image ? (
          <ResponsiveImg image={card.image} className="block-locations__image" sizes={IMAGE_SIZES} />
        ) : (
          <div className="block-locations__placeholder" aria-hidden="true">
            <MapPinIcon />
          </div>
        )}
      </div>
      <address className="block-locations__address">
        {card.addressLines.map((line) => (
          <span key={line} className="block-locations__address-line">
            {line}
          </span>
        ))}
        {card.phone ? (
          <span className="block-locations__phone">
            Phone: <a href={card.phone.href}>{card.phone.display}</a>
          </span>
        ) : null}
      </address>
      <OpenNow schedule={card.openNow.schedule} initial={card.openNow.initial} />
      {card.hours.length > 0 ? (
        <table className="block-locations__hours">
          <caption>
            Opening hours<Hidden> at {card.name}</Hidden>
          </caption>
          <tbody>
            {card.hours.map((line) => (
              <tr key={line.days}>
                <th scope="row">
                  <span aria-hidden="true">{line.days}</span>
                  <Hidden>{line.daysLabel}</Hidden>
                </th>
                <td>{line.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {card.holidays.length > 0 ? (
        <table className="block-locations__hours block-locations__hours--holidays">
          <caption>
            Holiday hours<Hidden> at {card.name}</Hidden>
          </caption>
          <tbody>
            {card.holidays.map((holiday) => (
              <tr key={holiday.isoDate}>
                <th scope="row">
                  <time dateTime={holiday.isoDate}>{holiday.date}</time>
                  {holiday.label ? ` ${holiday.label}` : null}
                </th>
                <td>{holiday.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {card.licence ? <p className="block-locations__licence">{card.licence}</p> : null}
      <div className="block-locations__actions">
        <a className="button button--primary block-locations__button" href={card.directionsUrl} target="_blank" rel="noopener noreferrer">
          Get Directions<Hidden> to {card.name} (opens in a new tab)</Hidden>
          <NewTabIcon />
        </a>
        <a className="button block-locations__button" href={card.contactHref}>
          Contact<Hidden> {card.name}</Hidden>
        </a>
        <a className="button block-locations__button" href={card.detailsHref}>
          View Location Details<Hidden> for {card.name}</Hidden>
        </a>
      </div>
    </article>
  )
}

function MapPinIcon() {
  return (
    <svg className="block-locations__pin" viewBox="0 0 24 24" width="48" height="48" focusable="false" aria-hidden="true">
      <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
    </svg>
  )
}

function NewTabIcon() {
  return (
    <svg className="block-locations__new-tab" viewBox="0 0 24 24" width="16" height="16" focusable="false" aria-hidden="true">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
      />
    </svg>
  )
}
