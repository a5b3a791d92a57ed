import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STOCK_PRICES_PER_CALL } from '@dealer/cms-contract/price-alerts'
import { priceReportTarget, reportStockPrices, stockPriceReports } from './price-report'

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

describe('priceReportTarget', () => {
  it('prefers the internal address, and needs the secret', () => {
    expect(priceReportTarget({ CMS_INTERNAL_URL: 'http://127.0.0.1:3001', CMS_URL: 'http://x', STOREFRONT_API_SECRET: 's' })).toEqual({
      cmsUrl: 'http://127.0.0.1:3001',
      secret: 's',
    })
    expect(priceReportTarget({ CMS_URL: 'http://localhost:3001', STOREFRONT_API_SECRET: 's' })?.cmsUrl).toBe('http://localhost:3001')
    expect(priceReportTarget({ CMS_URL: 'http://localhost:3001' })).toBeNull()
    expect(priceReportTarget({ STOREFRONT_API_SECRET: 's' })).toBeNull()
  })
})

describe('reportStockPrices', () => {
  const calls: Array<{ authorization: string | undefined; body: { site: string; prices: unknown[] } }> = []
  let answer = 200
  let server: http.Server
  let url: string

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let text = ''
      request.on('data', (chunk: Buffer) => (text += chunk.toString()))
      request.on('end', () => {
        const body = JSON.parse(text) as { site: string; prices: unknown[] }
        calls.push({ authorization: request.headers.authorization, body })
        response.writeHead(answer, { 'content-type': 'application/json' })
        response.end(JSON.stringify(answer === 200 ? { alerted: body.prices.length === 2 ? 1 : 3 } : { message: 'Only the storefront may call this.' }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('posts each call with the bearer credential and adds up the alerts queued', async () => {
    calls.length = 0
    expect(await reportStockPrices({ cmsUrl: url, secret: 'the-secret' }, 'southern-cross', cars(STOCK_PRICES_PER_CALL + 2))).toBe(4)
    expect(calls.map((call) => [call.authorization, call.body.site, call.body.prices.length])).toEqual([
      ['Bearer the-secret', 'southern-cross', STOCK_PRICES_PER_CALL],
      ['Bearer the-secret', 'southern-cross', 2],
    ])
  })

  it("throws with the CMS's answer when it refuses", async () => {
    answer = 401
    await expect(reportStockPrices({ cmsUrl: url, secret: 'wrong' }, 'southern-cross', cars(1))).rejects.toThrow(
      'the CMS answered HTTP 401: {"message":"Only the storefront may call this."}',
    )
    answer = 200
  })
})
