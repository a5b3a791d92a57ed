import type { WarrantyPromo as Promo } from './warranty'

/** A shield with a tick: decoration only, the text says it all. */
function ShieldIcon() {
  return (
    <svg className="warranty-promo__icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path d="M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5l-8-3Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="m8.5 12 2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * Spec 001 §9's warranty promo beside the vehicle page's price (warranty.ts decides the texts): a labelled note, no
 * heading, so it adds nothing to the page's outline.
 */
export function WarrantyPromo({ promo }: { promo: Promo }) {
  return (
    <div className="warranty-promo" role="note" aria-label="Warranty">
      {promo.years ? (
        <p className="warranty-promo__line">
          <ShieldIcon />
          <span>{promo.years}</span>
        </p>
      ) : null}
      {promo.plan ? (
        <p className="warranty-promo__line warranty-promo__plan">
          {promo.years ? null : <ShieldIcon />}
          {promo.plan.href ? <a href={promo.plan.href}>{promo.plan.text}</a> : <span>{promo.plan.text}</span>}
        </p>
      ) : null}
    </div>
  )
}
