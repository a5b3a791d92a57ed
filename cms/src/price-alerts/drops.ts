/**
 * Which saved cars a stock import's new prices alert, and what the CMS then knows of each car's price (pure; the
 * stock-prices endpoint reads and writes the rows). A drop is a listed price lower than the last one the CMS knew for
 * that saved car; the last known price then follows the listed price, down or up, so a later drop counts again.
 */

export interface SavedCarPrice {
  /** The saved car's id (a row of saved-cars). */
  id: number
  carId: string
  priceAlerts: boolean
  /** The price the CMS last knew: the price when saved until an import said otherwise; null when the car had none. */
  lastKnownPrice: number | null
}

export interface PriceDrop {
  savedCar: number
  oldPrice: number
  newPrice: number
}

export interface PriceChanges {
  /** One per opted-in saved car whose price fell. */
  drops: PriceDrop[]
  /** The new last known price of every saved car whose listed price differs from it. */
  lastKnown: Array<{ savedCar: number; price: number }>
}

/**
 * The drops and price changes of `saved` given the site's listed prices (carId → price). A car the list doesn't name is
 * left alone (it may be sold, or the import partial); a price of 0 is the dealer giving none ("POA"), which is neither a
 * drop nor a new price to compare the next one with.
 */
export function priceChanges(saved: readonly SavedCarPrice[], listed: ReadonlyMap<string, number>): PriceChanges {
  const drops: PriceDrop[] = []
  const lastKnown: PriceChanges['lastKnown'] = []
  for (const car of saved) {
    const price = listed.get(car.carId)
    if (price === undefined || price <= 0 || price === car.lastKnownPrice) continue
    if (car.priceAlerts && car.lastKnownPrice !== null && price < car.lastKnownPrice)
      drops.push({ savedCar: car.id, oldPrice: car.lastKnownPrice, newPrice: price })
    lastKnown.push({ savedCar: car.id, price })
  }
  return { drops, lastKnown }
}
