import { formatDate, formatPrice } from '@dealer/stock/format'
import type { ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import type { AccountActionData, GaragePageData, WatchlistPageData } from './account-pages.server'
import type { ContactDetails } from './contact-details'
import type { WatchlistEntry } from './watchlist.server'

const AVAILABILITY: Record<WatchlistEntry['availability'], string | null> = {
  available: null,
  sold: 'Sold',
  gone: 'No longer available',
}

/** The watchlist page (spec 000 §2, the View List target): the saved cars, sold and removed ones marked. */
export function WatchlistPage({ data, actionData }: { data: WatchlistPageData; actionData: AccountActionData | undefined }) {
  return (
    <section className="account-page" aria-labelledby="watchlist-title">
      <title>Your watchlist</title>
      <meta name="robots" content="noindex" />
      <h1 id="watchlist-title">Your watchlist</h1>
      <ActionMessage actionData={actionData} />
      <SavedCars cars={data.cars} headingLevel={2} />
      <p>
        <a href="/my-garage">Go to My garage</a>
      </p>
    </section>
  )
}

/** My garage (spec 001 §2): the watchlist, the shopper's enquiries, their contact details, and sign out. */
export function GaragePage({
  data,
  actionData,
  reservations,
}: {
  data: GaragePageData
  actionData: AccountActionData | undefined
  /** The Reservations section (features/checkout), which the route adds: the garage itself doesn't know checkout. */
  reservations?: ReactNode
}) {
  const name = data.contact.firstName
  return (
    <section className="account-page" aria-labelledby="garage-title">
      <title>My garage</title>
      <meta name="robots" content="noindex" />
      <h1 id="garage-title">{name ? `${name}’s garage` : 'My garage'}</h1>
      <ActionMessage actionData={actionData} />
      <section aria-labelledby="garage-watchlist">
        <h2 id="garage-watchlist">Watchlist</h2>
        <SavedCars cars={data.cars} headingLevel={3} />
      </section>
      <section aria-labelledby="garage-searches">
        <h2 id="garage-searches">Saved searches</h2>
        <p>
          <a href="/my-garage/searches">Your saved searches and new car alerts</a>
        </p>
      </section>
      {reservations}
      <section aria-labelledby="garage-enquiries">
        <h2 id="garage-enquiries">Your enquiries</h2>
        {data.leads.length === 0 ? (
          <p>Enquiries you send while signed in appear here.</p>
        ) : (
          <ul className="account-list">
            {data.leads.map((lead) => (
              <li key={lead.id} className="account-list__item">
                <p className="account-list__title">
                  {lead.category}
                  {lead.subcategory ? ` (${lead.subcategory})` : null}
                  {lead.carName ? ' – ' : null}
                  {lead.carName && lead.carSlug ? <a href={`/cars/${encodeURIComponent(lead.carSlug)}`}>{lead.carName}</a> : lead.carName}
                </p>
                <p className="account-list__meta">
                  Sent {formatDate(lead.createdAt)}
                  {lead.bookingDate ? ` · test drive booked for ${formatDate(lead.bookingDate)}` : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="garage-details">
        <h2 id="garage-details">Your details</h2>
        <ContactDetailsForm contact={data.contact} actionData={actionData} />
      </section>
      <form method="post" action="/sign-out" className="account-page__sign-out">
        <button type="submit" className="button">
          Sign out
        </button>
      </form>
    </section>
  )
}

function ActionMessage({ actionData }: { actionData: AccountActionData | undefined }) {
  if (actionData?.done)
    return (
      <p className="account-page__done" role="status">
        {actionData.done}
      </p>
    )
  if (actionData?.error && !actionData.detailErrors)
    return (
      <p className="lead-form__alert" role="alert">
        {actionData.error}
      </p>
    )
  return null
}

function SavedCars({ cars, headingLevel }: { cars: WatchlistEntry[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const busy = useNavigation().state !== 'idle'
  if (cars.length === 0) {
    return (
      <p>
        No saved cars yet. Press Save on a car you like and it appears here. <a href="/search/used-cars">Browse our cars</a>
      </p>
    )
  }
  return (
    <ul className="account-list account-list--cars">
      {cars.map((car) => {
        const status = AVAILABILITY[car.availability]
        return (
          <li key={car.id} className="account-list__item saved-car">
            {car.imageUrl ? <img className="saved-car__image" src={car.imageUrl} alt="" width={160} height={107} loading="lazy" decoding="async" /> : null}
            <div className="saved-car__body">
              <Heading className="account-list__title">{car.availability === 'gone' ? car.name : <a href={car.path}>{car.name}</a>}</Heading>
              <p className="account-list__meta">
                {status ? <strong className="saved-car__status">{status}</strong> : null}
                {status ? ' · ' : null}
                {formatPrice(car.price) ?? 'Enquire for price'} · saved {formatDate(car.savedAt)}
              </p>
              <div className="saved-car__actions">
                {car.availability === 'gone' ? null : (
                  <Form method="post" className="saved-car__alerts">
                    <input type="hidden" name="intent" value="alerts" />
                    <input type="hidden" name="carId" value={car.id} />
                    <input type="hidden" name="priceAlerts" value={car.priceAlerts ? 'off' : 'on'} />
                    <button type="submit" className="link-button" disabled={busy}>
                      {car.priceAlerts ? 'Stop price-drop alerts' : 'Alert me if the price drops'}
                      <span className="visually-hidden">: {car.name}</span>
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="carId" value={car.id} />
                  <button type="submit" className="button" disabled={busy}>
                    Remove<span className="visually-hidden"> {car.name}</span>
                  </button>
                </Form>
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

const FIELDS: Array<{ name: keyof ContactDetails; label: string; autoComplete: string; type?: string; inputMode?: 'numeric' | 'email'; maxLength?: number }> = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name', maxLength: 60 },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name', maxLength: 60 },
  { name: 'email', label: 'Email Address', autoComplete: 'email', type: 'email', inputMode: 'email', maxLength: 254 },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4 },
]

function ContactDetailsForm({ contact, actionData }: { contact: GaragePageData['contact']; actionData: AccountActionData | undefined }) {
  const errors = actionData?.detailErrors ?? {}
  const values = actionData?.details ?? contact
  const busy = useNavigation().state !== 'idle'
  return (
    <Form method="post" className="lead-form" noValidate>
      <input type="hidden" name="intent" value="details" />
      <p>
        Mobile number: <strong>{contact.phone}</strong> (you sign in with it)
      </p>
      {actionData?.detailErrors ? (
        <div className="lead-form__summary" role="alert">
          <p>{actionData.error}</p>
          <ul>
            {FIELDS.filter((field) => errors[field.name]).map((field) => (
              <li key={field.name}>
                <a href={`#details-${field.name}`}>
                  {field.label}: {errors[field.name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="lead-form__grid">
        {FIELDS.map((field) => (
          <div className="lead-form__field" key={field.name}>
            <label htmlFor={`details-${field.name}`}>
              {field.label}
              <span className="lead-form__optional"> (optional)</span>
            </label>
            <input
              id={`details-${field.name}`}
              name={field.name}
              type={field.type ?? 'text'}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              defaultValue={values[field.name]}
              // A new answer (saved, or refused) shows what the server has.
              key={`${field.name}-${values[field.name]}`}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? `details-${field.name}-error` : undefined}
            />
            {errors[field.name] ? (
              <span className="lead-form__error" id={`details-${field.name}-error`}>
                {errors[field.name]}
              </span>
            ) : null}
          </div>
        ))}
      </div>
      <div className="lead-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Save details
        </button>
      </div>
    </Form>
  )
}
