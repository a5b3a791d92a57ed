// The blog list's pages (issue 24): which page an address asks for, and the addresses of a page and its neighbours.
// Pure, so the rules are tested without a server.

/** Posts on one page of /blog. */
export const POSTS_PER_PAGE = 9

export const BLOG_PATH = '/blog'

/** The `page` query value: 1 when absent; null when it isn't a whole number from 1 (the route answers 400). */
export function readPageNumber(value: string | null): number | null {
  if (value === null || value === '') return 1
  if (!/^\d{1,6}$/.test(value)) return null
  const page = Number(value)
  return page >= 1 ? page : null
}

/** The address of one page of the list: page 1 is /blog itself, so it has one canonical address. */
export function blogPageHref(page: number): string {
  return page <= 1 ? BLOG_PATH : `${BLOG_PATH}?page=${page}`
}

export function postHref(slug: string): string {
  return `${BLOG_PATH}/${encodeURIComponent(slug)}`
}

export interface BlogPagination {
  page: number
  totalPages: number
  previousHref: string | null
  nextHref: string | null
}

export function blogPagination(page: number, totalPages: number): BlogPagination {
  return {
    page,
    totalPages,
    previousHref: page > 1 ? blogPageHref(page - 1) : null,
    nextHref: page < totalPages ? blogPageHref(page + 1) : null,
  }
}
