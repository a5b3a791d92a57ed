import { describe, expect, it } from 'vitest'
import { compareSlugs, compareUrl } from './compare-url'

const slugsOf = (query: string) => compareSlugs(new URLSearchParams(query))

describe('compareSlugs', () => {
  it('reads the slugs in order', () => {
    expect(slugsOf('cars=2021-toyota-corolla-ab12,2019-mazda-cx-5-cd34')).toEqual(['2021-toyota-corolla-ab12', '2019-mazda-cx-5-cd34'])
  })

  it('is null when the address names no cars, and empty when it names only junk', () => {
    expect(slugsOf('')).toBeNull()
    expect(slugsOf('other=1')).toBeNull()
    expect(slugsOf('cars=')).toEqual([])
    expect(slugsOf('cars=,,,')).toEqual([])
    expect(slugsOf('cars=%3Cscript%3E,../etc/passwd,a%00b,-lead,trail-')).toEqual([])
  })

  it('keeps the valid slugs among junk, trimmed and in lower case', () => {
    expect(slugsOf('cars= Car-One ,<b>,car-two,a b')).toEqual(['car-one', 'car-two'])
  })

  it('drops repeats and keeps the first four', () => {
    expect(slugsOf('cars=a,b,a,c,d,e,f')).toEqual(['a', 'b', 'c', 'd'])
  })

  it('reads a repeated parameter as one list', () => {
    expect(slugsOf('cars=a&cars=b,c')).toEqual(['a', 'b', 'c'])
  })

  it('drops a slug longer than any of ours', () => {
    expect(slugsOf(`cars=${'a'.repeat(201)},ok`)).toEqual(['ok'])
  })
})

describe('compareUrl', () => {
  it('builds an address compareSlugs reads back', () => {
    const slugs = ['2021-toyota-corolla-ab12', 'b', 'c']
    const url = new URL(compareUrl(slugs), 'https://dealer.example')
    expect(url.pathname).toBe('/compare')
    expect(compareSlugs(url.searchParams)).toEqual(slugs)
  })

  it('names at most four cars, and none on the bare page', () => {
    expect(compareUrl(['a', 'b', 'c', 'd', 'e'])).toBe('/compare?cars=a,b,c,d')
    expect(compareUrl([])).toBe('/compare')
  })
})
