/**
 * A feed knows nothing of online reservations, so the import keeps them: before the swap it asks the CMS which of the
 * site's cars have a paid reservation (GET /api/reservations/reserved-cars) and keeps `reserved: true` on them, even
 * when the feed says the car is not reserved. Only a staff cancel or refund releases a car reserved online.
 */
import type { ReservedCarsAnswer } from '@dealer/cms-contract/reservations'
import type { StockCar } from '@dealer/stock/car'
import type { PriceReportTarget } from './price-report'

/** The cars with those ids reserved, the rest as the feed has them. Pure. */
export function keepReserved<Car extends Pick<StockCar, 'objectID' | 'reserved'>>(cars: readonly Car[], reservedIds: ReadonlySet<string>): Car[] {
  return cars.map((car) => (reservedIds.has(car.objectID) && !car.reserved ? { ...car, reserved: true } : car))
}

/** The site's cars with a paid reservation, from the CMS (its server credential). Throws with the CMS's answer when it refuses. */
export async function readReservedCars(target: PriceReportTarget, tenant: string, fetchImpl: typeof fetch = fetch): Promise<Set<string>> {
  const url = new URL(`/api/reservations/reserved-cars?${new URLSearchParams({ site: tenant })}`, target.cmsUrl)
  const response = await fetchImpl(url, { headers: { authorization: `Bearer ${target.secret}` }, signal: AbortSignal.timeout(30_000) })
  if (!response.ok) throw new Error(`the CMS answered HTTP ${response.status}: ${(await response.text()).slice(0, 500)}`)
  return new Set(((await response.json()) as ReservedCarsAnswer).carIds)
}
