import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Carousel } from '@dealer/blocks/ui/Carousel'
import {
  autoplayAddress,
  photoAlt,
  photoIndexNear,
  photoLoading,
  showsThumbnailStrip,
  slideCounter,
  slideIndexOfPhoto,
  slidesWithVideo,
  type GalleryImage,
  type GallerySlide,
  type VideoPosition,
} from './gallery'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'
import { useEnhanced } from '@dealer/blocks/ui/near-viewport'

const loadFullscreenViewer = () => import('./FullscreenViewer')
const FullscreenViewer = lazy(loadFullscreenViewer)

export interface GalleryProps {
  carName: string
  images: GalleryImage[]
  videoUrl: string | null
  videoPosition: VideoPosition
  inStock: boolean
}

/** Spec 000 §9: gallery images are 600 × 400; shown at the column's width with that ratio reserved. */
const PHOTO_WIDTH = 600
const PHOTO_HEIGHT = 400

/**
 * The vehicle page's photo slider (spec 000 §2): the car's photos and video as a carousel, a thumbnail strip,
 * a "3 / 12" counter and a full-screen viewer. Server-rendered, and its first photo is the page's largest paint,
 * so that photo loads first and every slide's space is reserved. The full-screen viewer's code loads only when
 * a shopper opens it; a YouTube player only when its slide is shown, never with the page.
 */
export function Gallery({ carName, images, videoUrl, videoPosition, inStock }: GalleryProps) {
  const slides = useMemo(() => slidesWithVideo(images, videoUrl, videoPosition), [images, videoUrl, videoPosition])
  const [selected, setSelected] = useState(0)
  // Whether the shopper has moved through the slides: the video only loads its player when they go to it.
  const [browsed, setBrowsed] = useState(false)
  const [playRequested, setPlayRequested] = useState(false)
  const [fullscreenAt, setFullscreenAt] = useState<number | null>(null)
  const enhanced = useEnhanced()
  const fullscreenButton = useRef<HTMLButtonElement>(null)
  const strip = useRef<HTMLUListElement>(null)

  // Keep the shown photo's thumbnail in the strip's view, without scrolling the page.
  useEffect(() => {
    const list = strip.current
    const current = list?.querySelector<HTMLElement>('[aria-current="true"]')
    if (!list || !current) return
    const start = current.offsetLeft
    const end = start + current.offsetWidth
    if (start < list.scrollLeft) list.scrollLeft = start
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth
  }, [selected])

  if (slides.length === 0) {
    return (
      <div className="vehicle-gallery">
        <p className="vehicle-gallery__empty">Photos coming soon</p>
      </div>
    )
  }

  const photoCount = images.length
  const select = (index: number) => {
    setSelected(index)
    setBrowsed(true)
  }
  const openFullscreen = (photoIndex: number) => setFullscreenAt(photoIndex)
  const closeFullscreen = (lastPhotoIndex: number) => {
    setFullscreenAt(null)
    select(slideIndexOfPhoto(slides, lastPhotoIndex))
    fullscreenButton.current?.focus()
  }
  const counter = slideCounter(slides, selected)

  const slideViews = slides.map((slide, index) =>
    slide.kind === 'photo' ? (
      // A click on the photo is a mouse shortcut; keyboard and screen-reader users have the View full screen button.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
      <img
        className="vehicle-gallery__image"
        src={slide.url}
        alt={photoAlt(carName, slide.photoIndex, photoCount)}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        {...photoLoading(slide.photoIndex)}
        decoding={slide.photoIndex === 0 ? undefined : 'async'}
        draggable={false}
        onClick={() => openFullscreen(slide.photoIndex)}
      />
    ) : (
      <VideoSlide
        slide={slide}
        carName={carName}
        shown={index === selected}
        playerWanted={index === selected && (browsed || playRequested)}
        // Only straight after Play: coming back to the slide later shouldn't start it by itself.
        autoplay={playRequested && !browsed}
        onPlay={() => setPlayRequested(true)}
      />
    ),
  )

  return (
    <div className="vehicle-gallery">
      <Carousel
        label={`Photos of ${carName}`}
        className="vehicle-gallery__slider"
        slideClassName="vehicle-gallery__slide"
        slides={slideViews}
        dots={false}
        selectedIndex={selected}
        onSelect={select}
      />
      <div className="vehicle-gallery__bar">
        <p className="vehicle-gallery__counter" role="status">
          <span aria-hidden="true">{counter.shown}</span>
          <span className="visually-hidden">{counter.spoken}</span>
        </p>
        {photoCount > 0 ? (
          <ScriptButton
            ref={fullscreenButton}
            className="button vehicle-gallery__fullscreen"
            aria-haspopup="dialog"
            // Fetch the viewer's code as the pointer arrives, so it's usually there by the click.
            onPointerEnter={() => void loadFullscreenViewer()}
            onClick={() => openFullscreen(photoIndexNear(slides, selected))}
          >
            <FullscreenIcon /> View full screen
          </ScriptButton>
        ) : null}
      </div>
      {showsThumbnailStrip(photoCount, inStock) ? (
        // Until its buttons work the strip has nothing to focus, so it takes the focus itself to be scrolled by keyboard.
        <ul className="vehicle-gallery__thumbnails" aria-label="Choose a photo" ref={strip} tabIndex={enhanced ? undefined : 0}>
          {slides.map((slide, index) => (
            <li key={index}>
              <ScriptButton
                className="vehicle-gallery__thumbnail"
                aria-label={slide.kind === 'photo' ? `Show photo ${slide.photoIndex + 1} of ${photoCount}` : 'Show video'}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => select(index)}
              >
                {slide.kind === 'photo' ? <img src={slide.thumbUrl} alt="" width={96} height={64} loading="lazy" decoding="async" /> : <PlayIcon />}
              </ScriptButton>
            </li>
          ))}
        </ul>
      ) : null}
      {fullscreenAt !== null ? (
        <Suspense fallback={null}>
          <FullscreenViewer carName={carName} images={images} startIndex={fullscreenAt} onClose={closeFullscreen} />
        </Suspense>
      ) : null}
    </div>
  )
}

interface VideoSlideProps {
  slide: Extract<GallerySlide, { kind: 'video' }>
  carName: string
  shown: boolean
  /** The shopper went to this slide or pressed Play: only then is a third-party player created. */
  playerWanted: boolean
  autoplay: boolean
  onPlay: () => void
}

/**
 * Spec 000 §5: an embed address plays in an iframe, anything else in a <video>. The iframe exists only while its
 * slide is shown (leaving stops it); until then, a cover, with a Play button when it's shown before the shopper
 * has moved (a video placed first).
 */
function VideoSlide({ slide, carName, shown, playerWanted, autoplay, onPlay }: VideoSlideProps) {
  const video = useRef<HTMLVideoElement>(null)
  const player = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (!shown && video.current && !video.current.paused) video.current.pause()
  }, [shown])
  // After Play, the player takes the focus the button had (the button is gone).
  useEffect(() => {
    if (playerWanted && autoplay) player.current?.focus()
  }, [playerWanted, autoplay])

  const title = `Video of ${carName}`
  // A <track> needs a caption file, and dealer feeds carry none for their videos yet.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  if (!slide.embeddable) return <video ref={video} className="vehicle-gallery__video" src={slide.url} controls preload="none" aria-label={title} />
  if (playerWanted) {
    return (
      <iframe
        ref={player}
        className="vehicle-gallery__video"
        src={autoplay ? autoplayAddress(slide.url) : slide.url}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <div className="vehicle-gallery__video vehicle-gallery__video-cover">
      {shown ? (
        <ScriptButton className="vehicle-gallery__play" onClick={onPlay}>
          <PlayIcon /> Play video
        </ScriptButton>
      ) : (
        <p className="vehicle-gallery__video-label">
          <PlayIcon /> Video
        </p>
      )}
    </div>
  )
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
      <path d="M8 5.5v13a.5.5 0 0 0 .77.42l10-6.5a.5.5 0 0 0 0-.84l-10-6.5A.5.5 0 0 0 8 5.5z" />
    </svg>
  )
}

function FullscreenIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  )
}
