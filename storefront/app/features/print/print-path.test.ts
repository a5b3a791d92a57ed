import { describe, expect, it } from 'vitest'
import { printCarSlug, printPath, printPdfPath } from './print-path'

describe('print addresses', () => {
  it("are the spec's /print?car_id={slug} and the PDF's /print/pdf?car_id={slug}", () => {
    expect(printPath('2021-toyota-hilux-sr5-b1234')).toBe('/print?car_id=2021-toyota-hilux-sr5-b1234')
    expect(printPdfPath('2021-toyota-hilux-sr5-b1234')).toBe('/print/pdf?car_id=2021-toyota-hilux-sr5-b1234')
  })

  it('read back one car slug', () => {
    expect(printCarSlug(new URLSearchParams('car_id=2021-toyota-hilux-sr5-b1234'))).toBe('2021-toyota-hilux-sr5-b1234')
    expect(printCarSlug(new URLSearchParams(`car_id=${'a'.repeat(200)}`))).toBe('a'.repeat(200))
  })

  it('refuse a missing, doubled, malformed or overlong car_id', () => {
    for (const query of ['', 'car_id=', 'car_id=a&car_id=a', 'car_id=Upper-Case', 'car_id=..%2Fetc', 'car_id=a--b', 'car_id=-a', `car_id=${'a'.repeat(201)}`]) {
      expect(printCarSlug(new URLSearchParams(query)), query).toBeNull()
    }
  })
})
