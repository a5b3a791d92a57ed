import { afterEach, beforeEach, vi } from 'vitest'

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const noMatch = (media: string) => ({ media, matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })

/**
 * For tests where the real Embla runs: jsdom lacks the observers and media queries it watches layout with (and has
 * no layout, so every slide measures 0 wide and Embla finds everything fits). Stubs them around each test.
 */
export function stubLayoutObservers(): void {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopObserver)
    vi.stubGlobal('IntersectionObserver', NoopObserver)
    vi.stubGlobal('matchMedia', noMatch)
  })
  afterEach(() => vi.unstubAllGlobals())
}
