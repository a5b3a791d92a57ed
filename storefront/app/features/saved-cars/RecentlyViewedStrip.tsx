import { carPath } from '@dealer/stock/car-summary'
import { RECENTLY_VIEWED, type ViewedCar } from './saved-lists'
import { browserSavedStore, useSavedList } from './saved-storage'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/** The cars this browser viewed last, newest first, as links to their pages; nothing when there are none. */
export default function RecentlyViewedStrip() {
  const viewed = useSavedList(RECENTLY_VIEWED)
  if (!viewed || viewed.length === 0) return null
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <div className="recently-viewed__head">
        <h2 id="recently-viewed-title">Recently viewed</h2>
        <ScriptButton className="recently-viewed__clear" onClick={() => browserSavedStore().write(RECENTLY_VIEWED, [])}>
          Clear recently viewed
        </ScriptButton>
      </div>
      <ul className="recently-viewed__list">
        {viewed.map((car) => (
          <li key={car.id}>
            <ViewedCarLink car={car} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ViewedCarLink({ car }: { car: ViewedCar }) {
  return (
    <a className="recently-viewed__car" href={carPath(car)}>
      {car.primary_image_url ? (
        <img className="recently-viewed__image" src={car.primary_image_url} alt="" width={240} height={160} loading="lazy" decoding="async" />
      ) : null}
      <span className="recently-viewed__name">{car.name}</span>
      {car.price_text ? <span className="recently-viewed__price">{car.price_text}</span> : null}
    </a>
  )
}
