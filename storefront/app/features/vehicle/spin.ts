/**
 * The 360° viewer's arithmetic (spec 000 §4 Viewer, §9): turning frames by drag, key and timer, which
 * hotspots a frame shows, and panning the interior panorama. Pure, so the viewer and its tests share it.
 */
import { wrapIndex, type Hotspot } from './gallery'

/** Spec 000 §9: drag sensitivity, pixels of horizontal drag per frame. */
export const SPIN_PX_PER_FRAME = 20
/** Spec 000 §9: auto-rotate interval. */
export const SPIN_INTERVAL_MS = 100
/** How far one arrow key press or Look left/right moves the interior panorama (a tenth of the way across). */
export const PAN_STEP = 0.1

export type Direction = 1 | -1

/** One frame on, wrapping round: +1 turns right (the way a rightward drag turns the car), −1 left. */
export function nextFrame(frame: number, frameCount: number, direction: Direction): number {
  return wrapIndex(frame + direction, frameCount)
}

/**
 * The frame after dragging `deltaX` px (positive is rightwards) from `startFrame`: one frame per whole
 * SPIN_PX_PER_FRAME, so a small wobble doesn't turn the car, and wrapping round so it spins for ever.
 */
export function frameAfterDrag(startFrame: number, deltaX: number, frameCount: number): number {
  return wrapIndex(startFrame + Math.trunc(deltaX / SPIN_PX_PER_FRAME), frameCount)
}

/**
 * Exterior hotspots pinned to this frame or a neighbour (one either side, round the wrap), so a marker
 * doesn't blink out on the frame next to the one it was placed on. One without a frame has no angle to be shown at.
 */
export function hotspotsForFrame(hotspots: Hotspot[], frame: number, frameCount: number): Hotspot[] {
  return hotspots.filter((hotspot) => {
    if (hotspot.view !== 'exterior' || hotspot.frame == null) return false
    const apart = Math.abs(wrapIndex(hotspot.frame, frameCount) - frame)
    return Math.min(apart, frameCount - apart) <= 1
  })
}

export function clampPan(pan: number): number {
  return Math.min(1, Math.max(0, pan))
}

/**
 * The panorama's pan (0 = left edge in view, 1 = right edge) after dragging `deltaX` px from `startPan`,
 * where `overflowPx` is how much wider the picture is than its frame. The picture follows the finger, so a
 * rightward drag shows more of the left.
 */
export function panAfterDrag(startPan: number, deltaX: number, overflowPx: number): number {
  if (overflowPx <= 0) return clampPan(startPan)
  return clampPan(startPan - deltaX / overflowPx)
}

/**
 * The order to fetch spin frames in: the one shown, then outwards from it either way, so a drag or a turn
 * in either direction finds its next frame ready first.
 */
export function preloadOrder(startFrame: number, frameCount: number): number[] {
  const order: number[] = []
  for (let distance = 0; order.length < frameCount; distance++) {
    const ahead = wrapIndex(startFrame + distance, frameCount)
    if (!order.includes(ahead)) order.push(ahead)
    const behind = wrapIndex(startFrame - distance, frameCount)
    if (!order.includes(behind)) order.push(behind)
  }
  return order
}

/** "2024 Toyota HiLux SR5, 360° view, frame 5 of 36". */
export function frameAlt(carName: string, frame: number, frameCount: number): string {
  return `${carName}, 360° view, frame ${frame + 1} of ${frameCount}`
}

/** Spec 000 §4 Viewer, in the order the viewer offers them. */
export type SpinView = 'spinner' | 'walkaround' | 'gallery' | 'interior'

/** The views a car has something for: photos always; the others only with their frames, video or panorama. */
export function spinViews(car: { spinImages: string[]; walkaroundVideoUrl: string | null; interiorImage: string | null }): SpinView[] {
  return [
    ...(car.spinImages.length > 0 ? (['spinner'] as const) : []),
    ...(car.walkaroundVideoUrl ? (['walkaround'] as const) : []),
    'gallery',
    ...(car.interiorImage ? (['interior'] as const) : []),
  ]
}

/** The site's default view (spinner, or gallery on some sites), or the gallery when the car has no spin frames. */
export function initialView(defaultView: 'spinner' | 'gallery', views: SpinView[]): SpinView {
  return views.includes(defaultView) ? defaultView : 'gallery'
}
