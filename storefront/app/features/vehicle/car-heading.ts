/**
 * The vehicle page's last breadcrumb (spec 000 §2: "Breadcrumbs: year, make, model, badge; or the name when series are
 * shown"): a car whose series is shown is named by its listing name, which a dealer writes with the series in it;
 * otherwise year, make, model and badge. Pure.
 */
import type { StockCar } from '@dealer/stock/car'

export function carBreadcrumbLabel(car: Pick<StockCar, 'year' | 'make' | 'model' | 'badge' | 'series' | 'name'>): string {
  if (car.series?.trim() && car.name.trim()) return car.name.trim()
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')
}
