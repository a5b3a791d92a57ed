import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** axe's tags for WCAG 2.2 AA: every level-A and AA rule of WCAG 2.0, 2.1 and 2.2. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Fails with the list of WCAG 2.2 AA violations on the current page, if any. The page is checked laid out whole: a
 * section the browser skips until scrolled near (`content-visibility: auto`, vehicle.css) has no boxes of its own yet,
 * and axe's geometry (target size and spacing) would measure a card's controls there against places they never are.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const layOutWhole = (whole: boolean) =>
    page.evaluate((whole) => {
      for (const section of document.querySelectorAll<HTMLElement>('.below-fold')) section.style.contentVisibility = whole ? 'visible' : ''
    }, whole)
  await layOutWhole(true)
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  await layOutWhole(false)
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual([])
}

/**
 * Payload's own widgets that fail WCAG 2.2 AA in ways only replacing them would mend (decision 068); everything else
 * on an admin page, our views and fields included, is checked. Its low-contrast greys and small targets are mended in
 * cms/src/app/(payload)/custom.scss and checked.
 */
const PAYLOAD_WIDGETS = [
  // The document's Edit / API tabs: a list whose items are divs and links.
  '.doc-tabs__tabs',
  // The document's "…" menu, a relationship's open-in-a-drawer button, an upload's edit and remove: icons without a name.
  '.popup-button',
  '.drawer-link__doc-drawer-toggler',
  '.upload-relationship-details__edit',
  '.upload-relationship-details__remove',
  // An array or block row's drag handle: a role="button" without a name.
  '.collapsible__drag',
  // react-select (Payload's select and relationship fields): an input without its label, focusable aria-hidden arrows.
  '.react-select',
  // react-datepicker: an input without its label, a clear button without a name.
  '.date-time-picker',
  // The list's row checkboxes (aria-label="") and its page arrows (no name).
  '.select-row',
  '.select-all',
  '.clickable-arrow',
]

/** As expectAccessible, for a page of the Payload admin: Payload's own failing widgets aside. */
export async function expectAdminAccessible(page: Page): Promise<void> {
  let axe = new AxeBuilder({ page }).withTags(WCAG_22_AA)
  for (const widget of PAYLOAD_WIDGETS) axe = axe.exclude(widget)
  const results = await axe.analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual([])
}
