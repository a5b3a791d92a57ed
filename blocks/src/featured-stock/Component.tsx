import type { FeaturedStockBlock } from '@dealer/cms-contract'
import type { CarCardView } from '../ui/car-card-view'
import { CarCard } from '../ui/CarCard'

export interface FeaturedStockData {
  cars: CarCardView[]
  /** Where "View all" leads: the stock search with the same filter. */
  searchPath: string
}

export function FeaturedStockBlockView({ block, data }: { block: FeaturedStockBlock; data: FeaturedStockData }) {
  const headingId = `featured-${block.id ?? 'stock'}`
  return (
    <section className="block-featured-stock" aria-labelledby={headingId}>
      <div className="block-featured-stock__header">
        <h2 id={headingId}>{block.heading}</h2>
        <a href={data.searchPath}>View all</a>
      </div>
      {data.cars.length > 0 ? (
        <div className="car-grid">
          {data.cars.map((car) => (
            <CarCard key={car.objectID} car={car} />
          ))}
        </div>
      ) : (
        <p>No cars match right now. Please check back soon.</p>
      )}
    </section>
  )
}
