import { data } from 'react-router'
import { makeFromSlug, makeSearchPath } from './make-search'
import { parsePageParam } from './pagination'
import { filterValue, searchCarSummaries, stockMakeCounts } from './search.server'
import { notFound, requireTenant } from './site.server'

/** Spec 000 §9: default page size 21 hits. */
const SEARCH_PAGE_SIZE = 21
const ALL_STOCK_PATH = '/search/new-used-and-demo-cars'

/** One page of the site's stock, all of it or one make's (`makeSlug` from /search/{make}; unknown → 404). */
export async function loadSearch(request: Request, makeSlug: string | null) {
  const tenant = await requireTenant(request)
  const page = parsePageParam(new URL(request.url).searchParams.get('page'))
  if (page === null) throw data({ reason: 'bad-page' }, { status: 400, statusText: 'The page number must be a whole number from 1.' })
  const make = makeSlug === null ? null : makeFromSlug(makeSlug, (await stockMakeCounts(tenant)).map((entry) => entry.make))
  if (makeSlug !== null && make === null) notFound('make')
  const result = await searchCarSummaries(tenant, { page, hitsPerPage: SEARCH_PAGE_SIZE, filters: make ? [`make:${filterValue(make)}`] : [] })
  return { ...result, siteName: tenant.name, make, path: make ? makeSearchPath(make) : ALL_STOCK_PATH }
}

