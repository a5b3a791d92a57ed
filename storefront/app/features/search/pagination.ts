/** Reads `?page=N` (1-based). Absent means 1; anything but a whole number from 1 is a bad request. */
export function parsePageParam(value: string | null): number | null {
  if (value === null || value === '') return 1
  if (!/^\d{1,4}$/.test(value)) return null
  const page = Number(value)
  return page >= 1 ? page : null
}

/** The page numbers to offer: first, last, and a window around the current page; null marks a gap. */
export function pageWindow(current: number, total: number, radius = 2): Array<number | null> {
  const pages: Array<number | null> = []
  for (let page = 1; page <= total; page++) {
    const nearCurrent = Math.abs(page - current) <= radius
    if (page === 1 || page === total || nearCurrent) pages.push(page)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

/** Page 1 has no parameter, so each listing has one canonical address. `path` may carry other parameters. */
export function pageHref(path: string, page: number): string {
  const [pathname, query = ''] = path.split('?', 2)
  const params = new URLSearchParams(query)
  params.delete('page')
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${pathname}?${search}` : pathname
}
