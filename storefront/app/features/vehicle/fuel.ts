/** The fuel cost calculator (spec 001 §9): what a week's driving costs in fuel, and which cars show it. */
import { roundToCents } from '@dealer/stock/money'

/** Spec 001 §9: "fuel price 1.70 per litre, distance 250 kms per week, consumption 10 L/100km when unknown". */
export const FUEL_DEFAULTS = { pricePerLitre: 1.7, weeklyKm: 250, consumption: 10 }

/** "weekly cost = distance / 100 x consumption x price", to the cent; a car without a consumption uses the default. */
export function weeklyFuelCost(input: { consumption: number | null; pricePerLitre: number; weeklyKm: number; defaultConsumption: number }): number {
  const consumption = input.consumption && input.consumption > 0 ? input.consumption : input.defaultConsumption
  return roundToCents((input.weeklyKm / 100) * consumption * input.pricePerLitre)
}

/** Any fuel burned: a car that names one of these beside "electric" (a hybrid, "Petrol/Electric") still fills up. */
const BURNS_FUEL = /hybrid|petrol|diesel|unleaded|\bulp\b|\blpg\b/i

/** Spec 000 §9: the calculator is "hidden for electric cars". */
export function showsFuelCalculator(car: { simple_fuel: string | null; fuel: string | null }): boolean {
  const fuels = [car.simple_fuel, car.fuel].filter((fuel): fuel is string => Boolean(fuel))
  const electric = fuels.some((fuel) => /electric/i.test(fuel))
  return !electric || fuels.some((fuel) => BURNS_FUEL.test(fuel))
}
