import type { StockCar } from '@dealer/stock/car'
import { equals } from '@dealer/stock/filters'
import { stockRecords } from '../../../server/search.server'
import type { Tenant } from '../../../server/tenant'
import type { StockPlateReader } from './simulator.server'

/** Plates are unique within a state, but the demo feed may repeat one: a few answers are plenty. */
const PLATE_MATCHES_LIMIT = 20

/** The site's stock cars with a plate, through its search key (only its own stock), for the registration simulator. */
export function stockPlateReader(tenant: Tenant): StockPlateReader {
  return async (plate) => {
    type Fields = Pick<StockCar, 'id' | 'make' | 'model' | 'year' | 'badge' | 'state' | 'colour' | 'vin'>
    const cars = await stockRecords<Fields>(tenant, [equals('regplate', plate)], PLATE_MATCHES_LIMIT, [
      'id',
      'make',
      'model',
      'year',
      'badge',
      'state',
      'colour',
      'vin',
    ])
    return cars.map(({ id, make, model, year, badge, state, colour, vin }) => ({
      id,
      make,
      model,
      year,
      badge,
      state,
      colour: colour || null,
      vin: vin || null,
    }))
  }
}
