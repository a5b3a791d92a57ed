import { useRouteLoaderData } from 'react-router'
import type { SavedCarSettings } from './saved-car-visibility'

const NONE: SavedCarSettings = { favourites: false, usedPricedWithImagesOnly: false }

/** The site's Favourite and Compare settings from the root's layout data; none shown on an error page without it. */
export function useSavedCarSettings(): SavedCarSettings {
  const root = useRouteLoaderData('root') as { savedCars?: SavedCarSettings } | undefined
  return root?.savedCars ?? NONE
}
