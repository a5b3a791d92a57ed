/**
 * The Save / Saved button's state (spec 000 §4): the list changes at once (optimistic), the button is disabled while
 * the call is in flight, and a failed call puts it back as it was.
 */
export interface WatchlistButtonState {
  saved: boolean
  /** The change in flight, if any: the state to return to if it fails. */
  pending: { wasSaved: boolean } | null
}

export type WatchlistButtonEvent =
  | { type: 'toggle' }
  /** The call succeeded: the optimistic state stands. */
  | { type: 'settled' }
  /** The call failed: back to where it was. */
  | { type: 'failed' }
  /** The page learned the saved state from elsewhere (another button for the same car, a save on return). */
  | { type: 'synced'; saved: boolean }

export function watchlistButtonReducer(state: WatchlistButtonState, event: WatchlistButtonEvent): WatchlistButtonState {
  switch (event.type) {
    case 'toggle':
      // One change at a time: a press while one is in flight (the button is disabled, but a fast double press) is ignored.
      return state.pending ? state : { saved: !state.saved, pending: { wasSaved: state.saved } }
    case 'settled':
      return state.pending ? { saved: state.saved, pending: null } : state
    case 'failed':
      return state.pending ? { saved: state.pending.wasSaved, pending: null } : state
    case 'synced':
      return state.pending ? state : { saved: event.saved, pending: null }
  }
}

/** Spec 000 §4, word for word (the single quotes are part of the text). */
export const SAVED_TITLE = 'Car Saved In Watchlist'
export const REMOVED_TITLE = 'Car Removed'
export const VIEW_LIST = 'View List'
export const savedText = (carName: string) => `'${carName} is now available in your watchlist'`
export const removedText = (carName: string) => `'${carName} is no longer in your watchlist'`

/** The query marker a signed-out Save leaves on the page's address: after sign-in the page saves that car. */
export const SAVE_MARKER = 'save'

/** The page's address with the save marker for `carId` (the sign-in's redirect), and without it (after saving). */
export function withSaveMarker(pathAndQuery: string, carId: string): string {
  const url = new URL(pathAndQuery, 'http://page.invalid')
  url.searchParams.set(SAVE_MARKER, carId)
  return `${url.pathname}${url.search}`
}

export function withoutSaveMarker(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://page.invalid')
  url.searchParams.delete(SAVE_MARKER)
  return `${url.pathname}${url.search}${url.hash}`
}
