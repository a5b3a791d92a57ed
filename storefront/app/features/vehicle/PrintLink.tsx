import { sendBrowserEvent } from '../analytics/browser-events'
import { printPath } from '../print/print-path'

/** The vehicle page's Print (spec 001 §2): the car's printable page in a new tab; asking for it is event 61. */
export function PrintLink({ car }: { car: { slug: string; objectID: string } }) {
  return (
    <a className="button button--small" href={printPath(car.slug)} target="_blank" rel="noopener" onClick={() => sendBrowserEvent('car-printed', car.objectID)}>
      Print<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
