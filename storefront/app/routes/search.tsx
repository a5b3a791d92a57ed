import { CarCard } from '@dealer/blocks/CarCard'
import { Pagination } from '../components/Pagination'
import { loadSearch } from '../lib/stock-search.server'
import type { Route } from './+types/search'

export function loader({ request }: Route.LoaderArgs) {
  return loadSearch(request, null)
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  const suffix = data.page > 1 ? ` – page ${data.page}` : ''
  return [
    { title: `${data.make ? `${data.make} cars` : 'New, used and demo cars'} for sale${suffix} | ${data.siteName}` },
    { name: 'description', content: `Browse ${data.totalCars} ${data.make ? `${data.make} ` : 'new, used and demo '}cars at ${data.siteName}.` },
  ]
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { cars, totalCars, page, totalPages, make, path } = loaderData
  return (
    <div className="search-page">
      <h1>{make ? `${make} cars` : 'New, used and demo cars'}</h1>
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
            <a href={path}>Back to the first page of results</a>
          </p>
        </div>
      )}
      <Pagination path={path} page={page} totalPages={totalPages} />
    </div>
  )
}
