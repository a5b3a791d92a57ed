import { useEffect, useRef, useState } from 'react'
import { useRevalidator, useRouteLoaderData } from 'react-router'
import { carVersion, carViewSearch } from '@dealer/stock/car-view-query'
import { formatNumber } from '@dealer/stock/format'
import type { CarRouteData } from './vehicle-page.server'

/** The vehicle page's route (routes.ts: cars/:slug) and the root, whose loaders say which car and which site this is. */
const CAR_ROUTE = 'routes/car'

/**
 * Counts this view of the car (spec 000 §7, view.json?photos_count&updated_at&website_id: a POST, which the server
 * counts once per visitor and day) once the page has loaded in a browser, so cached copies and link previews don't
 * count, and says how many times it has been viewed. It sends the version of the car the page shows (its photo count
 * and update time) and the site's slug as `website_id`; when the server answers that the page is stale (the car
 * changed since this copy of the page was made), the page's data is loaded again, once, so the shopper sees the car as
 * it is now. The line's space is kept from the start, so nothing moves when the number arrives.
 */
export function CarViewCount({ carPath }: { carPath: string }) {
  const [views, setViews] = useState<number | null>(null)
  const route = useRouteLoaderData(CAR_ROUTE) as CarRouteData | undefined
  const root = useRouteLoaderData('root') as { site?: { slug?: string } } | undefined
  const car = route?.kind === 'car' ? route.page.car : null
  const search = carViewQuery(car, root?.site?.slug)
  const revalidator = useRevalidator()
  // Read when the page has loaded, not watched: the count is asked for once per car, whatever reloads its data.
  const latest = useRef({ search, revalidate: revalidator.revalidate })
  latest.current = { search, revalidate: revalidator.revalidate }
  const refreshed = useRef(false)
  useEffect(() => {
    let current = true
    const { search: query } = latest.current
    fetch(`${carPath}/view.json${query ? `?${query}` : ''}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`view.json answered ${response.status}`)
        const body = (await response.json()) as { views?: number; stale?: boolean }
        if (!current) return
        if (typeof body.views === 'number') setViews(body.views)
        if (body.stale === true && !refreshed.current) {
          refreshed.current = true
          void latest.current.revalidate()
        }
      })
      .catch((error: unknown) => console.warn('car view not counted', error))
    return () => {
      current = false
    }
  }, [carPath])
  return <p className="car-view-count">{views === null ? '\u00a0' : `Viewed ${formatNumber(views)} ${views === 1 ? 'time' : 'times'}`}</p>
}

/** The view.json query for the car the page shows on this site; empty when the page knows neither. */
export function carViewQuery(car: { photos_count: number; created_at: string; updated_at?: string | null } | null, siteSlug: string | undefined): string {
  return car && siteSlug ? carViewSearch(carVersion(car), siteSlug) : ''
}
