import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../scripts/lib/paths'
import { firstLoadSize } from '../../scripts/lib/first-load-js'

/**
 * The vehicle page's first-load JavaScript (issue 24), counted from the production build the stack runs, not timed in a
 * browser: the entry's, the root route's and the car route's modules and static imports, gzipped at level 9
 * (scripts/lib/first-load-js.ts). Code loaded later by import() (dialogs, widgets below the fold) is not counted.
 * The browser runs Preact's compatibility layer rather than React DOM (decision 040), which is what makes 110 kB
 * possible: React, React DOM and React Router alone were 104 kB.
 */
const VEHICLE_PAGE_FIRST_LOAD_BUDGET_BYTES = 110_000

describe("the vehicle page's JavaScript", () => {
  it('stays within its first-load budget', () => {
    const { total, scripts } = firstLoadSize(path.join(repoRoot, 'storefront/build/client'), 'routes/car')
    const listing = scripts.map(({ script, bytes }) => `${(bytes / 1000).toFixed(1).padStart(6)} kB ${script}`).join('\n')
    expect(total, `first-load JavaScript of /cars/{slug}, gzipped:\n${listing}`).toBeLessThanOrEqual(VEHICLE_PAGE_FIRST_LOAD_BUDGET_BYTES)
  })
})
