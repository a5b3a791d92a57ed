import type { Page } from '@playwright/test'

declare global {
  interface Window {
    /** Set by the page's inline script until it has hydrated (blocks/src/ui/early-input.ts). */
    __earlyInput?: unknown
  }
}

/** True until the page has hydrated: its inline script keeps a shopper's early input until then. */
export const isHydrating = (page: Page) => page.evaluate(() => !!window.__earlyInput)

/**
 * Waits until the page has hydrated. Only for what a page does differently before: a shopper's presses, typing and
 * hovers are kept and done again then, but a field's own HTML rules (a `maxlength`) apply to what is typed before.
 */
export const hydrated = (page: Page) => page.waitForFunction(() => !window.__earlyInput)
