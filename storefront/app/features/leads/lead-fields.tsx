// The lead forms' own fields, made of the form kit (ui/forms): the contact fields every lead has (spec 001 §3), the
// message, and where to see the car (spec 000 §3).
import type { FieldErrors, FormValues } from '../../ui/forms/fields'
import { CaptchaField } from './CaptchaField'
import { Honeypot, SelectField, TextArea, TextField } from '../../ui/forms/fields'
import type { DistributionChoice } from './lead-forms'
import type { ContactFieldName } from './lead-storage'

/** The contact fields every lead form has (spec 001 §3), in the order shown, with their labels and input hints. */
export const CONTACT_INPUTS: Record<
  ContactFieldName,
  { label: string } & Pick<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>
> = {
  name: { label: 'First Name', autoComplete: 'given-name', maxLength: 60 },
  last_name: { label: 'Last Name', autoComplete: 'family-name', maxLength: 60 },
  phone: { label: 'Mobile Number', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
  email: { label: 'Email Address', type: 'email', autoComplete: 'email', maxLength: 254 },
  postcode: { label: 'Postcode', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4 },
}

export const CONTACT_LABELS: Record<string, string> = Object.fromEntries(Object.entries(CONTACT_INPUTS).map(([name, input]) => [name, input.label]))

const DISTRIBUTION_LOCATION_LABEL = 'Where you would like to see the car'

/** The error summary's labels of a form about one car: the contact fields, the message and where to see the car. */
export const CAR_LEAD_LABELS: Record<string, string> = { ...CONTACT_LABELS, message: 'Message', distributionLocation: DISTRIBUTION_LOCATION_LABEL }

/** What a form's fields show: each one's error and the value sent (echoed back by the action without JavaScript). */
export interface FieldState {
  errors: FieldErrors
  values: FormValues
}

export function ContactFieldset({ idPrefix, errors, values }: { idPrefix: string } & FieldState) {
  return (
    <>
      {(Object.keys(CONTACT_INPUTS) as ContactFieldName[]).map((name) => (
        <TextField key={name} id={`${idPrefix}-${name}`} name={name} error={errors[name]} defaultValue={values[name]} {...CONTACT_INPUTS[name]} />
      ))}
    </>
  )
}

/** The car forms' last part: the contact fields, an optional message, the honeypot and the site's disclaimer. */
export function ContactDetailsAndMessage({
  idPrefix,
  errors,
  values,
  terms,
  defaultMessage = '',
}: { idPrefix: string; terms?: string | null; defaultMessage?: string } & FieldState) {
  return (
    <>
      <div className="lead-form__grid">
        <ContactFieldset idPrefix={idPrefix} errors={errors} values={values} />
        <TextArea id={`${idPrefix}-message`} name="message" label="Message" error={errors.message} defaultValue={values.message ?? defaultMessage} />
      </div>
      <Honeypot />
      <CaptchaField />
      {terms ? <p className="lead-form__terms">{terms}</p> : null}
    </>
  )
}

/**
 * Spec 000 §3's optional distribution-location choice, on a car's enquiry and test-drive forms: the other places the car
 * can be seen or collected from, or its own yard. Nothing when the car has none.
 */
export function DistributionLocationField({
  id,
  places,
  error,
  defaultValue,
}: {
  id: string
  places: DistributionChoice[]
  error?: string
  defaultValue?: string
}) {
  if (places.length === 0) return null
  return (
    <SelectField
      id={id}
      name="distributionLocation"
      label={DISTRIBUTION_LOCATION_LABEL}
      error={error}
      defaultValue={defaultValue}
      required={false}
      hint="Optional: the car can be brought to one of these for you."
    >
      <option value="">At its own yard</option>
      {places.map((place) => (
        <option key={place.id} value={place.id}>
          {place.city ? `${place.name}, ${place.city}` : place.name}
        </option>
      ))}
    </SelectField>
  )
}

/** A location to choose (required), from those a form offers; preset when there is only one. */
export function LocationSelect({
  idPrefix,
  offered,
  error,
  defaultValue,
  onChange,
}: {
  idPrefix: string
  offered: Array<{ id: number; name: string }>
  error?: string
  defaultValue?: string
  onChange?: (value: string) => void
}) {
  if (offered.length === 0) return null
  return (
    <SelectField
      id={`${idPrefix}-location`}
      name="location"
      label="Location"
      error={error}
      defaultValue={defaultValue ?? (offered.length === 1 ? String(offered[0].id) : '')}
      onChange={onChange}
    >
      <option value="">Choose a location</option>
      {offered.map((location) => (
        <option key={location.id} value={location.id}>
          {location.name}
        </option>
      ))}
    </SelectField>
  )
}
