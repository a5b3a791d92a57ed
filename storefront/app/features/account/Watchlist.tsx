import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { SAVE_MARKER, SAVED_TITLE, savedText, VIEW_LIST, withoutSaveMarker } from './watchlist-button-state'
import { WATCHLIST_PATH } from './sign-in-gate'

/**
 * Which cars the shopper has saved, for every Save / Saved button on the page (cards and the vehicle page): the ids the
 * root loader read, and the changes made since. Signed out, every button offers Save and sends the shopper to sign in.
 */
interface WatchlistContextValue {
  signedIn: boolean
  isSaved(carId: string): boolean
  setSaved(carId: string, saved: boolean): void
}

const WatchlistContext = createContext<WatchlistContextValue | null>(null)

export function useWatchlist(): WatchlistContextValue | null {
  return useContext(WatchlistContext)
}

/** POST /api/watchlist/save-car or remove-car; the car's name when saved; throws the server's message when it fails. */
export async function changeWatchlist(change: 'save-car' | 'remove-car', carId: string): Promise<{ name?: string }> {
  let response: Response
  try {
    response = await fetch(`/api/watchlist/${change}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The spec's body; the server reads the shopper from their session, never this phone_number.
      body: JSON.stringify({ phone_number: null, car_id: carId }),
    })
  } catch {
    throw new Error('Your watchlist could not be reached. Please check your connection and try again.')
  }
  const answer = (await response.json().catch(() => ({}))) as { success?: boolean; error?: string; name?: string }
  if (!response.ok || !answer.success) throw new Error(answer.error ?? 'Your watchlist could not be changed. Please try again.')
  return { name: answer.name }
}

/** Toasts a change (spec 000 §4); the toast code loads now, not with the page. */
export async function toastWatchlist(title: string, description: string, viewList: boolean): Promise<void> {
  const { showToast } = await import('@dealer/blocks/toast')
  await showToast(title, {
    description,
    action: viewList ? { label: VIEW_LIST, onClick: () => window.location.assign(WATCHLIST_PATH) } : undefined,
  })
}

export function WatchlistProvider({ signedIn, savedCarIds, children }: { signedIn: boolean; savedCarIds: readonly string[]; children: ReactNode }) {
  const [saved, setSavedIds] = useState(() => new Set(savedCarIds))
  // The root loader ran again (sign-in, sign-out, a revalidation): its list is the truth.
  useEffect(() => setSavedIds(new Set(savedCarIds)), [savedCarIds])
  const setSaved = useCallback((carId: string, isSaved: boolean) => {
    setSavedIds((current) => {
      const next = new Set(current)
      if (isSaved) next.add(carId)
      else next.delete(carId)
      return next
    })
  }, [])
  const value = useMemo<WatchlistContextValue>(() => ({ signedIn, isSaved: (carId) => saved.has(carId), setSaved }), [signedIn, saved, setSaved])
  useSaveOnReturn(signedIn, setSaved)
  return <WatchlistContext.Provider value={value}>{children}</WatchlistContext.Provider>
}

/**
 * A Save pressed while signed out sent the shopper to sign in with this page (and `?save=<car id>`) as the way back:
 * back here signed in, the car is saved, toasted, and the marker leaves the address.
 */
function useSaveOnReturn(signedIn: boolean, setSaved: (carId: string, saved: boolean) => void): void {
  const { pathname, search } = useLocation()
  useEffect(() => {
    const carId = new URLSearchParams(search).get(SAVE_MARKER)
    if (!carId) return
    // The address loses the marker first, so a reload or a second render doesn't save twice.
    window.history.replaceState(window.history.state, '', withoutSaveMarker(`${pathname}${search}${window.location.hash}`))
    if (!signedIn) return
    setSaved(carId, true)
    changeWatchlist('save-car', carId).then(
      ({ name }) => toastWatchlist(SAVED_TITLE, savedText(name ?? 'The car'), true),
      (error: unknown) => {
        setSaved(carId, false)
        window.alert(error instanceof Error ? error.message : String(error))
      },
    )
  }, [pathname, search, signedIn, setSaved])
}
