import type { Page } from '@playwright/test'

/**
 * Waits until the page's scripts have hydrated it (root.tsx marks the document). Not before pressing or typing: a test
 * waits for the control it uses, as a shopper does (decision 052: a JavaScript-only button is disabled until it works, a
 * dialog's link says `aria-haspopup` once it opens one). For the tests that check the page's final state: its scripts
 * ran under the content security policy; the accessibility sweep's pages.
 */
export const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
