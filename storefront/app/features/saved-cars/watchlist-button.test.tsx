// @vitest-environment jsdom
// The watchlist's Save / Saved button lives in ../account (WatchlistButton.tsx, Watchlist.tsx); this test of it sits
// with the other saved-car buttons (issue 48). It belongs next to WatchlistButton.tsx if it moves.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WatchlistProvider } from '../account/Watchlist'
import { WatchlistButton } from '../account/WatchlistButton'

const toast = vi.hoisted(() => ({ showToast: vi.fn(async () => undefined) }))
vi.mock('@dealer/blocks/toast', () => toast)

const car = { objectID: '4021', name: '2019 Toyota Corolla Ascent Sport' }

function page({ signedIn = true, saved = false, sold = false }: { signedIn?: boolean; saved?: boolean; sold?: boolean }) {
  return (
    <MemoryRouter initialEntries={[`/cars/2019-toyota-corolla-ascent-sport-${car.objectID}`]}>
      <WatchlistProvider signedIn={signedIn} savedCarIds={saved ? [car.objectID] : []}>
        <WatchlistButton car={car} sold={sold} />
      </WatchlistProvider>
    </MemoryRouter>
  )
}

/** The watchlist endpoint answers so (a status and a JSON body), or the network fails. */
function watchlistAnswers(answer: { status: number; body: unknown } | 'network down') {
  const fetch = vi.fn(async () => {
    if (answer === 'network down') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

let alert: ReturnType<typeof vi.fn>
beforeEach(() => {
  alert = vi.fn()
  vi.stubGlobal('alert', alert)
  window.alert = alert as unknown as typeof window.alert
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toast.showToast.mockClear()
})

const press = (name: 'Save' | 'Saved') => act(async () => void fireEvent.click(screen.getByRole('button', { name })))

describe('the watchlist button when the call fails (spec 000 §8: "A browser alert with the error message; the action returns failure")', () => {
  it("saving: the shopper is alerted with the server's message and the button reads Save again", async () => {
    const fetch = watchlistAnswers({ status: 401, body: { success: false, error: 'Please sign in again to change your watchlist.' } })
    render(page({}))
    await press('Save')
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please sign in again to change your watchlist.'))
    expect(alert).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith('/api/watchlist/save-car', expect.objectContaining({ method: 'POST' }))
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.getAttribute('aria-disabled')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Saved' })).toBeNull()
    expect(toast.showToast).not.toHaveBeenCalled()
  })

  it('removing with the network down: the alert says so and the car stays Saved', async () => {
    watchlistAnswers('network down')
    render(page({ saved: true }))
    await press('Saved')
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Your watchlist could not be reached. Please check your connection and try again.'))
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy()
    expect(toast.showToast).not.toHaveBeenCalled()
  })

  it('a refusal without a message still alerts the shopper', async () => {
    watchlistAnswers({ status: 200, body: { success: false } })
    render(page({}))
    await press('Save')
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Your watchlist could not be changed. Please try again.'))
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy()
  })

  it('while the call is in flight the button already reads Saved and is disabled; a success toasts, never alerts', async () => {
    let answer: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    render(page({}))
    await press('Save')
    expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-disabled')).toBe('true')
    await act(async () => answer(new Response(JSON.stringify({ success: true, name: car.name }), { status: 200 })))
    await waitFor(() => expect(toast.showToast).toHaveBeenCalled())
    expect(toast.showToast).toHaveBeenCalledWith(
      'Car Saved In Watchlist',
      expect.objectContaining({ description: `'${car.name} is now available in your watchlist'`, action: expect.objectContaining({ label: 'View List' }) }),
    )
    expect(alert).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-disabled')).toBeNull()
  })
})

describe('the watchlist button on a sold car (spec 000 §4: "The button is hidden for sold cars that are not already saved")', () => {
  it('is not on the page, from the server or after hydration, for a sold car the shopper has not saved', () => {
    for (const signedIn of [false, true]) {
      expect(renderToString(page({ signedIn, sold: true }))).not.toContain('Save')
      render(page({ signedIn, sold: true }))
      expect(screen.queryByRole('button')).toBeNull()
      cleanup()
    }
  })

  it('is there, as Save, for the same car while it is for sale', () => {
    expect(renderToString(page({ signedIn: false }))).toContain('Save')
    render(page({ signedIn: false }))
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy()
  })

  it('stays, as Saved, on a sold car the shopper has saved, so they can remove it; removed, it goes', async () => {
    expect(renderToString(page({ saved: true, sold: true }))).toContain('Saved')
    const fetch = watchlistAnswers({ status: 200, body: { success: true } })
    render(page({ saved: true, sold: true }))
    await press('Saved')
    expect(fetch).toHaveBeenCalledWith('/api/watchlist/remove-car', expect.objectContaining({ method: 'POST' }))
    await waitFor(() =>
      expect(toast.showToast).toHaveBeenCalledWith('Car Removed', expect.objectContaining({ description: `'${car.name} is no longer in your watchlist'` })),
    )
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('comes back, still Saved, with the alert, when removing a sold car fails', async () => {
    watchlistAnswers({ status: 500, body: { success: false, error: 'Something went wrong on our side.' } })
    render(page({ saved: true, sold: true }))
    await press('Saved')
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Something went wrong on our side.'))
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy()
  })
})
