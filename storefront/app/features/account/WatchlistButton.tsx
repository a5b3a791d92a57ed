import { useEffect, useReducer } from 'react'
import { useLocation } from 'react-router'
import { signInUrl, WATCHLIST_PATH } from './sign-in-gate'
import { changeWatchlist, toastWatchlist, useWatchlist } from './Watchlist'
import { HeartIcon } from '../../ui/SavedCarIcons'
import { REMOVED_TITLE, removedText, SAVED_TITLE, savedText, watchlistButtonReducer, withSaveMarker } from './watchlist-button-state'

/**
 * Save / Saved (spec 000 §4): saves the car to the shopper's watchlist or removes it, at once, rolled back with an alert
 * if the call fails; disabled while it is in flight (aria-disabled, so keyboard focus stays on it). Hidden for a sold
 * car that isn't saved. Signed out, it goes to sign in and the car is saved on the way back (Watchlist.tsx). Without
 * JavaScript the same button posts its form to the watchlist page's action (account-pages.server.ts).
 *
 * `look`: `button`, the vehicle page's Save / Saved; `heart`, a result card's toggle over the photo, named "Save {car}"
 * or "Saved {car}"; `menu-item`, a card menu's "Save to my watchlist" (docs/decisions/074-car-card-actions.md).
 * `favourite`, for the heart of a signed-out shopper where the site offers favourites: the same heart keeps the car in
 * this device's favourites instead. It stays the same element, so a keyboard's focus on it survives the card hydrating.
 */
export function WatchlistButton({
  car,
  sold,
  look = 'button',
  favourite = null,
}: {
  car: { objectID: string; name: string }
  sold: boolean
  look?: 'button' | 'heart' | 'menu-item'
  favourite?: { favourited: boolean; toggle: () => void } | null
}) {
  const watchlist = useWatchlist(car.objectID)
  const { pathname, search } = useLocation()
  const savedNow = watchlist?.saved ?? false
  const [state, dispatch] = useReducer(watchlistButtonReducer, { saved: savedNow, pending: null })
  useEffect(() => dispatch({ type: 'synced', saved: savedNow }), [savedNow])
  if (!watchlist || (sold && !state.saved)) return null

  async function toggle(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (favourite) return favourite.toggle()
    if (!watchlist || state.pending) return
    if (!watchlist.signedIn) {
      const here = `${window.location.pathname}${window.location.search}`
      window.location.assign(signInUrl('watchlist', withSaveMarker(here, car.objectID), here))
      return
    }
    const saving = !state.saved
    dispatch({ type: 'toggle' })
    try {
      await changeWatchlist(saving ? 'save-car' : 'remove-car', car.objectID)
    } catch (error) {
      dispatch({ type: 'failed' })
      window.alert(error instanceof Error ? error.message : String(error))
      return
    }
    dispatch({ type: 'settled' })
    watchlist.setSaved(car.objectID, saving)
    void toastWatchlist(saving ? SAVED_TITLE : REMOVED_TITLE, saving ? savedText(car.name) : removedText(car.name), saving)
  }

  const saved = favourite ? favourite.favourited : state.saved
  const label = saved ? 'Saved' : 'Save'
  // A form to the watchlist page's action, which saves or removes the car and comes back here (signed out: by way of
  // sign-in): it works before and without JavaScript. With it, the change is made in place.
  return (
    <form method="post" action={WATCHLIST_PATH} className="watchlist-button__form" onSubmit={toggle}>
      <input type="hidden" name="intent" value={state.saved ? 'remove' : 'save'} />
      <input type="hidden" name="carId" value={car.objectID} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      {look === 'heart' ? (
        <button
          type="submit"
          className="car-card__save"
          aria-pressed={saved}
          aria-disabled={state.pending ? true : undefined}
          aria-label={`${label} ${car.name}`}
        >
          <HeartIcon filled={saved} size={22} />
        </button>
      ) : look === 'menu-item' ? (
        // Only offered signed out (the heart is the watchlist once signed in): it leads to sign-in.
        <button type="submit" className="car-card__menu-item">
          Save to my watchlist<span className="visually-hidden">: {car.name}</span>
        </button>
      ) : (
        <button
          type="submit"
          className={`button watchlist-button${state.saved ? ' watchlist-button--saved' : ''}`}
          aria-disabled={state.pending ? true : undefined}
        >
          <span aria-hidden="true">{state.saved ? '♥' : '♡'} </span>
          {label}
        </button>
      )}
    </form>
  )
}
