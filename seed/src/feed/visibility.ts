/** Spec 001 §4: how long a sold car stays listed, unless the dealer sets another window. */
export const DEFAULT_SOLD_WINDOW_DAYS = 3

/**
 * Listing visibility (spec 001 §4): a car is listed when it is in stock or coming soon, or sold within
 * the dealer's window, and the dealer shows it on the website.
 */
export function isListed(
  car: { status: string; sold_date_timestamp?: number | null; show_on_dealer_website?: boolean | null },
  nowSeconds: number,
  soldWindowDays = DEFAULT_SOLD_WINDOW_DAYS,
): boolean {
  if (car.show_on_dealer_website === false) return false
  if (car.status === 'in_stock' || car.status === 'coming_soon') return true
  if (car.status !== 'sold' || car.sold_date_timestamp == null) return false
  const age = nowSeconds - car.sold_date_timestamp
  return age >= 0 && age <= soldWindowDays * 86_400
}
