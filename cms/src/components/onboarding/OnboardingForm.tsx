'use client'
import { Button } from '@payloadcms/ui'
import { useId, useRef, useState, type CSSProperties, type FormEvent, type MouseEvent, type ReactNode } from 'react'
import type { FieldProblem } from '../../onboarding/input'
import type { OnboardingAnswer } from '../../onboarding/endpoint'

/**
 * The onboarding wizard's form: every answer the new site needs on one page, sent to POST /api/onboarding with the
 * logo. The server checks everything; its problems come back by field, summarised at the top (focused, so a screen
 * reader reads them) with a link to each field, and said again under the field itself.
 */

const TEMPLATES = [
  { value: 'dealer', label: 'Single dealer', hint: 'One brand, one or a few showrooms.' },
  { value: 'group', label: 'Dealer group', hint: 'Several brands and showrooms, with a dealer locator.' },
  { value: 'accessories', label: '4x4 accessories store', hint: 'Store pages for products, and fitted-out used 4x4s.' },
] as const
const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
/** Monday first, as staff read a week; the API numbers days from Sunday (0). */
const weekdayNumber = (index: number) => String((index + 1) % 7)

interface Day {
  closed: boolean
  open: string
  close: string
}
interface DealershipRow {
  key: number
  name: string
  makes: string
}

const START_WEEK: Day[] = WEEKDAYS.map((day) =>
  day === 'Sunday' ? { closed: true, open: '', close: '' } : { closed: false, open: '08:30', close: day === 'Saturday' ? '16:00' : '17:30' },
)

const stack: CSSProperties = { display: 'grid', gap: '0.35rem', marginBottom: '1rem', maxWidth: '40rem' }
const inputStyle: CSSProperties = { font: 'inherit', padding: '0.5rem', border: '1px solid var(--theme-elevation-400)', borderRadius: 4 }
const hintStyle: CSSProperties = { margin: 0, color: 'var(--theme-elevation-800)', fontSize: '0.9em' }
const errorStyle: CSSProperties = { margin: 0, color: 'var(--theme-error-750)', fontWeight: 600 }
const fieldsetStyle: CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem', margin: '0 0 1.5rem' }

/** A field's id in the page, from its path in the API's answer (`location.postcode` → `onboarding-location-postcode`). */
const fieldId = (field: string) => `onboarding-${field.replace(/[^a-zA-Z0-9]+/g, '-')}`

/** The control a problem's link goes to: the field itself, or the nearest one the form shows. */
function anchorOf(field: string): string {
  if (/^location\.hours\.\d+\./.test(field)) return field.replace(/\.(weekday|open|close)$/, '.open')
  if (/^dealerships\.\d+\.(slug|leadEmail)$/.test(field)) return field.replace(/\.\w+$/, '.name')
  if (field === 'location.slug') return 'location.name'
  if (field === 'phone') return 'location.phone'
  return field
}

/** A summary link takes keyboard focus to its field, not only the view: a fragment link alone leaves focus where it was. */
function goToField(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1))
  if (!target) return
  event.preventDefault()
  target.focus()
  target.scrollIntoView({ block: 'center' })
}

export function OnboardingForm() {
  const [problems, setProblems] = useState<FieldProblem[]>([])
  const [summary, setSummary] = useState<string | null>(null)
  const [created, setCreated] = useState<{ name: string; address: string | null; slug: string } | null>(null)
  const [sending, setSending] = useState(false)
  const [week, setWeek] = useState<Day[]>(START_WEEK)
  const [dealerships, setDealerships] = useState<DealershipRow[]>([{ key: 0, name: '', makes: '' }])
  const summaryRef = useRef<HTMLDivElement>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const hintPrefix = useId()

  const problemOf = (field: string) => problems.find((problem) => problem.field === field || problem.field.startsWith(`${field}.`))?.message

  /** A labelled control with its hint and its problem, tied to it by aria-describedby. */
  const field = (
    name: string,
    label: string,
    control: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode,
    hint?: string,
  ) => {
    const id = fieldId(name)
    const problem = problemOf(name)
    const described = [hint ? `${hintPrefix}-${id}` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ')
    return (
      <div style={stack}>
        <label htmlFor={id} style={{ fontWeight: 600 }}>
          {label}
        </label>
        {hint ? (
          <p id={`${hintPrefix}-${id}`} style={hintStyle}>
            {hint}
          </p>
        ) : null}
        {control({ id, 'aria-describedby': described || undefined, 'aria-invalid': problem ? true : undefined })}
        {problem ? (
          <p id={`${id}-problem`} style={errorStyle}>
            {problem}
          </p>
        ) : null}
      </div>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (name: string) => String(form.get(name) ?? '').trim()
    const fields = {
      name: value('name'),
      slug: value('slug'),
      template: value('template'),
      domains: value('domains'),
      primaryColour: value('primaryColour'),
      tagline: value('tagline'),
      location: {
        name: value('location.name'),
        street: value('location.street'),
        city: value('location.city'),
        state: value('location.state'),
        postcode: value('location.postcode'),
        phone: value('location.phone'),
        hours: week.map((day, index) =>
          day.closed
            ? { weekday: weekdayNumber(index), status: 'closed' }
            : { weekday: weekdayNumber(index), status: 'open', open: day.open, close: day.close },
        ),
      },
      dealerships: dealerships.map((row) => ({ name: row.name.trim(), makes: row.makes })),
      leadEmail: value('leadEmail'),
    }
    const body = new FormData()
    body.set('_payload', JSON.stringify(fields))
    const logo = form.get('logo')
    if (logo instanceof File && logo.size > 0) body.set('logo', logo)
    setSending(true)
    setSummary('Creating the site…')
    setProblems([])
    try {
      const response = await fetch('/api/onboarding', { method: 'POST', body, credentials: 'include' })
      const answer = (await response.json().catch(() => ({ message: `The CMS answered ${response.status}.` }))) as OnboardingAnswer
      if (response.ok && 'id' in answer) {
        setSummary(null)
        setCreated({ name: fields.name, address: answer.address, slug: answer.slug })
        requestAnimationFrame(() => resultRef.current?.focus())
        return
      }
      setProblems('problems' in answer ? (answer.problems ?? []) : [])
      setSummary(answer.message)
    } catch {
      setSummary('The site could not be created: check your connection and try again. Nothing was saved.')
    } finally {
      setSending(false)
    }
    requestAnimationFrame(() => summaryRef.current?.focus())
  }

  if (created) {
    return (
      <div id="onboarding-result" ref={resultRef} tabIndex={-1} role="status" style={{ maxWidth: '40rem' }}>
        <h2>{created.name} is live</h2>
        {created.address ? (
          <p>
            The site answers at{' '}
            <a href={created.address} target="_blank" rel="noreferrer">
              {created.address}
            </a>
            . Its search page says there are no cars until its first stock import.
          </p>
        ) : (
          <p>The site has no domain yet: add one in Sites before shoppers can reach it.</p>
        )}
        <ul>
          <li>
            <a href="/admin/collections/stock-feeds">Set up its stock feed</a>
          </li>
          <li>
            <a href="/admin/collections/users/create">Give its staff their logins</a>
          </li>
          <li>
            <a href="/admin/onboarding">Create another site</a>
          </li>
        </ul>
      </div>
    )
  }

  const summaryProblems = problems.filter((problem) => problem.field !== '')
  return (
    <form id="onboarding-form" onSubmit={submit} noValidate aria-label="New dealer site">
      <div ref={summaryRef} tabIndex={-1} role={problems.length > 0 ? 'alert' : 'status'} style={{ marginBottom: '1rem', maxWidth: '40rem' }}>
        {summary ? <p style={problems.length > 0 ? errorStyle : hintStyle}>{summary}</p> : null}
        {summaryProblems.length > 0 ? (
          <ul>
            {summaryProblems.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>
                <a href={`#${fieldId(anchorOf(problem.field))}`} onClick={goToField}>
                  {problem.message}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <fieldset style={fieldsetStyle}>
        <legend>The dealer</legend>
        {field('name', 'Dealer name', (props) => (
          <input {...props} name="name" required maxLength={100} autoComplete="organization" style={inputStyle} />
        ))}
        {field(
          'slug',
          'Slug (optional)',
          (props) => (
            <input {...props} name="slug" maxLength={48} pattern="[a-z0-9]+(-[a-z0-9]+)*" style={inputStyle} />
          ),
          'Lower-case letters, digits and hyphens, e.g. bayside-toyota. Empty: made from the name. The site answers at <slug>.localhost in development.',
        )}
        <fieldset style={{ ...fieldsetStyle, marginBottom: '1rem' }} aria-describedby={problemOf('template') ? `${fieldId('template')}-problem` : undefined}>
          <legend>Template</legend>
          {TEMPLATES.map((template, index) => (
            <div key={template.value} style={{ marginBottom: '0.5rem' }}>
              <input
                type="radio"
                id={index === 0 ? fieldId('template') : `${fieldId('template')}-${template.value}`}
                name="template"
                value={template.value}
                defaultChecked={index === 0}
              />{' '}
              <label htmlFor={index === 0 ? fieldId('template') : `${fieldId('template')}-${template.value}`}>
                <strong>{template.label}</strong>: {template.hint}
              </label>
            </div>
          ))}
          {problemOf('template') ? (
            <p id={`${fieldId('template')}-problem`} style={errorStyle}>
              {problemOf('template')}
            </p>
          ) : null}
        </fieldset>
        {field(
          'domains',
          'Domains (optional)',
          (props) => (
            <textarea {...props} name="domains" rows={2} style={inputStyle} />
          ),
          'One a line, e.g. www.baysidetoyota.com.au. Point each at the storefront before going live.',
        )}
        {field(
          'primaryColour',
          'Brand colour',
          (props) => (
            <input {...props} name="primaryColour" type="color" defaultValue="#0b3d91" style={{ width: '4rem', height: '2.5rem' }} />
          ),
          'The header is this colour with white text on it, so choose a dark enough colour.',
        )}
        {field('tagline', 'Tagline (optional)', (props) => (
          <input {...props} name="tagline" maxLength={120} style={inputStyle} />
        ))}
        {field(
          'logo',
          'Logo (optional)',
          (props) => (
            <input {...props} name="logo" type="file" accept="image/png,image/jpeg,image/webp" />
          ),
          'A PNG, JPEG or WebP of up to 2 MB, white or light for the coloured header. Without one, the site shows its initials and name.',
        )}
      </fieldset>

      <fieldset style={fieldsetStyle}>
        <legend>First location</legend>
        {field(
          'location.name',
          'Location name (optional)',
          (props) => (
            <input {...props} name="location.name" maxLength={100} style={inputStyle} />
          ),
          'Empty: the dealer name and the suburb, e.g. Bayside Toyota Cleveland.',
        )}
        {field('location.street', 'Street address', (props) => (
          <input {...props} name="location.street" required autoComplete="address-line1" style={inputStyle} />
        ))}
        {field('location.city', 'Suburb or town', (props) => (
          <input {...props} name="location.city" required autoComplete="address-level2" style={inputStyle} />
        ))}
        {field('location.state', 'State or territory', (props) => (
          <select {...props} name="location.state" required defaultValue="QLD" style={inputStyle}>
            {STATES.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </select>
        ))}
        {field('location.postcode', 'Postcode', (props) => (
          <input
            {...props}
            name="location.postcode"
            required
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            style={{ ...inputStyle, width: '6rem' }}
          />
        ))}
        {field(
          'location.phone',
          'Phone',
          (props) => (
            <input {...props} name="location.phone" type="tel" required autoComplete="tel" style={inputStyle} />
          ),
          'e.g. 07 3286 4000.',
        )}

        <fieldset style={{ ...fieldsetStyle, marginBottom: 0 }}>
          <legend>Opening hours</legend>
          {week.map((day, index) => {
            const name = WEEKDAYS[index]
            // All seven days are sent, Monday first, so a problem's row is the day's place here.
            const path = `location.hours.${index}`
            const problem = problemOf(path)
            const set = (change: Partial<Day>) => setWeek((days) => days.map((other, at) => (at === index ? { ...other, ...change } : other)))
            return (
              <div
                key={name}
                role="group"
                aria-labelledby={`${fieldId(path)}-day`}
                style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', marginBottom: '0.5rem' }}
              >
                <span id={`${fieldId(path)}-day`} style={{ width: '6rem', fontWeight: 600 }}>
                  {name}
                </span>
                <label>
                  <input type="checkbox" checked={day.closed} onChange={(event) => set({ closed: event.target.checked })} /> Closed
                </label>
                <label>
                  Opens{' '}
                  <input
                    id={fieldId(`${path}.open`)}
                    type="time"
                    value={day.open}
                    disabled={day.closed}
                    onChange={(event) => set({ open: event.target.value })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${fieldId(path)}-problem` : undefined}
                    style={inputStyle}
                  />
                </label>
                <label>
                  Closes{' '}
                  <input
                    type="time"
                    value={day.close}
                    disabled={day.closed}
                    onChange={(event) => set({ close: event.target.value })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${fieldId(path)}-problem` : undefined}
                    style={inputStyle}
                  />
                </label>
                {problem ? (
                  <p id={`${fieldId(path)}-problem`} style={{ ...errorStyle, flexBasis: '100%' }}>
                    {problem}
                  </p>
                ) : null}
              </div>
            )
          })}
        </fieldset>
      </fieldset>

      <fieldset style={fieldsetStyle}>
        <legend>Dealerships and makes</legend>
        <p style={hintStyle}>The business behind the showroom; a group lists each of its dealerships. The first location belongs to the first.</p>
        {dealerships.map((row, index) => {
          const set = (change: Partial<DealershipRow>) =>
            setDealerships((rows) => rows.map((other) => (other.key === row.key ? { ...other, ...change } : other)))
          return (
            <div
              key={row.key}
              role="group"
              aria-label={`Dealership ${index + 1}`}
              style={{ borderTop: index > 0 ? '1px solid var(--theme-elevation-150)' : undefined, paddingTop: index > 0 ? '1rem' : 0 }}
            >
              {field(`dealerships.${index}.name`, `Dealership ${index + 1} name`, (props) => (
                <input {...props} value={row.name} onChange={(event) => set({ name: event.target.value })} required maxLength={100} style={inputStyle} />
              ))}
              {field(
                `dealerships.${index}.makes`,
                `Dealership ${index + 1} makes`,
                (props) => (
                  <input {...props} value={row.makes} onChange={(event) => set({ makes: event.target.value })} style={inputStyle} />
                ),
                'Makes sold new, separated by commas, as the stock feed spells them, e.g. Hyundai, Kia.',
              )}
              {problemOf(`dealerships.${index}.slug`) ? <p style={errorStyle}>{problemOf(`dealerships.${index}.slug`)}</p> : null}
              {dealerships.length > 1 ? (
                <Button buttonStyle="secondary" size="small" onClick={() => setDealerships((rows) => rows.filter((other) => other.key !== row.key))}>
                  {`Remove dealership ${index + 1}`}
                </Button>
              ) : null}
            </div>
          )
        })}
        <Button
          buttonStyle="secondary"
          size="small"
          onClick={() => setDealerships((rows) => [...rows, { key: Math.max(...rows.map((other) => other.key)) + 1, name: '', makes: '' }])}
        >
          Add a dealership
        </Button>
      </fieldset>

      <fieldset style={fieldsetStyle}>
        <legend>Leads</legend>
        {field(
          'leadEmail',
          'Lead email',
          (props) => (
            <input {...props} name="leadEmail" type="email" required autoComplete="email" style={inputStyle} />
          ),
          'Every enquiry from the site is emailed here. Site admins can add more addresses, or a CRM, in Dealerships.',
        )}
      </fieldset>

      <Button type="submit" buttonStyle="primary" size="medium" disabled={sending}>
        Create the site
      </Button>
    </form>
  )
}
