import { describe, expect, it } from 'vitest'
import { describeRejectedRow, planFeedImport } from '@dealer/stock-import/import'
import { parseFeed } from '@dealer/stock-import/parse'
import { DEMO_TENANTS } from '../demo-tenants'
import { demoStock } from '../stock'
import { feedRowOf } from './feed-rows'

describe('the demo feeds', () => {
  it('import back to exactly the stock the seed writes, for every demo site', () => {
    for (const { tenant, cars } of demoStock(DEMO_TENANTS)) {
      const feed = parseFeed(JSON.stringify(cars.map(feedRowOf)), 'json')
      // The seed writes every generated car, sold ones whatever their date: a window of ten years from a "now" after
      // every sold date lists them all, so each record can be compared.
      const plan = planFeedImport(feed, { tenant: tenant.slug, now: new Date('2030-01-01T00:00:00+10:00'), soldWindowDays: 3650 })
      expect(plan.rejected.map(describeRejectedRow), tenant.slug).toEqual([])
      expect(plan.hidden, tenant.slug).toEqual([])
      expect(plan.cars, tenant.slug).toEqual(cars)
    }
  })
})
