import { describe, expect, it } from 'vitest'
import { blogPageHref, blogPagination, postHref, readPageNumber } from './blog-list'

describe('readPageNumber', () => {
  it('is page 1 without a value', () => {
    expect(readPageNumber(null)).toBe(1)
    expect(readPageNumber('')).toBe(1)
  })

  it('reads whole numbers from 1', () => {
    expect(readPageNumber('1')).toBe(1)
    expect(readPageNumber('12')).toBe(12)
  })

  it('refuses anything else', () => {
    for (const value of ['0', '-1', '1.5', 'two', '1e3', ' 2', '9999999']) expect(readPageNumber(value), value).toBeNull()
  })
})

describe('blog addresses', () => {
  it('gives page 1 the bare /blog address and later pages a page number', () => {
    expect(blogPageHref(1)).toBe('/blog')
    expect(blogPageHref(3)).toBe('/blog?page=3')
  })

  it('puts a post under /blog', () => {
    expect(postHref('hilux-towing')).toBe('/blog/hilux-towing')
  })

  it('links the neighbouring pages that exist', () => {
    expect(blogPagination(1, 1)).toEqual({ page: 1, totalPages: 1, previousHref: null, nextHref: null })
    expect(blogPagination(1, 3)).toMatchObject({ previousHref: null, nextHref: '/blog?page=2' })
    expect(blogPagination(2, 3)).toMatchObject({ previousHref: '/blog', nextHref: '/blog?page=3' })
    expect(blogPagination(3, 3)).toMatchObject({ previousHref: '/blog?page=2', nextHref: null })
  })
})
