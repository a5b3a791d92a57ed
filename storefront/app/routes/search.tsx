import { CarCard } from '@dealer/blocks/CarCard'
import { Pagination } from '../components/Pagination'
import { loadSearch } from '../lib/stock-search.server'
import type { Route } from './+types/search'

/** Every stock listing: /search/new-used-and-demo-cars, /search/used-cars, /search/{make}/{model}, … (search-state.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return loadSearch(request)
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  const suffix = data.page > 1 ? ` – page ${data.page}` : ''
  return [
    { title: `${data.title} for sale${suffix} | ${data.siteName}` },
    { name: 'description', content: `Browse ${data.totalCars.toLocaleString('en-AU')} ${data.title.charAt(0).toLowerCase()}${data.title.slice(1)} at ${data.siteName}.` },
  ]
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { cars, totalCars, page, totalPages, title, path } = loaderData
  return (
    <div className="search-page">
      <h1>{title}</h1>
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
