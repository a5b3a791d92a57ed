import { describe, expect, it } from 'vitest'
import { removedText, savedText, watchlistButtonReducer, withoutSaveMarker, withSaveMarker, type WatchlistButtonState } from './watchlist-button-state'

const idle = (saved: boolean): WatchlistButtonState => ({ saved, pending: null })

describe('watchlistButtonReducer', () => {
  it('saves at once and waits for the call', () => {
    const pressed = watchlistButtonReducer(idle(false), { type: 'toggle' })
    expect(pressed).toEqual({ saved: true, pending: { wasSaved: false } })
    expect(watchlistButtonReducer(pressed, { type: 'settled' })).toEqual(idle(true))
  })

  it('removes at once and waits for the call', () => {
    const pressed = watchlistButtonReducer(idle(true), { type: 'toggle' })
    expect(pressed.saved).toBe(false)
    expect(watchlistButtonReducer(pressed, { type: 'settled' })).toEqual(idle(false))
  })

  it('rolls back when the call fails', () => {
    const saving = watchlistButtonReducer(idle(false), { type: 'toggle' })
    expect(watchlistButtonReducer(saving, { type: 'failed' })).toEqual(idle(false))
    const removing = watchlistButtonReducer(idle(true), { type: 'toggle' })
    expect(watchlistButtonReducer(removing, { type: 'failed' })).toEqual(idle(true))
  })

  it('ignores a second press while a call is in flight', () => {
    const saving = watchlistButtonReducer(idle(false), { type: 'toggle' })
    expect(watchlistButtonReducer(saving, { type: 'toggle' })).toBe(saving)
  })

  it('ignores an answer when nothing is in flight', () => {
    expect(watchlistButtonReducer(idle(true), { type: 'failed' })).toEqual(idle(true))
    expect(watchlistButtonReducer(idle(false), { type: 'settled' })).toEqual(idle(false))
  })

  it('follows the page’s saved state, except while its own call is in flight', () => {
    expect(watchlistButtonReducer(idle(false), { type: 'synced', saved: true })).toEqual(idle(true))
    const saving = watchlistButtonReducer(idle(false), { type: 'toggle' })
    expect(watchlistButtonReducer(saving, { type: 'synced', saved: false })).toBe(saving)
  })
})

describe('toast texts', () => {
  it('quote the car’s name as spec 000 §4 writes them', () => {
    expect(savedText('2021 Toyota Corolla')).toBe("'2021 Toyota Corolla is now available in your watchlist'")
    expect(removedText('2021 Toyota Corolla')).toBe("'2021 Toyota Corolla is no longer in your watchlist'")
  })
})

describe('the save marker', () => {
  it('is added to the page’s address and taken off again, keeping the rest', () => {
    const marked = withSaveMarker('/cars/corolla?ref=home', '123')
    expect(marked).toBe('/cars/corolla?ref=home&save=123')
    expect(withoutSaveMarker(marked)).toBe('/cars/corolla?ref=home')
    expect(withoutSaveMarker('/cars/corolla?save=123#finance')).toBe('/cars/corolla#finance')
  })
})
