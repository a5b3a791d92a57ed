// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COPY_TOAST_MS, CopyLinkButton, DEFAULT_TOAST_MS, LINK_COPIED, LINK_NOT_COPIED, preloadToasts, showToast } from './toast'

// The real Sonner, in the page's DOM: what a shopper would see (or hear from its live region).
const toastsOnScreen = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'))
    .filter((item) => item.dataset.removed !== 'true')
    .map((item) => item.textContent)

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms))
/** Sonner puts a toast on screen on the next tick. */
const nextTick = () => wait(0)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
})

afterEach(async () => {
  cleanup()
  await act(async () => void toast.dismiss())
  await wait(1000)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('showToast', () => {
  it('mounts one notifications live region for the whole page, however many toasts', async () => {
    await act(() => showToast('One'))
    await act(() => showToast('Two'))
    expect(document.querySelectorAll('.toast-host')).toHaveLength(1)
    const region = screen.getByRole('region', { name: /Notifications/ })
    expect(region.getAttribute('aria-live')).toBe('polite')
  })

  it('shows one toast at a time: a new toast replaces the one on screen', async () => {
    await act(() => showToast('Added to your shortlist'))
    await nextTick()
    expect(toastsOnScreen()).toEqual(['Added to your shortlist'])
    await act(() => showToast('Link copied'))
    await nextTick()
    expect(toastsOnScreen()).toEqual(['Link copied'])
    await wait(500) // the old one's exit animation
    expect(screen.queryByText('Added to your shortlist')).toBeNull()
    expect(screen.getByText('Link copied')).toBeTruthy()
  })

  it('stays until dismissed unless told otherwise (spec 001 §9: removal delay 1,000,000 ms)', async () => {
    expect(DEFAULT_TOAST_MS).toBe(1_000_000)
    await act(() => showToast('Saved'))
    await nextTick()
    expect(toastsOnScreen()).toEqual(['Saved'])
    // Long past the old 5 seconds, and a slow reader's minutes.
    await wait(5_000)
    expect(toastsOnScreen()).toEqual(['Saved'])
    await wait(10 * 60_000)
    expect(toastsOnScreen()).toEqual(['Saved'])
  })

  it('has a close button, a real button reached with the keyboard, that dismisses it', async () => {
    await act(() => showToast('Car Removed', { description: "'2023 Toyota HiLux SR5 is no longer in your watchlist'" }))
    await nextTick()
    const close = screen.getByRole('button', { name: 'Close toast' })
    expect(close.tagName).toBe('BUTTON')
    expect(close.tabIndex).toBe(0)
    await act(async () => void fireEvent.click(close))
    await wait(500) // the exit animation
    expect(screen.queryByText('Car Removed')).toBeNull()
  })

  it('sits in a bottom corner, not across the middle of the page', async () => {
    await act(() => showToast('Saved'))
    await nextTick()
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]')!
    expect([toaster.dataset.yPosition, toaster.dataset.xPosition]).toEqual(['bottom', 'right'])
  })

  it('lasts as long as asked', async () => {
    await act(() => showToast('Quick one', { durationMs: 1000 }))
    await nextTick()
    await wait(900)
    expect(toastsOnScreen()).toEqual(['Quick one'])
    await wait(600)
    expect(screen.queryByText('Quick one')).toBeNull()
  })

  it('can be loaded ahead of the first toast, still mounting a single toaster', async () => {
    await act(() => preloadToasts())
    await act(() => preloadToasts())
    expect(document.querySelectorAll('.toast-host')).toHaveLength(1)
    expect(toastsOnScreen()).toEqual([])
  })
})

describe('CopyLinkButton', () => {
  function stubClipboard(writeText: (text: string) => Promise<void>) {
    const spy = vi.fn(writeText)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: spy } })
    return spy
  }

  it('copies the page address, says "Copied" for 1.5 seconds and toasts "Link copied" for 3 seconds', async () => {
    const writeText = stubClipboard(async () => {})
    render(<CopyLinkButton />)
    const button = screen.getByRole('button', { name: 'Copy link' })
    await act(async () => void fireEvent.click(button))
    await nextTick()
    expect(writeText).toHaveBeenCalledWith(window.location.href)
    expect(button.textContent).toBe('Copied')
    expect(toastsOnScreen()).toEqual([LINK_COPIED])

    await wait(1400)
    expect(button.textContent).toBe('Copied')
    await wait(100)
    expect(button.textContent).toBe('Copy link')
    expect(toastsOnScreen()).toEqual([LINK_COPIED])

    await wait(COPY_TOAST_MS - 1500 + 500)
    expect(screen.queryByText(LINK_COPIED)).toBeNull()
  })

  it('restarts the 1.5 seconds when clicked again, with still only one toast', async () => {
    stubClipboard(async () => {})
    render(<CopyLinkButton />)
    const button = screen.getByRole('button', { name: 'Copy link' })
    await act(async () => void fireEvent.click(button))
    await wait(1000)
    await act(async () => void fireEvent.click(button))
    await wait(1000)
    expect(button.textContent).toBe('Copied')
    expect(toastsOnScreen()).toEqual([LINK_COPIED])
    await wait(500)
    expect(button.textContent).toBe('Copy link')
  })

  it('says how to copy the link another way when the clipboard refuses', async () => {
    stubClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError')
    })
    render(<CopyLinkButton />)
    const button = screen.getByRole('button', { name: 'Copy link' })
    await act(async () => void fireEvent.click(button))
    await nextTick()
    expect(toastsOnScreen()).toEqual([LINK_NOT_COPIED])
    expect(button.textContent).toBe('Copy link')
  })

  it('says the same where the browser has no clipboard at all', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    render(<CopyLinkButton />)
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copy link' })))
    await nextTick()
    expect(toastsOnScreen()).toEqual([LINK_NOT_COPIED])
  })
})
