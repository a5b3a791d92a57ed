import type { FeaturedStockBlock } from '@dealer/cms-contract'
import { allOf, availableFilter, equals } from '@dealer/stock/filters'
import type { BlockReaders } from '../readers'
import { carCardView } from '../ui/car-card-view'
import type { FeaturedStockData } from './Component'

/**
 * The strip's cars, as their cards show them: available stock of the chosen type and make. "View all" opens the search
 * with the same choice.
 */
export async function loadFeaturedStock(block: FeaturedStockBlock, { stock }: BlockReaders): Promise<FeaturedStockData> {
  const carType = block.carType === 'any' ? null : block.carType
  const make = block.make?.trim() || null
  const filters = [allOf([availableFilter, carType && equals('car_type', carType), make && equals('make', make)])]
  const cars = await stock.listedCars({ filters, hitsPerPage: block.limit })
  return { cars: cars.map(carCardView), searchPath: stock.listingPath({ ...(make ? { make: [make] } : {}), ...(carType ? { car_type: [carType] } : {}) }) }
}
