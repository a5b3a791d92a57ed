import type { ReactNode } from 'react'
import { FIX_ERRORS } from './messages'

/** A form's field errors as its action answered them: field name → message. */
export type FieldErrors = Partial<Record<string, string>>

/** What a form showed when it was sent, as its action echoes it back for the page it renders without JavaScript. */
export type FormValues = Partial<Record<string, string>>

// Every field is uncontrolled: the HTML holds what the shopper types, before and after the page's scripts run, and the
// form posts it as it is (use-action-form.ts enhances the same form). `defaultValue` is what the action echoed back.

interface FieldProps {
  id: string
  name: string
  label: string
  error?: string
  required?: boolean
  hint?: string
}

/** The ids a field's input is described by: its hint and its error, when shown. */
function describedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <span className="lead-form__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="lead-form__error" id={`${id}-error`}>
          {error}
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

const ariaOf = (id: string, { error, required, hint }: Pick<FieldProps, 'error' | 'required' | 'hint'>) => ({
  'aria-required': required || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, error, hint),
})

type InputAttributes = Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'min' | 'max' | 'list' | 'defaultValue'
>

export function TextField({ id, name, label, error, required = true, hint, ...input }: FieldProps & InputAttributes) {
  return (
    <div className="lead-form__field">
      <Label id={id} label={label} required={required} />
      <input id={id} name={name} {...input} {...ariaOf(id, { error, required, hint })} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

export function TextArea({ id, name, label, error, required = false, hint, defaultValue }: FieldProps & { defaultValue?: string }) {
  return (
    <div className="lead-form__field lead-form__field--wide">
      <Label id={id} label={label} required={required} />
      <textarea id={id} name={name} rows={4} defaultValue={defaultValue} {...ariaOf(id, { error, required, hint })} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

export function SelectField({
  id,
  name,
  label,
  error,
  required = true,
  hint,
  defaultValue,
  onChange,
  children,
}: FieldProps & { defaultValue?: string; onChange?: (value: string, select: HTMLSelectElement) => void; children: ReactNode }) {
  return (
    <div className="lead-form__field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.currentTarget.value, event.currentTarget) : undefined}
        {...ariaOf(id, { error, required, hint })}
      >
        {children}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

/** A checkbox across the grid; it posts "on" when ticked and nothing when not (the action reads its absence as false). */
export function CheckboxField({ id, name, label, defaultChecked }: { id: string; name: string; label: string; defaultChecked?: boolean }) {
  return (
    <div className="lead-form__field lead-form__field--wide lead-form__checkbox">
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

/** Spec 001 §5: errors listed under "Please fix the following errors:", each a link to its field. */
export function ErrorSummary({
  idPrefix,
  errors,
  labels,
  summaryRef,
}: {
  idPrefix: string
  errors: FieldErrors
  labels: Record<string, string>
  summaryRef?: React.Ref<HTMLDivElement>
}) {
  const entries = Object.entries(errors).filter(([, message]) => message)
  if (entries.length === 0) return null
  return (
    <div className="lead-form__summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby={`${idPrefix}-summary`}>
      <p id={`${idPrefix}-summary`}>{FIX_ERRORS}</p>
      <ul>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${idPrefix}-${name}`}>
              {labels[name] ?? name}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A form-level failure, in a destructive alert (spec 001 §5). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <div className="lead-form__alert" role="alert">
      {message}
    </div>
  )
}

/** The honeypot: off-screen and out of the tab order, so only a bot that fills every input sends it. */
export function Honeypot({ inputRef }: { inputRef?: React.Ref<HTMLInputElement> } = {}) {
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" ref={inputRef} />
      </label>
    </div>
  )
}

/** A form's send button: "Sending…" while its post is under way. Never disabled: before the scripts run it posts the HTML form. */
export function SubmitButton({ busy, label, className = 'button button--primary lead-form__submit' }: { busy: boolean; label: string; className?: string }) {
  return (
    <button className={className} type="submit">
      {busy ? 'Sending…' : label}
    </button>
  )
}
