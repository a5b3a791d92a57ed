import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { useStoreAfterHydration } from '../../ui/hydration'
import { useLocation } from 'react-router'
import { SAVE_MARKER, SAVED_TITLE, savedText, VIEW_LIST, withoutSaveMarker } from './watchlist-button-state'
import { WATCHLIST_PATH } from './sign-in-gate'

/**
 * Which cars the shopper has saved, for every Save / Saved button on the page (cards and the vehicle page): the ids the
 * root loader read, and the changes made since. Signed out, every button offers Save and sends the shopper to sign in.
 *
 * A store the buttons subscribe to, not a context value that changes: a context change reaching a below-the-fold part
 * of the page that hasn't hydrated yet (HydrateWhenVisible) makes React drop its server HTML. The context only hands
 * out the store, which never changes; while hydrating, a button reads what the server rendered with.
 */
class WatchlistStore {
  private listeners = new Set<() => void>()
  private saved: Set<string>
  private readonly serverSaved: Set<string>
  signedIn: boolean
  readonly serverSignedIn: boolean

  constructor(signedIn: boolean, savedCarIds: readonly string[]) {
    this.signedIn = this.serverSignedIn = signedIn
    this.saved = new Set(savedCarIds)
    this.serverSaved = new Set(savedCarIds)
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  isSaved = (carId: string) => this.saved.has(carId)
  wasSavedOnServer = (carId: string) => this.serverSaved.has(carId)

  setSaved = (carId: string, saved: boolean) => {
    if (this.saved.has(carId) === saved) return
    this.saved = new Set(this.saved)
    if (saved) this.saved.add(carId)
    else this.saved.delete(carId)
    this.notify()
  }

  /** The root loader ran again (sign-in, a revalidation): its answer is the truth. */
  reset(signedIn: boolean, savedCarIds: readonly string[]) {
    this.signedIn = signedIn
    this.saved = new Set(savedCarIds)
    this.notify()
  }

  private notify() {
    for (const listener of this.listeners) listener()
  }
}

const WatchlistContext = createContext<WatchlistStore | null>(null)

/** For a button: whether the shopper is signed in and has saved `carId`, and a way to record a change; null outside the provider. */
export function useWatchlist(carId: string): { signedIn: boolean; saved: boolean; setSaved: (carId: string, saved: boolean) => void } | null {
  const store = useContext(WatchlistContext)
  const noStore = (listener: () => void) => () => void listener
  const signedIn = useStoreAfterHydration(
    store?.subscribe ?? noStore,
    () => store?.signedIn ?? false,
    () => store?.serverSignedIn ?? false,
  )
  const saved = useStoreAfterHydration(
    store?.subscribe ?? noStore,
    () => store?.isSaved(carId) ?? false,
    () => store?.wasSavedOnServer(carId) ?? false,
  )
  return store ? { signedIn, saved, setSaved: store.setSaved } : null
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
  const [store] = useState(() => new WatchlistStore(signedIn, savedCarIds))
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    store.reset(signedIn, savedCarIds)
  }, [store, signedIn, savedCarIds])
  useSaveOnReturn(signedIn, store.setSaved)
  return <WatchlistContext.Provider value={store}>{children}</WatchlistContext.Provider>
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
