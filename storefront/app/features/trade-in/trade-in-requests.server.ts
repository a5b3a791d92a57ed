import { z } from 'zod'
import { normalisePlate, REGISTRATION_STATES } from './rego/rego-lookup'

/**
 * The server's schemas for what the trade-in's browser sends (trade-in-api.ts): the registration lookup, the
 * manufacturer list's parameters and the valuation record. The browser's form keeps to the same shapes; these decide.
 * Each refusal names the field, as the lead forms' do.
 */

const MAX_NAME = 60
/** Spec 001 §7's adjustment answers are choices; kilometres a whole number up to a million and a half. */
const MAX_KM = 1_500_000
const EARLIEST_YEAR = 1950

const state = z.enum(REGISTRATION_STATES, { error: 'Please choose the state the car is registered in.' })

const plate = z.string({ error: 'Please enter the registration plate.' }).transform((value, context) => {
  const normalised = normalisePlate(value)
  if (normalised === null) context.addIssue({ code: 'custom', message: 'A registration plate is 1 to 9 letters and numbers.' })
  return normalised ?? value
})

export const regoLookupRequestSchema = z.object({ plate, state })

const name = (label: string) =>
  z
    .string({ error: `Please choose the ${label}.` })
    .trim()
    .min(1, `Please choose the ${label}.`)
    .max(MAX_NAME, `The ${label} can be at most ${MAX_NAME} characters.`)

/** The model years a valuation takes: 1950 to next year's models (on sale late in the year). */
function year(now: Date) {
  const latest = now.getUTCFullYear() + 1
  return z
    .number({ error: 'Please choose the year.' })
    .int('Please choose the year.')
    .min(EARLIEST_YEAR, `The year must be ${EARLIEST_YEAR} or later.`)
    .max(latest, `The year can be at most ${latest}.`)
}

/** GET /api/trade-in/catalogue's parameters: none, make, make and model, or make, model and year (as text). */
export function catalogueQuerySchema(now: Date) {
  return z
    .object({
      make: name('make').optional(),
      model: name('model').optional(),
      year: z.coerce.number({ error: 'Please choose the year.' }).pipe(year(now)).optional(),
    })
    .refine((query) => !(query.model && !query.make), { message: 'Choose the make before the model.', path: ['make'] })
    .refine((query) => !(query.year !== undefined && !query.model), { message: 'Choose the model before the year.', path: ['model'] })
}

export function valuationRecordRequestSchema(now: Date) {
  const km = z
    .number({ error: 'Please enter the kilometres.' })
    .int('Please enter the kilometres as a whole number.')
    .min(0, 'The kilometres cannot be negative.')
    .max(MAX_KM, `The kilometres can be at most ${MAX_KM.toLocaleString('en-AU')}.`)
  return z
    .object({
      column_name: z.literal('valuation', { error: 'This is not a valuation record.' }),
      vehicle: z.object({
        make: name('make'),
        model: name('model'),
        year: year(now),
        badge: z.string().trim().max(MAX_NAME, `The badge can be at most ${MAX_NAME} characters.`).nullish(),
        // The kilometres are the condition step's; a copy here must agree with them.
        km: km.optional(),
        state,
        plate: plate.nullable(),
      }),
      condition: z.object({
        km,
        serviceHistory: z.enum(['full', 'partial', 'none'], { error: 'Please choose the service history.' }),
        damage: z.enum(['none', 'minor', 'major'], { error: 'Please say whether the car is damaged.' }),
        tyres: z.enum(['good', 'fair', 'worn'], { error: 'Please choose the condition of the tyres.' }),
        accessories: z.boolean({ error: 'Please say whether the car has accessories.' }),
        financeOwing: z.boolean({ error: 'Please say whether there is finance owing.' }),
      }),
      carId: z.string().trim().min(1).max(100).nullable().optional().default(null),
      idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,100}$/, 'The form is out of date: please reload the page.'),
    })
    .refine(({ vehicle, condition }) => vehicle.km === undefined || vehicle.km === condition.km, {
      message: 'The kilometres differ between the car and its condition.',
      path: ['vehicle', 'km'],
    })
    .transform(({ vehicle, ...request }) => ({ ...request, vehicle: { ...vehicle, badge: vehicle.badge || null, km: request.condition.km } }))
}
