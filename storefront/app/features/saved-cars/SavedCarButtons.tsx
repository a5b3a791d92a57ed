import { useState } from 'react'
import { savedCarButtonsShown } from './saved-car-visibility'
import { CompareIcon, HeartIcon } from '../../ui/SavedCarIcons'
import { useCompare, useFavourite, type SavedButtonsCar } from './use-saved-car'
import { useSavedCarSettings } from './use-saved-car-settings'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/**
 * The vehicle page's Favourite and Compare, kept in this browser (saved-storage.ts). Shown only where the site's rule
 * allows (spec 000 §5) and after hydration: the server can't know what this browser keeps, and a browser that won't
 * store gets no buttons rather than buttons that forget. A result card has its own compact toggles (CarCardActions).
 */
export function SavedCarButtons({ car }: { car: SavedButtonsCar }) {
  const settings = useSavedCarSettings()
  const favourite = useFavourite(car)
  const [message, setMessage] = useState('')
  const compare = useCompare(car, setMessage)
  if (!favourite || !compare || !savedCarButtonsShown(car, settings)) return null

  return (
    <div className="saved-car-buttons">
      <ScriptButton className="saved-car-button" aria-pressed={favourite.favourited} aria-label={`Favourite ${car.name}`} onClick={favourite.toggle}>
        <HeartIcon filled={favourite.favourited} />
        Favourite
      </ScriptButton>
      <ScriptButton className="saved-car-button" aria-pressed={compare.comparing} aria-label={`Compare ${car.name}`} onClick={compare.toggle}>
        <CompareIcon filled={compare.comparing} />
        Compare
      </ScriptButton>
      {compare.count > 0 ? (
        <a className="saved-car-buttons__compare-link" href={compare.href}>
          Compare now ({compare.count})
        </a>
      ) : null}
      <CompareFullMessage message={message} href={compare.href} />
    </div>
  )
}

/** Spec 001 §3: the comparison is full; said politely, with the way to it. In the page while empty, so it is announced. */
function CompareFullMessage({ message, href }: { message: string; href: string }) {
  return (
    <p className="saved-car-buttons__message" role="status">
      {message ? (
        <>
          {message} <a href={href}>See your comparison</a>
        </>
      ) : null}
    </p>
  )
}
