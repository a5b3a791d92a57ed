import { formatDate, formatKm } from '@dealer/stock/format'
import type { StockCar } from '@dealer/stock/car'

/** "03/2021" from "2021-03-14": build and compliance dates are known to the month. */
export function monthAndYear(iso: string | null): string | null {
  const match = iso ? /^(\d{4})-(\d{2})/.exec(iso) : null
  return match ? `${match[2]}/${match[1]}` : null
}

/**
 * Spec 000 §2's used-car block: what a buyer of a used car checks first, as the feed has it: distance, registration
 * and its expiry, build and compliance dates. Only the facts the feed gives.
 */
export function usedCarFacts(
  car: Pick<StockCar, 'km' | 'regplate' | 'rego_expiry' | 'build_date' | 'compliance_date' | 'location'>,
): Array<{ label: string; value: string }> {
  const facts: Array<[string, string | null]> = [
    ['Odometer', formatKm(car.km)],
    ['Registration', car.regplate ? `${car.regplate} (${car.location.state})` : null],
    ['Registration expires', formatDate(car.rego_expiry)],
    ['Build date', monthAndYear(car.build_date)],
    ['Compliance date', monthAndYear(car.compliance_date)],
  ]
  return facts.flatMap(([label, value]) => (value ? [{ label, value }] : []))
}
