/**
 * The vehicle page's photo slider (spec 000 §2, §5, §9): which slides it has, in what order, which
 * load first, and how a slide's position reads. Pure, so the gallery and its tests share it.
 */

import type { StockHotspot, StockImage } from '@dealer/stock/car'

/** A car photo as the stock record has it: the full image and its thumbnail. */
export type GalleryImage = StockImage
/** A point of interest on the 360° viewer: exterior ones on a spin frame (0-based), interior ones on the panorama. */
export type Hotspot = StockHotspot

/** Where the car's video sits among its photos (spec 000 §9). */
export type VideoPosition = 'start' | 'second' | 'middle' | 'end'
const DEFAULT_VIDEO_POSITION: VideoPosition = 'second'

/** Spec 000 §5: only addresses starting with this are embedded as an iframe; anything else plays in a <video>. */
export const VIDEO_EMBED_PREFIX = 'https://www.youtube.com/embed/'

/** Spec 000 §9: the thumbnail strip needs more than this many photos. */
const THUMBNAIL_STRIP_MIN_EXCLUSIVE = 3

export type GallerySlide = { kind: 'photo'; photoIndex: number; url: string; thumbUrl: string } | { kind: 'video'; url: string; embeddable: boolean }

export function isEmbeddableVideo(url: string): boolean {
  return url.startsWith(VIDEO_EMBED_PREFIX)
}

/** The embed address that starts playing as it loads, for a player the shopper created by pressing Play. */
export function autoplayAddress(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}autoplay=1`
}

/** Spec 000 §9: a strip of thumbnails only for a car in stock with more than 3 photos. */
export function showsThumbnailStrip(imageCount: number, inStock: boolean): boolean {
  return inStock && imageCount > THUMBNAIL_STRIP_MIN_EXCLUSIVE
}

function videoSlot(photoCount: number, position: VideoPosition): number {
  switch (position) {
    case 'start':
      return 0
    case 'second':
      return Math.min(1, photoCount)
    case 'middle':
      return Math.floor(photoCount / 2)
    case 'end':
      return photoCount
  }
}

/** The photos as slides, with the video (if the car has one) placed where the site wants it. */
export function slidesWithVideo(images: GalleryImage[], videoUrl: string | null, position: VideoPosition = DEFAULT_VIDEO_POSITION): GallerySlide[] {
  const slides: GallerySlide[] = images.map((photo, photoIndex) => ({ kind: 'photo', photoIndex, url: photo.image.url, thumbUrl: photo.image.thumb.url }))
  const url = videoUrl?.trim()
  if (url) slides.splice(videoSlot(images.length, position), 0, { kind: 'video', url, embeddable: isEmbeddableVideo(url) })
  return slides
}

/**
 * Spec 000 §9, first 2 slides prioritised: the first photo is the page's largest paint, so it loads at once and
 * ahead of everything else; the second loads at once so a swipe finds it ready; the rest wait until they're near.
 */
export function photoLoading(photoIndex: number): { loading: 'eager' | 'lazy'; fetchPriority: 'high' | undefined } {
  return { loading: photoIndex < 2 ? 'eager' : 'lazy', fetchPriority: photoIndex === 0 ? 'high' : undefined }
}

/** "2024 Toyota HiLux SR5, photo 2 of 12". */
export function photoAlt(carName: string, photoIndex: number, photoCount: number): string {
  return `${carName}, photo ${photoIndex + 1} of ${photoCount}`
}

/** The slider's position as shown ("3 / 12") and as read out ("Photo 3 of 12"); the video slide is just "Video". */
export function slideCounter(slides: GallerySlide[], slideIndex: number): { shown: string; spoken: string } {
  const slide = slides[slideIndex]
  if (!slide || slide.kind === 'video') return { shown: 'Video', spoken: 'Video' }
  const photoCount = slides.length - (slides.some((each) => each.kind === 'video') ? 1 : 0)
  return { shown: `${slide.photoIndex + 1} / ${photoCount}`, spoken: `Photo ${slide.photoIndex + 1} of ${photoCount}` }
}

export function slideIndexOfPhoto(slides: GallerySlide[], photoIndex: number): number {
  return Math.max(
    0,
    slides.findIndex((slide) => slide.kind === 'photo' && slide.photoIndex === photoIndex),
  )
}

/** The photo a slide shows; for the video slide, the photo after it (or before it, at the end), so full screen opens near it. */
export function photoIndexNear(slides: GallerySlide[], slideIndex: number): number {
  const after = slides.slice(slideIndex).find((slide) => slide.kind === 'photo')
  const before = slides.slice(0, slideIndex).findLast((slide) => slide.kind === 'photo')
  const photo = after ?? before
  return photo?.kind === 'photo' ? photo.photoIndex : 0
}

/** `index` moved onto 0…count-1, wrapping round at both ends (−1 is the last). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}
