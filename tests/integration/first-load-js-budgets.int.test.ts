import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../scripts/lib/paths'
import { firstLoadSize, kB, readBrowserManifest } from '../../scripts/lib/first-load-js'

/**
 * Every page's first-load JavaScript (issues 24 and 25), counted from the production build the stack runs, not timed
 * in a browser: the entry's, the root route's and the page route's modules and static imports, gzipped at level 9
 * (scripts/lib/first-load-js.ts). Code loaded later by import() (dialogs, forms' code, widgets below the fold) is not
 * counted. The browser runs Preact's compatibility layer rather than React DOM (decision 040), which is what makes
 * these numbers possible: React, React DOM and React Router alone were 104 kB.
 */
const CLIENT_BUILD = path.join(repoRoot, 'storefront/build/client')

/** The bars, in bytes (1 kB = 1,000 bytes); a page not named here has the default. */
const DEFAULT_BUDGET = 100_000
const BUDGETS: Record<string, number> = {
  'routes/home': 90_000,
  'routes/car': 110_000,
  // The stock listings: /search/..., /special-offers and the used-car paths are one search page.
  'routes/search': 120_000,
  'routes/special-offers': 120_000,
  'routes/used-car': 120_000,
}

describe("every page's first-load JavaScript", () => {
  const manifest = readBrowserManifest(CLIENT_BUILD)
  // Pages are the routes with a component; resource routes (APIs, PDFs, sitemaps) send no script of their own.
  const pages = Object.entries(manifest.routes)
    .filter(([id, route]) => id !== 'root' && route?.hasDefaultExport)
    .map(([id]) => ({ id, budget: BUDGETS[id] ?? DEFAULT_BUDGET, ...firstLoadSize(CLIENT_BUILD, id) }))
    .sort((a, b) => b.total - a.total)

  it('covers the pages a shopper opens first', () => {
    for (const id of Object.keys(BUDGETS)) expect(pages.map((page) => page.id)).toContain(id)
    expect(pages.length).toBeGreaterThan(30)
  })

  it('stays within each page’s budget (the table lists every page; a failure lists its chunks)', () => {
    console.log(
      `first-load JavaScript, gzipped:\n${pages.map(({ id, total, budget }) => `${kB(total).padStart(9)} of ${kB(budget).padStart(9)}  ${id}`).join('\n')}`,
    )
    for (const { id, total, budget, scripts } of pages) {
      const listing = scripts.map(({ script, bytes }) => `${kB(bytes).padStart(9)} ${script}`).join('\n')
      expect(total, `first-load JavaScript of ${id}, gzipped:\n${listing}`).toBeLessThanOrEqual(budget)
    }
  })
})
