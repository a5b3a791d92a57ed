import { dealershipStockPath } from '../search/stock-paths'

/** Spec 000 §2's "more from this dealer": the car's dealership's listing, /search/{dealership_slug}. A plain link, no script. */
export function MoreFromDealer({ dealershipSlug, dealershipName }: { dealershipSlug: string | null | undefined; dealershipName: string | null | undefined }) {
  if (!dealershipSlug) return null
  return (
    <p className="car-page__more-from-dealer">
      <a href={dealershipStockPath(dealershipSlug)}>
        More from this dealer
        {dealershipName ? <span className="visually-hidden">: {dealershipName}</span> : null}
      </a>
    </p>
  )
}
