import { useEffect, useState } from 'react'
import { formatNumber } from '@dealer/stock/format'

/**
 * Counts this view of the car (spec 000 §7, view.json: a POST, which the server counts once per visitor and day) once
 * the page has loaded in a browser, so cached copies and link previews don't count, and says how many times it has been viewed. The line's space is kept from the start, so
 * nothing moves when the number arrives.
 */
export function CarViewCount({ carPath }: { carPath: string }) {
  const [views, setViews] = useState<number | null>(null)
  useEffect(() => {
    let current = true
    fetch(`${carPath}/view.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`view.json answered ${response.status}`)
        const body = (await response.json()) as { views?: number }
        if (current && typeof body.views === 'number') setViews(body.views)
      })
      .catch((error: unknown) => console.warn('car view not counted', error))
    return () => {
      current = false
    }
  }, [carPath])
  return <p className="car-view-count">{views === null ? '\u00a0' : `Viewed ${formatNumber(views)} ${views === 1 ? 'time' : 'times'}`}</p>
}
