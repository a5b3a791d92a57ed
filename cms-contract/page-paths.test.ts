import { describe, expect, it } from 'vitest'
import { normalisePagePath, pageHref, pagePathProblem } from './page-paths'

describe('pagePathProblem', () => {
  it('accepts one or more lower-case segments, the front page, and the feature pages that read their own page', () => {
    for (const path of [
      'about-us',
      'about-us/careers',
      'toyota/overview',
      'home',
      'finance',
      'finance/rates',
      'service',
      'contact-us',
      'brands',
      'a/b/c/d/e',
    ]) {
      expect(pagePathProblem(path), path).toBeNull()
    }
  })

  it('refuses a first segment the storefront answers itself, naming it', () => {
    expect(pagePathProblem('cars/x')).toBe('"/cars" is the site\'s car pages; choose another address.')
    expect(pagePathProblem('search')).toBe('"/search" is the site\'s stock search; choose another address.')
    expect(pagePathProblem('our-location/cleveland')).toBe('"/our-location" is the location pages; choose another address.')
    expect(pagePathProblem('sell-my-car')).toBe('"/sell-my-car" is the trade-in page; choose another address.')
    expect(pagePathProblem('finance/lender')).toBe('"/finance/lender" is the finance simulator\'s lender page; choose another address.')
    expect(pagePathProblem('contact-us/cleveland')).toBe('"/contact-us/cleveland" is a location\'s contact page; choose another address.')
    expect(pagePathProblem('sitemaps/cars-1')).toBe('"/sitemaps" is the site\'s sitemap; choose another address.')
    expect(pagePathProblem('home/welcome')).toBe('"/home" is the site\'s front page; choose another address.')
  })

  it('refuses what is not an address, too deep an address, and nothing at all', () => {
    expect(pagePathProblem('Cars/Used Stuff')).toMatch(/^"\/Cars\/Used Stuff" is not a page address/)
    expect(pagePathProblem('a//b')).toMatch(/is not a page address/)
    expect(pagePathProblem('a/b/c/d/e/f')).toBe('"/a/b/c/d/e/f" is too deep: a page address has at most 5 parts.')
    expect(pagePathProblem('')).toBe('A page needs an address: give it a slug.')
    // Not a reserved word merely because an object has it.
    expect(pagePathProblem('constructor')).toBeNull()
  })
})

describe('normalisePagePath and pageHref', () => {
  it('trims slashes and spaces, and links the front page to /', () => {
    expect(normalisePagePath(' /about-us/careers/ ')).toBe('about-us/careers')
    expect(pageHref({ path: 'home', slug: 'home' })).toBe('/')
    expect(pageHref({ path: 'toyota/overview', slug: 'overview' })).toBe('/toyota/overview')
    expect(pageHref({ path: null, slug: 'about-us' })).toBe('/about-us')
  })
})
