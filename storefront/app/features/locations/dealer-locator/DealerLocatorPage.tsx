import { LocationCardView } from '@dealer/blocks/locations-list/Component'
import { POSTCODE_LENGTH } from '@dealer/geo/postcode'
import { useId } from 'react'
import { CmsPageView } from '../../pages/CmsPageView'
import { LocationsMap } from '../map/LocationsMap'
import type { DealerLocatorData } from './dealer-locator.server'
import { DEPARTMENTS } from './ranking'

/** Digits only, as the shopper types (the field takes four, spec 001 §9; the server checks them again). */
function digitsOnly(event: React.FormEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const digits = input.value.replace(/\D/g, '')
  if (digits !== input.value) input.value = digits
}

/**
 * The dealer locator: the CMS page's hero, the postcode search (a GET form: it works without JavaScript), then the
 * results, nearest first, as location cards with their distance, and the same locations on the map.
 */
export function DealerLocatorPage({ data }: { data: DealerLocatorData }) {
  const id = useId()
  const { form } = data
  const count = data.results.length
  return (
    <div className="dealer-locator">
      <link rel="canonical" href={data.canonicalUrl} />
      <CmsPageView heading={data.heading} blocks={data.heroBlocks} />
      <section className="dealer-locator__search" aria-labelledby={`${id}-search`}>
        <h2 id={`${id}-search`}>Find your nearest location</h2>
        <form className="lead-form dealer-locator__form" method="get" action="/dealer-locator" role="search" aria-labelledby={`${id}-search`} noValidate>
          <div className="lead-form__field">
            <label htmlFor={`${id}-postcode`}>Postcode</label>
            <input
              id={`${id}-postcode`}
              name="postcode"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={POSTCODE_LENGTH}
              defaultValue={form.postcode}
              onInput={digitsOnly}
              aria-invalid={form.error ? true : undefined}
              aria-describedby={form.error ? `${id}-postcode-error` : `${id}-postcode-hint`}
            />
            {form.error ? (
              <span className="lead-form__error" id={`${id}-postcode-error`}>
                {form.error}
              </span>
            ) : (
              <span className="lead-form__hint" id={`${id}-postcode-hint`}>
                4 digits, e.g. 4000
              </span>
            )}
          </div>
          <div className="lead-form__field">
            <label htmlFor={`${id}-department`}>Department</label>
            <select id={`${id}-department`} name="department" defaultValue={form.department}>
              {DEPARTMENTS.map((department) => (
                <option key={department.value} value={department.value}>
                  {department.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary dealer-locator__submit">
            Find locations
          </button>
        </form>
      </section>
      <section className="dealer-locator__results" aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`}>{data.nearestTo ? `Locations nearest to ${data.nearestTo}` : 'All our locations'}</h2>
        {data.notice ? (
          <p className="dealer-locator__notice" role="status">
            {data.notice}
          </p>
        ) : null}
        <p className="dealer-locator__count">{count === 1 ? '1 location' : `${count} locations`}</p>
        {count > 0 ? <LocationsMap locations={data.map.locations} tiles={data.map.tiles} label={data.map.label} /> : null}
        {count === 0 ? (
          <p>There are no locations of that department. Please choose another.</p>
        ) : (
          <ol className="dealer-locator__list">
            {data.results.map((result) => (
              <li key={result.card.id} className="dealer-locator__result">
                {result.distance ? (
                  <p className="dealer-locator__distance">
                    {result.distance}
                    <span className="visually-hidden"> from {data.nearestTo}</span>
                  </p>
                ) : null}
                <LocationCardView card={result.card} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <CmsPageView heading={null} blocks={data.blocks} />
    </div>
  )
}
