import { CarCard } from '@dealer/blocks/CarCard'
import { Pagination } from '../components/Pagination'
import { NO_RESULTS_TEXT, NO_RESULTS_TITLE } from '../lib/search-results'
import { ALL_STOCK_PATH } from '../lib/search-state'
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
  const { cars, totalCars, shownCount, page, totalPages, title, path } = loaderData
  return (
    <div className="search-page">
      <h1>{title}</h1>
      <p className="search-page__count" role="status">
        {shownCount === 1 ? '1 car' : `${shownCount.toLocaleString('en-AU')} cars`}
        {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
      </p>
      {cars.length > 0 ? (
        <div className="car-grid">
          {cars.map((car, index) => (
            <CarCard key={car.objectID} car={car} priority={index < 3} headingLevel={2} />
          ))}
        </div>
      ) : totalCars === 0 ? (
        <section className="empty-state" aria-labelledby="no-results-title">
          <h2 id="no-results-title">{NO_RESULTS_TITLE}</h2>
          <p>{NO_RESULTS_TEXT}</p>
          {/* Spec 000 §2: Clear Filters goes to the refresh path, the main stock search (special offers come later). */}
          <a className="button button--primary" href={ALL_STOCK_PATH}>
            Clear Filters
          </a>
        </section>
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
