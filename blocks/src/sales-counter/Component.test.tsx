// @vitest-environment jsdom
import type { SalesCounterBlock } from '@dealer/cms-contract'
import { act, cleanup, render, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SalesCounterBlockView } from './Component'

const block: SalesCounterBlock = {
  blockType: 'salesCounter',
  id: 'sc1',
  label: 'Shoppers helped today',
  start: 1200,
  perIncrement: 1,
  note: 'Across all our dealerships.',
}

// 10:00 in Brisbane (00:00 UTC) is step 80 of the day; 10:07:30 is step 81.
const RENDERED_AT = '2026-11-25T00:00:00.000Z'

const figure = () => document.querySelector('.block-sales-counter__figure')!.textContent

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('SalesCounterBlockView', () => {
  it('renders on the server with the value at the time of rendering, thousands separated, with its label and note', () => {
    vi.setSystemTime(new Date('2026-11-25T03:00:00.000Z')) // the server's clock plays no part
    const html = renderToString(<SalesCounterBlockView block={block} data={{ renderedAt: RENDERED_AT }} />)
    const container = document.createElement('div')
    container.innerHTML = html
    expect(container.querySelector('.block-sales-counter__figure')!.textContent).toBe('1,280')
    expect(container.textContent).toContain('Shoppers helped today')
    expect(container.textContent).toContain('Across all our dealerships.')
  })

  it('hydrates without a mismatch, then shows the value from the shopper’s clock', () => {
    const element = <SalesCounterBlockView block={block} data={{ renderedAt: RENDERED_AT }} />
    const container = document.createElement('div')
    document.body.append(container)
    vi.setSystemTime(new Date(RENDERED_AT))
    container.innerHTML = renderToString(element)
    // The page was cached: the shopper opens it 20 minutes after it was rendered (steps 80 → 82).
    vi.setSystemTime(new Date('2026-11-25T00:20:00.000Z'))
    const mismatches = vi.fn()
    let root: Root | undefined
    act(() => {
      root = hydrateRoot(container, element, { onRecoverableError: mismatches })
    })
    expect(mismatches).not.toHaveBeenCalled()
    expect(figure()).toBe('1,282')
    act(() => root?.unmount())
    container.remove()
  })

  it('names the section by its label and keeps the figure out of live announcements', () => {
    vi.setSystemTime(new Date(RENDERED_AT))
    render(<SalesCounterBlockView block={block} data={{ renderedAt: RENDERED_AT }} />)
    const section = screen.getByRole('region', { name: 'Shoppers helped today' })
    expect(section.querySelector('p')!.textContent).toBe('1,280 Shoppers helped today')
    expect(section.querySelector('.block-sales-counter__figure')!.getAttribute('aria-live')).toBe('off')
    expect(screen.queryByRole('status')).toBeNull()
    expect(section.querySelector('[aria-live="polite"], [aria-live="assertive"]')).toBeNull()
  })

  it('re-reads the clock every 150 seconds and shows the next step once 450 seconds have passed', () => {
    vi.setSystemTime(new Date('2026-11-25T00:05:00.000Z')) // step 80, 150 s before step 81
    render(<SalesCounterBlockView block={block} data={{ renderedAt: RENDERED_AT }} />)
    expect(figure()).toBe('1,280')
    act(() => vi.advanceTimersByTime(149_999))
    expect(figure()).toBe('1,280') // the step came at 00:07:30 but the counter has not looked yet
    act(() => vi.advanceTimersByTime(1))
    expect(figure()).toBe('1,281')
    act(() => vi.advanceTimersByTime(150_000 * 2))
    expect(figure()).toBe('1,281') // 00:12:30: still step 81
    act(() => vi.advanceTimersByTime(150_000))
    expect(figure()).toBe('1,282') // 00:15:00
  })

  it('counts up by the chosen amount and goes back to its start at Brisbane midnight', () => {
    vi.setSystemTime(new Date('2026-11-25T13:57:30.000Z')) // the day's last step
    render(<SalesCounterBlockView block={{ ...block, start: 5000, perIncrement: 5 }} data={{ renderedAt: RENDERED_AT }} />)
    expect(figure()).toBe('5,955')
    act(() => vi.advanceTimersByTime(150_000 * 2)) // 14:02:30 UTC, just after midnight in Brisbane
    expect(figure()).toBe('5,000')
  })

  it('stops its timer when it leaves the page', () => {
    vi.setSystemTime(new Date(RENDERED_AT))
    const { unmount } = render(<SalesCounterBlockView block={block} data={{ renderedAt: RENDERED_AT }} />)
    expect(vi.getTimerCount()).toBe(1)
    const clearInterval = vi.spyOn(globalThis, 'clearInterval')
    unmount()
    expect(clearInterval).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows no note when there is none', () => {
    vi.setSystemTime(new Date(RENDERED_AT))
    render(<SalesCounterBlockView block={{ ...block, note: null }} data={{ renderedAt: RENDERED_AT }} />)
    expect(screen.getByRole('region', { name: 'Shoppers helped today' }).querySelectorAll('p')).toHaveLength(1)
  })

  it('renders an empty figure, not an error, for an unreadable render time, then reads the clock', () => {
    vi.setSystemTime(new Date(RENDERED_AT))
    const html = renderToString(<SalesCounterBlockView block={block} data={{ renderedAt: 'not a date' }} />)
    expect(html).toContain('Shoppers helped today')
    render(<SalesCounterBlockView block={block} data={{ renderedAt: 'not a date' }} />)
    expect(figure()).toBe('1,280')
  })
})
