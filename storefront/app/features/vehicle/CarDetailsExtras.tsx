import type { StockCar } from '@dealer/stock/car'
import { formatCents } from '@dealer/stock/format'
import { caravanSpecifications } from './caravan-specs'
import type { LenderInfo } from './car-finance'
import { isEmbeddableVideo } from './gallery'
import { FactList } from '../../ui/FactList'

/** Spec 001 §3: a caravan's build, in feet and metres and kilograms (caravan-specs.ts). Nothing for other stock. */
export function CaravanSpecifications({ car }: { car: Pick<StockCar, 'item_type' | 'specifications'> }) {
  const rows = car.item_type === 'caravan' ? caravanSpecifications(car.specifications) : []
  if (rows.length === 0) return null
  return (
    <section className="vehicle-section" aria-labelledby="caravan-specifications">
      <h2 id="caravan-specifications">Caravan specifications</h2>
      <FactList facts={rows} />
    </section>
  )
}

/**
 * Spec 000 §5 embeds only a video-embed address; any other external video is still the dealer's video of the car, so
 * it is offered as a link rather than dropped.
 */
export function ExternalVideoLink({ url, carName }: { url: string | null; carName: string }) {
  if (!url || isEmbeddableVideo(url)) return null
  return (
    <section className="vehicle-section" aria-labelledby="car-video-link">
      <h2 id="car-video-link">Video</h2>
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Watch the video of the {carName}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  )
}

/** Spec 001 §3's Finance lender info: the offer's lender, payments, term, rates and total payable. */
export function LenderInfoList({ info }: { info: LenderInfo }) {
  const rate = (value: number) => `${value}% p.a.`
  const rows: Array<[string, string]> = [
    ['Lender', info.lender],
    ['Weekly repayment', formatCents(info.paymentWeek)],
    ['Monthly repayment', formatCents(info.paymentMonth)],
    ['Deposit', formatCents(info.deposit)],
    ['Term', `${info.termMonths} months`],
    ['Interest rate', rate(info.interestRate)],
    ...(info.comparisonRate != null ? ([['Comparison rate', rate(info.comparisonRate)]] as Array<[string, string]>) : []),
    ...(info.establishmentFees > 0 ? ([['Establishment fee', formatCents(info.establishmentFees)]] as Array<[string, string]>) : []),
    ['Total payable', formatCents(info.totalPayable)],
  ]
  return (
    <dl className="spec-list vehicle-finance__lender">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
