import { useWatchlist } from '../account/Watchlist'
import { WatchlistButton } from '../account/WatchlistButton'
import { CarLeadActions } from '../leads/CarLeadActions'
import type { LeadFormSettings } from '../leads/lead-settings'
import { savedCarButtonsShown } from '../saved-cars/saved-car-visibility'
import { toastCompareFull, useCompare, useFavourite, type SavedButtonsCar } from '../saved-cars/use-saved-car'
import { useSavedCarSettings } from '../saved-cars/use-saved-car-settings'
import { HeartIcon } from '../../ui/SavedCarIcons'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

export interface CarCardActionsProps {
  car: Omit<SavedButtonsCar, 'hasImages'>
  /** For sale: Enquire Now; else Find Me Something Similar (spec 000 §2). */
  available: boolean
  leadForms: Pick<LeadFormSettings, 'enquiryTitle' | 'terms'>
  /** The car's trade-in valuation, where spec 001 §5's rule shows it; else null. */
  tradeInHref: string | null
}

/**
 * A result card's actions (docs/decisions/074-car-card-actions.md): one filled button (the site's enquiry title, or Find
 * Me Something Similar), a heart over the photo, and a quiet row of Compare, Trade-in and the card's menu. In that
 * order in the page, so the keyboard meets the primary action before the toggles.
 *
 * The heart saves the car where the shopper would expect: signed in, to their watchlist (spec 000 §4); signed out on a
 * car the site lets them favourite, to this device's favourites, with no sign-in in the way. The menu offers the other.
 */
export function CarCardActions({ car, available, leadForms, tradeInHref }: CarCardActionsProps) {
  const settings = useSavedCarSettings()
  const watchlist = useWatchlist(car.objectID)
  const favourite = useFavourite({ ...car, hasImages: Boolean(car.primary_image_url) })
  const compare = useCompare(car, toastCompareFull)
  // Known on the server too (the site's settings and the car), so the row and the menu are in the first paint; the
  // toggles work once this browser's lists are read (disabled until then, and where it won't store).
  const favouritesAllowed = savedCarButtonsShown({ ...car, hasImages: Boolean(car.primary_image_url) }, settings)
  const heartIsFavourite = favouritesAllowed && favourite !== null && watchlist?.signedIn !== true
  return (
    <>
      <CarLeadActions car={car} available={available} enquiryTitle={leadForms.enquiryTitle} terms={leadForms.terms} variant="card" />
      <WatchlistButton car={car} sold={!available} look="heart" favourite={heartIsFavourite ? favourite : null} />
      <div className="car-card__more">
        {favouritesAllowed ? (
          <ScriptButton
            className="car-card__compare"
            aria-pressed={compare?.comparing ?? false}
            aria-label={`Compare ${car.name}`}
            disabled={!compare}
            onClick={compare?.toggle}
          >
            <span className="car-card__check" aria-hidden="true">
              {compare?.comparing ? '✓' : ''}
            </span>
            Compare
          </ScriptButton>
        ) : null}
        {tradeInHref ? (
          <a className="car-card__trade-in" href={tradeInHref} aria-label={`Trade-in: ${car.name}`}>
            Trade-in
          </a>
        ) : null}
        {favouritesAllowed && watchlist ? (
          <details className="car-card__menu">
            <summary>
              More<span className="visually-hidden"> for {car.name}</span>
            </summary>
            <div className="car-card__menu-panel">
              {heartIsFavourite ? (
                <>
                  <WatchlistButton car={car} sold={!available} look="menu-item" />
                  <p className="car-card__menu-note">Your watchlist keeps it with your account, on every device. The heart keeps it on this one.</p>
                </>
              ) : (
                <>
                  <ScriptButton className="car-card__menu-item" aria-pressed={favourite?.favourited ?? false} disabled={!favourite} onClick={favourite?.toggle}>
                    <HeartIcon filled={favourite?.favourited ?? false} />
                    Favourite on this device<span className="visually-hidden">: {car.name}</span>
                  </ScriptButton>
                  <p className="car-card__menu-note">The heart keeps it in your watchlist, on every device; a favourite stays on this one.</p>
                </>
              )}
            </div>
          </details>
        ) : null}
      </div>
    </>
  )
}
