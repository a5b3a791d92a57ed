import { useState } from 'react'
import { compareUrl } from './compare-url'
import { savedCarButtonsShown, type SavedCarFacts } from './saved-car-visibility'
import { addedToCompare, COMPARE, COMPARE_LIMIT, FAVOURITES, toggledFavourite, type FavouriteCar } from './saved-lists'
import { browserSavedStore, useSavedList } from './saved-storage'
import { useSavedCarSettings } from './use-saved-car-settings'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/** Tells the server a car was favourited (event 39, which it records itself); analytics never stops the shopper. */
function reportFavourite(slug: string): void {
  fetch(`/cars/${encodeURIComponent(slug)}/favourite`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', keepalive: true }).then(
    (response) => {
      if (!response.ok) console.warn(`analytics event 39 was not sent: the server answered ${response.status}`)
    },
    (error: unknown) => console.warn('analytics event 39 was not sent', error),
  )
}

/** What the buttons need of a car: what they store (spec 001 §3's Favourite) and what decides whether they show. */
export type SavedButtonsCar = SavedCarFacts & Pick<FavouriteCar, 'slug' | 'name' | 'make' | 'model' | 'primary_image_url'> & { objectID: string }

const COMPARE_FULL_TEXT = `You can compare up to ${COMPARE_LIMIT} cars. Remove one to add this car.`

/**
 * Favourite and Compare for one car, on a card or the vehicle page, kept in this browser (saved-storage.ts). Shown
 * only where the site's rule allows (spec 000 §5) and after hydration: the server can't know what this browser keeps,
 * and a browser that won't store gets no buttons rather than buttons that forget.
 */
export function SavedCarButtons({ car, variant }: { car: SavedButtonsCar; variant: 'card' | 'page' }) {
  const settings = useSavedCarSettings()
  const favourites = useSavedList(FAVOURITES)
  const compare = useSavedList(COMPARE)
  const [message, setMessage] = useState('')
  if (!favourites || !compare || !savedCarButtonsShown(car, settings)) return null

  const favourited = favourites.some((saved) => saved.id === car.objectID)
  const comparing = compare.some((saved) => saved.id === car.objectID)

  function toggleFavourite() {
    const { objectID, name, slug, make, model, primary_image_url } = car
    const store = browserSavedStore()
    const current = store.read(FAVOURITES) ?? []
    store.write(FAVOURITES, toggledFavourite(current, { id: objectID, name, slug, make, model, primary_image_url }))
    if (!favourited) reportFavourite(slug)
  }

  function toggleCompare() {
    const store = browserSavedStore()
    const current = store.read(COMPARE) ?? []
    if (comparing) {
      store.write(
        COMPARE,
        current.filter((saved) => saved.id !== car.objectID),
      )
      setMessage('')
      return
    }
    const addition = addedToCompare(current, { id: car.objectID, slug: car.slug, name: car.name })
    if (addition.outcome === 'full') return setMessage(COMPARE_FULL_TEXT)
    store.write(COMPARE, addition.cars)
    setMessage('')
  }

  const compareLink = compareUrl(compare.map((saved) => saved.slug))
  return (
    <div className={`saved-car-buttons saved-car-buttons--${variant}`}>
      <ScriptButton className="saved-car-button" aria-pressed={favourited} aria-label={`Favourite ${car.name}`} onClick={toggleFavourite}>
        <svg className="saved-car-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            fill={favourited ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        Favourite
      </ScriptButton>
      <ScriptButton className="saved-car-button" aria-pressed={comparing} aria-label={`Compare ${car.name}`} onClick={toggleCompare}>
        <svg className="saved-car-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <rect x="3" y="4" width="7" height="16" rx="1" fill={comparing ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
          <rect x="14" y="4" width="7" height="16" rx="1" fill={comparing ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
        </svg>
        Compare
      </ScriptButton>
      {variant === 'page' && compare.length > 0 ? (
        <a className="saved-car-buttons__compare-link" href={compareLink}>
          Compare now ({compare.length})
        </a>
      ) : null}
      <p className="saved-car-buttons__message" role="status">
        {message ? (
          <>
            {message} <a href={compareLink}>See your comparison</a>
          </>
        ) : null}
      </p>
    </div>
  )
}
