import { useEffect, useReducer } from 'react'
import { signInUrl } from './sign-in-gate'
import { changeWatchlist, toastWatchlist, useWatchlist } from './Watchlist'
import { REMOVED_TITLE, removedText, SAVED_TITLE, savedText, watchlistButtonReducer, withSaveMarker } from './watchlist-button-state'

/**
 * Save / Saved (spec 000 §4): saves the car to the shopper's watchlist or removes it, at once, rolled back with an alert
 * if the call fails; disabled while it is in flight (aria-disabled, so keyboard focus stays on it). Hidden for a sold
 * car that isn't saved. Signed out, it goes to sign in and the car is saved on the way back (Watchlist.tsx).
 */
export function WatchlistButton({ car, sold, onCard = false }: { car: { objectID: string; name: string }; sold: boolean; onCard?: boolean }) {
  const watchlist = useWatchlist(car.objectID)
  const savedNow = watchlist?.saved ?? false
  const [state, dispatch] = useReducer(watchlistButtonReducer, { saved: savedNow, pending: null })
  useEffect(() => dispatch({ type: 'synced', saved: savedNow }), [savedNow])
  if (!watchlist || (sold && !state.saved)) return null

  async function toggle() {
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
  return (
    <button
      type="button"
      className={`button watchlist-button${state.saved ? ' watchlist-button--saved' : ''}`}
      aria-disabled={state.pending ? true : undefined}
      aria-label={onCard ? `${label}: ${car.name}` : undefined}
      onClick={toggle}
    >
      <span aria-hidden="true">{state.saved ? '♥' : '♡'} </span>
      {label}
    </button>
  )
}
