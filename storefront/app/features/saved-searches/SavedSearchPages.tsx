import { ALERT_CHANNELS, ALERT_FREQUENCIES, type SavedSearchSettings } from '@dealer/cms-contract/saved-searches'
import { formatDate, formatNumber } from '@dealer/stock/format'
import { useId } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { alertsSummary, CHANNEL_LABELS, FREQUENCY_LABELS, type SettingsErrors } from './saved-search-form'
import type { SaveSearchActionData, SaveSearchPageData, SavedSearchEntry, SavedSearchesActionData, SavedSearchesPageData } from './saved-searches.server'

const cars = (count: number) => (count === 1 ? '1 car' : `${formatNumber(count)} cars`)

/** "Save this search": the search's words, then its name and how to hear of new cars. */
export function SaveSearchPage({ data, actionData }: { data: SaveSearchPageData; actionData: SaveSearchActionData | undefined }) {
  return (
    <section className="account-page" aria-labelledby="save-search-title">
      <title>Save this search</title>
      <meta name="robots" content="noindex" />
      <h1 id="save-search-title">Save this search</h1>
      <p>
        <a href={data.search.path}>{data.search.summary}</a>
      </p>
      {data.full ? (
        <p role="alert">
          You have saved the most searches you can keep. <Link to="/my-garage/searches">Delete one in My garage</Link> to save another.
        </p>
      ) : (
        <Form method="post" className="lead-form" noValidate>
          <input type="hidden" name="search" value={data.search.path} />
          <ErrorSummary error={actionData?.error} errors={actionData?.errors} idPrefix="save" />
          <SettingsFields
            idPrefix="save"
            values={{ name: data.defaultName, alerts: 'sms', frequency: 'instant', ...actionData?.values }}
            errors={actionData?.errors ?? {}}
            hasEmail={data.hasEmail}
          />
          <div className="lead-form__actions">
            <SubmitButton>Save search</SubmitButton>
          </div>
        </Form>
      )}
    </section>
  )
}

/** My garage → Saved searches: each search with its counts and alerts; open, edit, pause or resume, delete. */
export function SavedSearchesPage({ data, actionData }: { data: SavedSearchesPageData; actionData: SavedSearchesActionData | undefined }) {
  const done = actionData?.done ?? (data.saved && !actionData ? 'Your search is saved. We’ll tell you when new cars match it.' : null)
  return (
    <section className="account-page" aria-labelledby="saved-searches-title">
      <title>Saved searches</title>
      <meta name="robots" content="noindex" />
      <h1 id="saved-searches-title">Saved searches</h1>
      {done ? (
        <p className="account-page__done" role="status">
          {done}
        </p>
      ) : null}
      {actionData?.error && !actionData.errors ? (
        <p className="lead-form__alert" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {data.searches.length === 0 ? (
        <p>
          No saved searches yet. On the search page, choose your filters and press Save this search. <a href="/search">Search our cars</a>
        </p>
      ) : (
        <>
          <p>{`${data.searches.length} of ${data.max} searches saved.`}</p>
          <ul className="account-list">
            {data.searches.map((search) => (
              <SavedSearchItem key={search.id} search={search} hasEmail={data.hasEmail} actionData={actionData?.id === search.id ? actionData : undefined} />
            ))}
          </ul>
        </>
      )}
      <p>
        <a href="/my-garage">Go to My garage</a>
      </p>
    </section>
  )
}

function SavedSearchItem({ search, hasEmail, actionData }: { search: SavedSearchEntry; hasEmail: boolean; actionData: SavedSearchesActionData | undefined }) {
  const idPrefix = `search-${search.id}`
  const busy = useNavigation().state !== 'idle'
  const alertsOn = search.alerts !== 'none'
  return (
    <li className="account-list__item saved-search">
      <h2 className="account-list__title">
        <a href={`/my-garage/searches/${search.id}/open`}>{search.name}</a>
      </h2>
      <p className="account-list__meta">{search.summary}</p>
      <p className="account-list__meta">
        {`${cars(search.matching)} match now`}
        {search.newSinceVisit > 0 ? (
          <>
            {' · '}
            <strong>{`${formatNumber(search.newSinceVisit)} new since ${formatDate(search.lastVisitedAt)}`}</strong>
          </>
        ) : null}
        {` · ${alertsSummary(search)}`}
      </p>
      <div className="saved-car__actions">
        {alertsOn ? (
          <Form method="post">
            <input type="hidden" name="id" value={search.id} />
            <input type="hidden" name="intent" value={search.paused ? 'resume' : 'pause'} />
            <button type="submit" className="link-button" disabled={busy}>
              {search.paused ? 'Resume alerts' : 'Pause alerts'}
              <span className="visually-hidden">: {search.name}</span>
            </button>
          </Form>
        ) : null}
        <Form method="post">
          <input type="hidden" name="id" value={search.id} />
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="button" disabled={busy}>
            Delete<span className="visually-hidden"> {search.name}</span>
          </button>
        </Form>
      </div>
      {/* Open when its save was refused, so the shopper sees why; a details element works without JavaScript. */}
      <details className="saved-search__edit" open={actionData?.errors ? true : undefined}>
        <summary>
          Edit<span className="visually-hidden"> {search.name}</span>
        </summary>
        <Form method="post" className="lead-form" noValidate>
          <input type="hidden" name="id" value={search.id} />
          <input type="hidden" name="intent" value="update" />
          <ErrorSummary error={actionData?.error} errors={actionData?.errors} idPrefix={idPrefix} />
          <SettingsFields
            idPrefix={idPrefix}
            values={{ name: search.name, alerts: search.alerts, frequency: search.frequency, ...actionData?.values }}
            errors={actionData?.errors ?? {}}
            hasEmail={hasEmail}
          />
          <div className="lead-form__actions">
            <SubmitButton>Save changes</SubmitButton>
          </div>
        </Form>
      </details>
    </li>
  )
}

const FIELD_LABELS: Record<keyof SavedSearchSettings, string> = { name: 'Name', alerts: 'Tell me about new cars', frequency: 'How often' }

function ErrorSummary({ error, errors, idPrefix }: { error: string | undefined; errors: SettingsErrors | undefined; idPrefix: string }) {
  if (!error) return null
  if (!errors)
    return (
      <p className="lead-form__alert" role="alert">
        {error}
      </p>
    )
  return (
    <div className="lead-form__summary" role="alert">
      <p>{error}</p>
      <ul>
        {(Object.keys(errors) as Array<keyof SettingsErrors>).map((field) => (
          <li key={field}>
            <a href={`#${idPrefix}-${field}`}>
              {FIELD_LABELS[field]}: {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The name, the channel (email only once the shopper gave an address) and the frequency, as radio groups. */
function SettingsFields({
  idPrefix,
  values,
  errors,
  hasEmail,
}: {
  idPrefix: string
  values: Record<string, string>
  errors: SettingsErrors
  hasEmail: boolean
}) {
  const hintId = useId()
  return (
    <div className="lead-form__grid">
      <div className="lead-form__field">
        <label htmlFor={`${idPrefix}-name`}>{FIELD_LABELS.name}</label>
        <input
          id={`${idPrefix}-name`}
          name="name"
          type="text"
          maxLength={80}
          required
          defaultValue={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${idPrefix}-name-error` : undefined}
        />
        {errors.name ? (
          <span className="lead-form__error" id={`${idPrefix}-name-error`}>
            {errors.name}
          </span>
        ) : null}
      </div>
      <fieldset className="lead-form__field" id={`${idPrefix}-alerts`} aria-describedby={hasEmail ? undefined : hintId}>
        <legend>{FIELD_LABELS.alerts}</legend>
        {ALERT_CHANNELS.map((channel) => (
          <label key={channel} className="lead-form__choice">
            <input type="radio" name="alerts" value={channel} defaultChecked={values.alerts === channel} disabled={channel === 'email' && !hasEmail} />{' '}
            {CHANNEL_LABELS[channel]}
          </label>
        ))}
        {hasEmail ? null : (
          <span className="lead-form__hint" id={hintId}>
            To get alerts by email, add your email address in <a href="/my-garage#garage-details">My garage</a>.
          </span>
        )}
        {errors.alerts ? <span className="lead-form__error">{errors.alerts}</span> : null}
      </fieldset>
      <fieldset className="lead-form__field" id={`${idPrefix}-frequency`}>
        <legend>{FIELD_LABELS.frequency}</legend>
        {ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="lead-form__choice">
            <input type="radio" name="frequency" value={frequency} defaultChecked={values.frequency === frequency} /> {FREQUENCY_LABELS[frequency]}
          </label>
        ))}
        {errors.frequency ? <span className="lead-form__error">{errors.frequency}</span> : null}
      </fieldset>
    </div>
  )
}

function SubmitButton({ children }: { children: string }) {
  const busy = useNavigation().state !== 'idle'
  return (
    <button type="submit" className="button button--primary" disabled={busy}>
      {children}
    </button>
  )
}
