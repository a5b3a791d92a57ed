import { lazy } from 'react'
import { LazyWhenVisible } from '@dealer/blocks/ui/near-viewport'

const RecentlyViewedStrip = lazy(() => import('./RecentlyViewedStrip'))

/**
 * The Recently viewed strip's place on a page. What a browser has viewed is its own, so the strip renders in the
 * browser only, and its code loads when its place comes near the viewport; with nothing viewed it takes no space.
 */
export function RecentlyViewed() {
  return (
    <LazyWhenVisible className="recently-viewed-slot" placeholder={null}>
      <RecentlyViewedStrip />
    </LazyWhenVisible>
  )
}
