import { useEffect, useReducer } from 'react'
import { useLocation } from 'react-router'
import { signInUrl, WATCHLIST_PATH } from './sign-in-gate'
import { changeWatchlist, toastWatchlist, useWatchlist } from './Watchlist'
import { REMOVED_TITLE, removedText, SAVED_TITLE, savedText, watchlistButtonReducer, withSaveMarker } from './watchlist-button-state'

/**
 * Save / Saved (spec 000 §4): saves the car to the shopper's watchlist or removes it, at once, rolled back with an alert
 * if the call fails; disabled while it is in flight (aria-disabled, so keyboard focus stays on it). Hidden for a sold
 * car that isn't saved. Signed out, it goes to sign in and the car is saved on the way back (Watchlist.tsx). Without
 * JavaScript the same button posts its form to the watchlist page's action (account-pages.server.ts).
 */
export function WatchlistButton({ car, sold, onCard = false }: { car: { objectID: string; name: string }; sold: boolean; onCard?: boolean }) {
  const watchlist = useWatchlist(car.objectID)
  const { pathname, search } = useLocation()
  const savedNow = watchlist?.saved ?? false
  const [state, dispatch] = useReducer(watchlistButtonReducer, { saved: savedNow, pending: null })
  useEffect(() => dispatch({ type: 'synced', saved: savedNow }), [savedNow])
  if (!watchlist || (sold && !state.saved)) return null

  async function toggle(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
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

  const label = state.saved ? 'Saved' : 'Save'
  // A form to the watchlist page's action, which saves or removes the car and comes back here (signed out: by way of
  // sign-in): it works before and without JavaScript. With it, the change is made in place.
  return (
    <form method="post" action={WATCHLIST_PATH} className="watchlist-button__form" onSubmit={toggle}>
      <input type="hidden" name="intent" value={state.saved ? 'remove' : 'save'} />
      <input type="hidden" name="carId" value={car.objectID} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <button
        type="submit"
        className={`button watchlist-button${state.saved ? ' watchlist-button--saved' : ''}`}
        aria-disabled={state.pending ? true : undefined}
        aria-label={onCard ? `${label}: ${car.name}` : undefined}
      >
        <span aria-hidden="true">{state.saved ? '♥' : '♡'} </span>
        {label}
      </button>
    </form>
  )
}
