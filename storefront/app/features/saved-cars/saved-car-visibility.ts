import { isAvailable } from '@dealer/stock/listing'

/** The site's settings for the Favourite and Compare buttons (Site settings › Features). */
export interface SavedCarSettings {
  /** `features.favourites`: the site offers favourites (and compare) at all. */
  favourites: boolean
  /** `features.favouritesUsedPricedWithImagesOnly`: only used cars priced above $0 with photos. */
  usedPricedWithImagesOnly: boolean
}

/** What the rule reads of a car (StockCar's fields); `hasImages` because a card knows its primary photo, the vehicle page all of them. */
export interface SavedCarFacts {
  status: string
  car_type: string
  price: number
  hasImages: boolean
}

/**
 * Spec 000 §5: "Favourite/compare buttons are hidden unless the car is for sale and the site has favourites enabled;
 * on some sites the car must also be used, priced above 0 and have images." For sale is available (in stock or coming
 * soon), the one definition @dealer/stock's listing rules give.
 */
export function savedCarButtonsShown(car: SavedCarFacts, settings: SavedCarSettings): boolean {
  if (!settings.favourites || !isAvailable(car.status)) return false
  if (!settings.usedPricedWithImagesOnly) return true
  return car.car_type === 'used' && car.price > 0 && car.hasImages
}

/** The settings as Site settings keep them; a site without settings has favourites (the field's default) on every car. */
export function savedCarSettings(
  settings: { features?: { favourites?: boolean | null; favouritesUsedPricedWithImagesOnly?: boolean | null } | null } | null,
): SavedCarSettings {
  return {
    favourites: settings?.features?.favourites ?? true,
    usedPricedWithImagesOnly: settings?.features?.favouritesUsedPricedWithImagesOnly ?? false,
  }
}
