import { describe, expect, it } from 'vitest'
import { pageHref, pageWindow, parsePageParam } from './pagination'

describe('parsePageParam', () => {
  it('reads whole page numbers and defaults to the first page', () => {
    expect(parsePageParam(null)).toBe(1)
    expect(parsePageParam('')).toBe(1)
    expect(parsePageParam('3')).toBe(3)
  })
  it('rejects anything else', () => {
    for (const bad of ['0', '-1', '2.5', 'abc', '1e3', '99999']) expect(parsePageParam(bad)).toBeNull()
  })
})

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
  })
  it('keeps the ends and the pages around the current one, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20])
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20])
  })
})

describe('pageHref', () => {
  it('omits page 1 from the address', () => {
    expect(pageHref('/search/new-used-and-demo-cars', 1)).toBe('/search/new-used-and-demo-cars')
    expect(pageHref('/search/new-used-and-demo-cars', 4)).toBe('/search/new-used-and-demo-cars?page=4')
  })

  it("keeps a listing's other parameters and replaces its page", () => {
    expect(pageHref('/search/toyota?car_type=used&page=3', 2)).toBe('/search/toyota?car_type=used&page=2')
    expect(pageHref('/search/toyota?car_type=used&page=3', 1)).toBe('/search/toyota?car_type=used')
  })
})
