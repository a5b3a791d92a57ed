import type { DefaultServerCellComponentProps } from 'payload'
import { priceText } from '../../leads/inbox/display'
import { carThumbnail } from '../../leads/inbox/car-photo'
import { tenantIdOf } from '../../lib/tenant-id'
import { LeadLink } from './cells'

interface LeadCar {
  name?: string | null
  stocknum?: string | null
  stockId?: string | null
  price?: number | null
}

/**
 * The inbox's Car column: the car's photo (from the site's stock index while the car is listed), its name, price in
 * AUD and stock number. A lead without a car (a contact form) says what was asked instead.
 */
export async function CarCell(props: DefaultServerCellComponentProps) {
  const { rowData, payload } = props
  const car = (rowData.car ?? null) as LeadCar | null
  const tenant = tenantIdOf(rowData as { tenant?: number | { id: number } | null })
  if (!car?.stocknum) {
    return (
      <LeadLink props={props}>
        <span>No car: {String(rowData.category ?? 'general enquiry')}</span>
      </LeadLink>
    )
  }
  const photo = car.stockId && tenant != null ? await carThumbnail(payload, tenant, car.stockId) : null
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', minWidth: '16rem' }}>
      {photo ? (
        // The name beside it says what the photo shows.
        <img src={photo} alt="" width={72} height={54} loading="lazy" style={{ objectFit: 'cover', borderRadius: 3, flex: 'none' }} />
      ) : (
        <span
          aria-hidden="true"
          style={{ width: 72, height: 54, flex: 'none', borderRadius: 3, background: 'var(--theme-elevation-100)', display: 'grid', placeItems: 'center' }}
        />
      )}
      <span style={{ display: 'grid', gap: '0.125rem' }}>
        <LeadLink props={props}>
          <span style={{ fontWeight: 600 }}>{car.name ?? 'Car'}</span>
        </LeadLink>
        <span>{priceText(car.price)}</span>
        <span>Stock no. {car.stocknum}</span>
      </span>
    </div>
  )
}
