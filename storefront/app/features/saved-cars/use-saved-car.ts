import { compareUrl } from './compare-url'
import type { SavedCarFacts } from './saved-car-visibility'
import { addedToCompare, COMPARE, COMPARE_LIMIT, FAVOURITES, toggledFavourite, type FavouriteCar } from './saved-lists'
import { browserSavedStore, useSavedList } from './saved-storage'

/** What the favourite and compare toggles need of a car: what they store (spec 001 §3's Favourite) and what decides whether they show. */
export type SavedButtonsCar = SavedCarFacts & Pick<FavouriteCar, 'slug' | 'name' | 'make' | 'model' | 'primary_image_url'> & { objectID: string }

const COMPARE_FULL_TEXT = `You can compare up to ${COMPARE_LIMIT} cars. Remove one to add this car.`

/** Tells the server a car was favourited (event 39, which it records itself); analytics never stops the shopper. */
function reportFavourite(slug: string): void {
  fetch(`/cars/${encodeURIComponent(slug)}/favourite`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', keepalive: true }).then(
    (response) => {
      if (!response.ok) console.warn(`analytics event 39 was not sent: the server answered ${response.status}`)
    },
    (error: unknown) => console.warn('analytics event 39 was not sent', error),
  )
}

/**
 * Whether this browser keeps `car` among its favourites, and a toggle; null before hydration and where the browser
 * won't store (the server can't know what this browser keeps, and a toggle that forgets is worse than none).
 */
export function useFavourite(car: SavedButtonsCar): { favourited: boolean; toggle: () => void } | null {
  const favourites = useSavedList(FAVOURITES)
  if (!favourites) return null
  const favourited = favourites.some((saved) => saved.id === car.objectID)
  return {
    favourited,
    toggle() {
      const { objectID, name, slug, make, model, primary_image_url } = car
      const store = browserSavedStore()
      store.write(FAVOURITES, toggledFavourite(store.read(FAVOURITES) ?? [], { id: objectID, name, slug, make, model, primary_image_url }))
      if (!favourited) reportFavourite(slug)
    },
  }
}

/**
 * Whether `car` is in this browser's comparison, a toggle, and the comparison's address and size (spec 001 §3); null
 * before hydration and where the browser won't store. `onFull` hears the message when the comparison is full, and ''
 * once a toggle succeeds: the vehicle page shows it beside its button, a card toasts it.
 */
export function useCompare(car: Pick<SavedButtonsCar, 'objectID' | 'slug' | 'name'>, onFull: (message: string, compareHref: string) => void) {
  const compare = useSavedList(COMPARE)
  if (!compare) return null
  const comparing = compare.some((saved) => saved.id === car.objectID)
  const href = compareUrl(compare.map((saved) => saved.slug))
  return {
    comparing,
    count: compare.length,
    href,
    toggle() {
      const store = browserSavedStore()
      const current = store.read(COMPARE) ?? []
      onFull('', href)
      if (comparing)
        return store.write(
          COMPARE,
          current.filter((saved) => saved.id !== car.objectID),
        )
      const addition = addedToCompare(current, { id: car.objectID, slug: car.slug, name: car.name })
      if (addition.outcome === 'full') return onFull(COMPARE_FULL_TEXT, href)
      store.write(COMPARE, addition.cars)
    },
  }
}

/** A card's word that the comparison is full: a toast (the page's one live region for such news), with the way to it. */
export async function toastCompareFull(message: string, compareHref: string): Promise<void> {
  if (!message) return
  const { showToast } = await import('@dealer/blocks/toast')
  await showToast(message, { action: { label: 'See your comparison', onClick: () => window.location.assign(compareHref) } })
}
