/**
 * The registration lookup (spec 001 §7: "rego and state lookup"): a plate and the state it is registered in → the
 * car's make, model, year and badge, or not found. Behind one interface: the simulator over the demo plates, or an
 * external registration API.
 */

/** Australia's registration authorities: the six states and two territories. */
export const REGISTRATION_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const
export type RegistrationState = (typeof REGISTRATION_STATES)[number]

export function isRegistrationState(value: unknown): value is RegistrationState {
  return typeof value === 'string' && (REGISTRATION_STATES as readonly string[]).includes(value)
}

/** Plates are 1 to 9 letters and digits (personalised plates included); shoppers type spaces, dashes and lower case. */
const PLATE = /^[A-Z0-9]{1,9}$/

/** The plate as registries key it ("abc 123" → "ABC123"), or null when it can't be a plate. */
export function normalisePlate(plate: string): string | null {
  const compact = plate.replace(/[\s.-]+/g, '').toUpperCase()
  return PLATE.test(compact) ? compact : null
}

/** What a registration says about a car. `year` is the model year. */
export interface RegisteredVehicle {
  make: string
  model: string
  year: number
  badge: string | null
  /** When the registry says (the registration API may; the simulator's demo plates do). */
  colour?: string | null
  vin?: string | null
}

export type RegoResult = { found: true; vehicle: RegisteredVehicle } | { found: false }

/**
 * `lookup` takes a plate as `normalisePlate` leaves it (the endpoint answers 400 to anything else) and answers found
 * or not found; a provider that can't answer throws `ProviderFailure`.
 */
export interface RegoLookup {
  lookup(plate: string, state: RegistrationState): Promise<RegoResult>
}
