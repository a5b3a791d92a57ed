import { describe, expect, it } from 'vitest'
import { pageAddress } from './page-address'

describe('pageAddress', () => {
  it("puts a page under its parent: the parent's path, then its slug (whatever path was typed)", () => {
    expect(pageAddress({ slug: 'careers', typedPath: 'anything', parentPath: 'about-us', previous: null })).toEqual({
      slug: 'careers',
      path: 'about-us/careers',
    })
    expect(pageAddress({ slug: 'overview', typedPath: null, parentPath: 'brands/toyota', previous: null }).path).toBe('brands/toyota/overview')
  })

  it('answers at its slug when no path is given (a new page, or a row saved before paths)', () => {
    expect(pageAddress({ slug: 'about-us', typedPath: '', parentPath: null, previous: null })).toEqual({ slug: 'about-us', path: 'about-us' })
    expect(pageAddress({ slug: 'home', typedPath: null, parentPath: null, previous: { slug: 'home', path: null, hadParent: false } }).path).toBe('home')
  })

  it('takes a newly typed path without a parent, slashes trimmed, and its last part as the slug', () => {
    expect(pageAddress({ slug: 'new-page', typedPath: '/toyota/overview/', parentPath: null, previous: null })).toEqual({
      slug: 'overview',
      path: 'toyota/overview',
    })
    expect(
      pageAddress({
        slug: 'overview',
        typedPath: 'mazda/overview',
        parentPath: null,
        previous: { slug: 'overview', path: 'toyota/overview', hadParent: false },
      }),
    ).toEqual({ slug: 'overview', path: 'mazda/overview' })
  })

  it('keeps the folder when only the slug changes (the stored path comes back unchanged)', () => {
    expect(
      pageAddress({ slug: 'about', typedPath: 'toyota/overview', parentPath: null, previous: { slug: 'overview', path: 'toyota/overview', hadParent: false } }),
    ).toEqual({ slug: 'about', path: 'toyota/about' })
    expect(
      pageAddress({ slug: 'team', typedPath: 'about-us', parentPath: null, previous: { slug: 'about-us', path: 'about-us', hadParent: false } }).path,
    ).toBe('team')
  })

  it('moves a page that left its parent to its slug', () => {
    expect(
      pageAddress({
        slug: 'careers',
        typedPath: 'about-us/careers',
        parentPath: null,
        previous: { slug: 'careers', path: 'about-us/careers', hadParent: true },
      }),
    ).toEqual({ slug: 'careers', path: 'careers' })
  })

  it('leaves a badly typed path for validation to name rather than guessing', () => {
    expect(pageAddress({ slug: 'x', typedPath: 'Cars/Used Stuff', parentPath: null, previous: null }).path).toBe('Cars/Used Stuff')
  })
})
