import { useEffect, useRef } from 'react'
import { sendBrowserEvent } from '../analytics/browser-events'
import { RECENTLY_VIEWED, viewedFirst, type ViewedCar } from './saved-lists'
import { browserSavedStore } from './saved-storage'

/**
 * Notes the vehicle page's car in this browser's Recently viewed (newest first, once each) and reports event 4 for a
 * used car's view (spec 001 §7), once per car the page shows. Renders nothing.
 */
export function RecordCarView({ car, used }: { car: ViewedCar; used: boolean }) {
  // Once per car: a re-render of the same car (a new price text, say) is not another view.
  const latest = useRef(car)
  latest.current = car
  const { id } = car
  useEffect(() => {
    const store = browserSavedStore()
    const viewed = store.read(RECENTLY_VIEWED)
    if (viewed) store.write(RECENTLY_VIEWED, viewedFirst(viewed, latest.current))
    if (used) sendBrowserEvent('used-car-viewed', id)
  }, [id, used])
  return null
}
