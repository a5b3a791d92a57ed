import { createHash } from 'node:crypto'
import { test as base } from '@playwright/test'
import { SHOPPER_HEADER } from './shopper-proxy'

/** A test's shopper: an address of the benchmarking range (198.18.0.0/15) made of the test's id, the same every run. */
function shopperAddress(testId: string): string {
  const [a = 0, b = 0] = createHash('sha256').update(testId).digest()
  return `198.${18 + (a & 1)}.${b}.${(a >> 1) + 1}`
}

/**
 * The end-to-end tests' `test`: each test's browser is one shopper of its own address, through the shopper proxy
 * (shopper-proxy.ts), as each shopper is through a load balancer.
 */
export const test = base.extend({
  context: async ({ context }, provide, testInfo) => {
    await context.setExtraHTTPHeaders({ [SHOPPER_HEADER]: shopperAddress(testInfo.testId) })
    await provide(context)
  },
})

export { expect } from '@playwright/test'
