import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FIX_ERRORS } from '../../lib/leads/lead-answer'

/** What the fields need of react-hook-form's error for them. */
type FieldError = { message?: string }
type FormErrors = Partial<Record<string, FieldError | undefined>>

interface FieldProps {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: FieldError
  required?: boolean
  hint?: string
}

/** The ids a field's input is described by: its hint and its error, when shown. */
function describedBy(id: string, error: FieldError | undefined, hint: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

function FieldMessages({ id, error, hint }: { id: string; error?: FieldError; hint?: string }) {
  return (
    <>
      {hint ? (
        <span className="lead-form__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error?.message ? (
        <span className="lead-form__error" id={`${id}-error`}>
          {error.message}
        </span>
      ) : null}
    </>
  )
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? null : <span className="lead-form__optional"> (optional)</span>}
    </label>
  )
}

export function TextField({ id, label, registration, error, required = true, hint, ...input }: FieldProps & Pick<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>) {
  return (
    <div className="lead-form__field">
      <Label id={id} label={label} required={required} />
      <input id={id} {...input} {...registration} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

export function TextArea({ id, label, registration, error, required = false, hint }: FieldProps) {
  return (
    <div className="lead-form__field lead-form__field--wide">
      <Label id={id} label={label} required={required} />
      <textarea id={id} rows={4} {...registration} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

export function SelectField({ id, label, registration, error, required = true, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="lead-form__field">
      <Label id={id} label={label} required={required} />
      <select id={id} {...registration} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)}>
        {children}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

export function CheckboxField({ id, label, registration }: { id: string; label: string; registration: UseFormRegisterReturn }) {
  return (
    <div className="lead-form__field lead-form__field--wide lead-form__checkbox">
      <input id={id} type="checkbox" {...registration} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

/** The contact fields every lead form has (spec 001 §3), with the browser's autofill names. */
export function ContactFieldset({ idPrefix, register, errors }: { idPrefix: string; register: (name: 'name' | 'last_name' | 'email' | 'phone' | 'postcode') => UseFormRegisterReturn; errors: FormErrors }) {
  return (
    <>
      <TextField id={`${idPrefix}-name`} label="First Name" registration={register('name')} error={errors.name} autoComplete="given-name" maxLength={60} />
      <TextField id={`${idPrefix}-last_name`} label="Last Name" registration={register('last_name')} error={errors.last_name} autoComplete="family-name" maxLength={60} />
      <TextField id={`${idPrefix}-phone`} label="Mobile Number" registration={register('phone')} error={errors.phone} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
      <TextField id={`${idPrefix}-email`} label="Email Address" registration={register('email')} error={errors.email} type="email" autoComplete="email" maxLength={254} />
      <TextField id={`${idPrefix}-postcode`} label="Postcode" registration={register('postcode')} error={errors.postcode} autoComplete="postal-code" inputMode="numeric" maxLength={4} />
    </>
  )
}

/** The car forms' last part: the contact fields, an optional message, the honeypot and the site's disclaimer. */
export function ContactDetailsAndMessage({
  idPrefix,
  register,
  errors,
  honeypot,
  terms,
}: {
  idPrefix: string
  register: (name: 'name' | 'last_name' | 'email' | 'phone' | 'postcode' | 'message') => UseFormRegisterReturn
  errors: FormErrors
  honeypot: React.Ref<HTMLInputElement>
  terms?: string | null
}) {
  return (
    <>
      <div className="lead-form__grid">
        <ContactFieldset idPrefix={idPrefix} register={register} errors={errors} />
        <TextArea id={`${idPrefix}-message`} label="Message" registration={register('message')} error={errors.message} />
      </div>
      <Honeypot inputRef={honeypot} />
      {terms ? <p className="lead-form__terms">{terms}</p> : null}
    </>
  )
}

/** Spec 001 §5: errors listed under "Please fix the following errors:", each a link to its field. */
export function ErrorSummary({ idPrefix, errors, labels, summaryRef }: { idPrefix: string; errors: FormErrors; labels: Record<string, string>; summaryRef: React.Ref<HTMLDivElement> }) {
  const entries = Object.entries(errors).filter(([, error]) => error?.message)
  if (entries.length === 0) return null
  return (
    <div className="lead-form__summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby={`${idPrefix}-summary`}>
      <p id={`${idPrefix}-summary`}>{FIX_ERRORS}</p>
      <ul>
        {entries.map(([name, error]) => (
          <li key={name}>
            <a href={`#${idPrefix}-${name}`}>
              {labels[name] ?? name}: {error!.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A form-level failure, in a destructive alert (spec 001 §5). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <div className="lead-form__alert" role="alert">
      {message}
    </div>
  )
}

/** The honeypot: off-screen and out of the tab order, so only a bot that fills every input sends it. */
export function Honeypot({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" ref={inputRef} />
      </label>
    </div>
  )
}

export const CONTACT_LABELS: Record<string, string> = { name: 'First Name', last_name: 'Last Name', phone: 'Mobile Number', email: 'Email Address', postcode: 'Postcode' }
