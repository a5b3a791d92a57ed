import type { RegisteredVehicle, RegistrationState, RegoLookup } from './rego-lookup'

/**
 * Fixed sample plates (docs/features/trade-in.md, "Trade-in valuation (engine)"), registered in every state so a demo works wherever it is
 * tried: makes and models the demo stock has (so the built-in model finds comparables), and a car over 7 years old
 * (no number: "we'll inspect it").
 */
export const SAMPLE_PLATES: Readonly<Record<string, RegisteredVehicle>> = {
  TRADE1: { make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5' },
  TRADE2: { make: 'Mazda', model: 'CX-5', year: 2021, badge: 'Touring' },
  OLDCAR: { make: 'Toyota', model: 'Corolla', year: 2015, badge: 'Ascent Sport' },
  EV2024: { make: 'Hyundai', model: 'Ioniq 5', year: 2024, badge: 'Dynamiq' },
}

/** A car in the site's stock with this plate: what the simulator reads besides its samples. */
export interface PlatedStockCar extends RegisteredVehicle {
  id: number
  /** The state of the car's location, where the demo feed registers it. */
  state: string
}

/** The site's stock cars with `plate` (normalised), in any order. */
export type StockPlateReader = (plate: string) => Promise<PlatedStockCar[]>

/**
 * The registration simulator: the sample plates, then the demo stock's own plates (the feed gives used and demo cars
 * plates such as 123ABC, registered in the state of their location). Deterministic: when two of the site's cars share
 * a plate in one state, the one with the lowest id answers. Anything else is not found.
 */
export function simulatorRegoLookup(readStockPlates: StockPlateReader): RegoLookup {
  return {
    async lookup(plate: string, state: RegistrationState) {
      const sample = SAMPLE_PLATES[plate]
      if (sample) return { found: true, vehicle: sample }
      const [car] = (await readStockPlates(plate)).filter((candidate) => candidate.state === state).sort((a, b) => a.id - b.id)
      if (!car) return { found: false }
      const { make, model, year, badge, colour = null, vin = null } = car
      return { found: true, vehicle: { make, model, year, badge, colour, vin } }
    },
  }
}
