/**
 * A feed knows nothing of online reservations, so an import keeps them: the cars with a paid reservation keep
 * `reserved: true`, even when the feed says the car is not reserved. Only a staff cancel or refund releases a car
 * reserved online.
 */
import type { StockCar } from '@dealer/stock/car'

/** The cars with those ids reserved, the rest as the feed has them. Pure. */
export function keepReserved<Car extends Pick<StockCar, 'objectID' | 'reserved'>>(cars: readonly Car[], reservedIds: ReadonlySet<string>): Car[] {
  return cars.map((car) => (reservedIds.has(car.objectID) && !car.reserved ? { ...car, reserved: true } : car))
}
