import { describe, expect, it } from 'vitest'
import { STOCK_PRICES_PER_CALL } from '@dealer/cms-contract/price-alerts'
import { stockPriceReports } from './price-report'

const cars = (count: number) => Array.from({ length: count }, (_, index) => ({ objectID: String(1000 + index), price: 20_000 + index }))

describe('stockPriceReports', () => {
  it('lists every car with its whole-dollar price, in calls of at most STOCK_PRICES_PER_CALL', () => {
    const reports = stockPriceReports('bayside-toyota', cars(STOCK_PRICES_PER_CALL + 2))
    expect(reports.map((report) => report.prices.length)).toEqual([STOCK_PRICES_PER_CALL, 2])
    expect(reports[1]).toEqual({
      site: 'bayside-toyota',
      prices: [
        { carId: '2000', price: 21_000 },
        { carId: '2001', price: 21_001 },
      ],
    })
    expect(stockPriceReports('s', [{ objectID: '1', price: 19_990.4 }])[0].prices).toEqual([{ carId: '1', price: 19_990 }])
  })
})
