// The pre-approval journey's fields, fed by its reducer (registration: name, value setter, change handler). The other
// forms are HTML forms made of the form kit (ui/forms/fields.tsx).
import type { UseFormRegisterReturn } from 'react-hook-form'
import { describedBy, FieldMessages, Label } from '../../ui/forms/fields'

/** What the fields need of react-hook-form's error for them. */
type FieldError = { message?: string }

interface FieldProps {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: FieldError
  required?: boolean
  hint?: string
}

export function TextField({
  id,
  label,
  registration,
  error,
  required = true,
  hint,
  ...input
}: FieldProps & Pick<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'min' | 'max' | 'list'>) {
  return (
    <div className="lead-form__field">
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        {...input}
        {...registration}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error?.message, hint)}
      />
      <FieldMessages id={id} error={error?.message} hint={hint} />
    </div>
  )
}

function CheckboxField({ id, label, registration }: { id: string; label: string; registration: UseFormRegisterReturn }) {
  return (
    <div className="lead-form__field lead-form__field--wide lead-form__checkbox">
      <input id={id} type="checkbox" {...registration} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

/**
 * The "keep me up to date" checkbox, across the grid, of a form whose state is a reducer's rather than react-hook-form's
 * (the trade-in and pre-approval forms): shows `checked` and reports each change to `onChange`.
 */
export function SubscribeCheckbox({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="lead-form__field--wide">
      <CheckboxField
        id={id}
        label="Keep me up to date with offers and news"
        registration={{
          name: 'subscribe',
          onChange: async (event: { target: { checked: boolean } }) => onChange(event.target.checked),
          onBlur: async () => undefined,
          ref: (input: HTMLInputElement | null) => {
            if (input) input.checked = checked
          },
        }}
      />
    </div>
  )
}
