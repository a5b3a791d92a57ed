import type { Page } from '@playwright/test'

/**
 * Waits until the page's scripts have hydrated it (root.tsx marks the document). Only for a test of a control that is
 * JavaScript's alone (Share's menu, a dialog opened in place, an analytics event): forms and links work before, as HTML,
 * and their tests press and type at once.
 */
export const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
