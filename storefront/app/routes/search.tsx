import { CarCard } from '@dealer/blocks'
import { data } from 'react-router'
import { Pagination } from '../components/Pagination'
import { parsePageParam } from '../lib/pagination'
import { searchCarSummaries } from '../lib/search.server'
import { requireTenant } from '../lib/site.server'
import type { Route } from './+types/search'

/** Spec 000 §9: default page size 21 hits. */
export const SEARCH_PAGE_SIZE = 21
const PATH = '/search/new-used-and-demo-cars'

export async function loader({ request }: Route.LoaderArgs) {
  const tenant = await requireTenant(request)
  const page = parsePageParam(new URL(request.url).searchParams.get('page'))
  if (page === null) throw data({ reason: 'bad-page' }, { status: 400, statusText: 'The page number must be a whole number from 1.' })
  const result = await searchCarSummaries(tenant, { page, hitsPerPage: SEARCH_PAGE_SIZE })
  return { ...result, siteName: tenant.name }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  const suffix = data.page > 1 ? ` – page ${data.page}` : ''
  return [
    { title: `New, used and demo cars for sale${suffix} | ${data.siteName}` },
    { name: 'description', content: `Browse ${data.totalCars} new, used and demo cars at ${data.siteName}.` },
  ]
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { cars, totalCars, page, totalPages } = loaderData
  return (
    <div className="search-page">
      <h1>New, used and demo cars</h1>
      <p className="search-page__count" role="status">
        {totalCars === 1 ? '1 car' : `${totalCars.toLocaleString('en-AU')} cars`}
        {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
      </p>
      {cars.length > 0 ? (
        <div className="car-grid">
          {cars.map((car, index) => (
            <CarCard key={car.objectID} car={car} priority={index < 3} headingLevel={2} />
          ))}
        </div>
      ) : (
        <div className="empty-state">
          <h2>No cars on this page</h2>
          <p>
            <a href={PATH}>Back to the first page of results</a>
          </p>
        </div>
      )}
      <Pagination path={PATH} page={page} totalPages={totalPages} />
    </div>
  )
}
