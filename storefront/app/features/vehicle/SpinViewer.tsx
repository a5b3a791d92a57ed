import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react'
import { Carousel } from '@dealer/blocks/ui/Carousel'
import { LineIcon, NEXT_ARROW, PREVIOUS_ARROW } from '@dealer/blocks/ui/LineIcon'
import { photoAlt, slideCounter, slidesWithVideo, wrapIndex, type GalleryImage, type Hotspot } from './gallery'
import {
  clampPan,
  frameAfterDrag,
  frameAlt,
  hotspotsForFrame,
  initialView,
  nextFrame,
  PAN_STEP,
  panAfterDrag,
  preloadOrder,
  SPIN_INTERVAL_MS,
  spinViews,
  type Direction,
  type SpinView,
} from './spin'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

export interface SpinViewerProps {
  carName: string
  spinImages: string[]
  interiorImage: string | null
  walkaroundVideoUrl: string | null
  galleryImages: Array<{ image: { url: string; thumb: { url: string } } }>
  hotspots: Hotspot[]
  defaultView: 'spinner' | 'gallery'
}

const VIEW_LABELS: Record<SpinView, string> = { spinner: '360° spin', walkaround: 'Walkaround', gallery: 'Gallery', interior: 'Interior' }
/** Spin frames fetched at once: enough to fill the pipe, few enough that the shown frame's neighbours come first. */
const PARALLEL_FRAME_LOADS = 4

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/**
 * The optional 360° viewer (spec 000 §4 Viewer): spinner, walkaround video, gallery and interior panorama as tabs,
 * offering only the views the car has data for. A default export so the page can lazy() it once it's scrolled near.
 */
export default function SpinViewer({ carName, spinImages, interiorImage, walkaroundVideoUrl, galleryImages, hotspots, defaultView }: SpinViewerProps) {
  const views = spinViews({ spinImages, walkaroundVideoUrl, interiorImage })
  const [view, setView] = useState(() => initialView(defaultView, views))
  const [galleryIndex, setGalleryIndex] = useState(0)
  // Here rather than in the spinner, so a shopper who stopped it doesn't find it turning again after visiting another view.
  const [spinning, setSpinning] = useState(() => !prefersReducedMotion())
  const root = useRef<HTMLElement>(null)
  const [fullscreen, toggleFullscreen, leaveCssFullscreen] = useFullscreen(root)
  const idPrefix = useId()
  const tabId = (each: SpinView) => `${idPrefix}-tab-${each}`
  const panelId = `${idPrefix}-panel`

  const show = (next: SpinView) => {
    // Spec 000 §4: leaving the gallery resets it to the first photo.
    if (view === 'gallery' && next !== 'gallery') setGalleryIndex(0)
    setView(next)
  }
  // WAI-ARIA tabs: arrows, Home and End move between tabs and show each one.
  const onTabKeyDown = (event: React.KeyboardEvent) => {
    const at = views.indexOf(view)
    const keys: Record<string, number> = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: views.length - 1 }
    if (!(event.key in keys)) return
    event.preventDefault()
    const next = views[wrapIndex(keys[event.key], views.length)]
    show(next)
    document.getElementById(tabId(next))?.focus()
  }

  let panel: React.ReactNode
  if (view === 'spinner') panel = <Spinner carName={carName} frames={spinImages} hotspots={hotspots} playing={spinning} onPlayingChange={setSpinning} />
  else if (view === 'walkaround' && walkaroundVideoUrl)
    // A <track> needs a caption file, and dealer feeds carry none for their videos yet.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    panel = <video className="spin-viewer__video" src={walkaroundVideoUrl} controls preload="none" aria-label={`Walkaround video of ${carName}`} />
  else if (view === 'interior' && interiorImage)
    panel = <Interior carName={carName} image={interiorImage} hotspots={hotspots.filter((hotspot) => hotspot.view === 'interior')} />
  else panel = <PhotoGallery carName={carName} images={galleryImages} index={galleryIndex} onIndexChange={setGalleryIndex} />

  return (
    // The viewer's own keys (Escape leaves full screen) are caught here, around the controls that take focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={root}
      className={fullscreen ? 'spin-viewer spin-viewer--fullscreen' : 'spin-viewer'}
      aria-label={`360° view of ${carName}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') leaveCssFullscreen()
      }}
    >
      <div className="spin-viewer__header">
        {views.length > 1 ? (
          <div className="spin-viewer__tabs" role="tablist" aria-label="Views">
            {views.map((each) => (
              <ScriptButton
                key={each}
                id={tabId(each)}
                role="tab"
                className="spin-viewer__tab"
                aria-selected={each === view}
                aria-controls={panelId}
                tabIndex={each === view ? 0 : -1}
                onClick={() => show(each)}
                onKeyDown={onTabKeyDown}
              >
                {VIEW_LABELS[each]}
              </ScriptButton>
            ))}
          </div>
        ) : null}
        <ScriptButton
          className="spin-viewer__icon-button spin-viewer__fullscreen"
          aria-label="Full screen"
          title="Full screen"
          aria-pressed={fullscreen}
          onClick={toggleFullscreen}
        >
          <LineIcon paths={fullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} />
        </ScriptButton>
      </div>
      <div className="spin-viewer__panel" {...(views.length > 1 ? { role: 'tabpanel', id: panelId, 'aria-labelledby': tabId(view) } : {})}>
        {panel}
      </div>
    </section>
  )
}

/**
 * Spec 000 §4: "a full-screen flag toggles the viewer". The Fullscreen API where the browser has it for any element;
 * otherwise (iPhone Safari) a class that fixes the viewer over the page, left with Escape or the same button.
 */
function useFullscreen(root: RefObject<HTMLElement | null>): [on: boolean, toggle: () => void, leaveCssFullscreen: () => void] {
  const [on, setOn] = useState(false)
  useEffect(() => {
    const sync = () => setOn(document.fullscreenElement !== null && document.fullscreenElement === root.current)
    document.addEventListener('fullscreenchange', sync)
    return () => document.removeEventListener('fullscreenchange', sync)
  }, [root])
  const usingCss = () => on && !document.fullscreenElement
  const toggle = () => {
    const element = root.current
    if (!element) return
    if (document.fullscreenElement === element) void document.exitFullscreen()
    else if (on) setOn(false)
    else if (document.fullscreenEnabled && element.requestFullscreen) element.requestFullscreen().catch(() => setOn(true))
    else setOn(true)
  }
  return [on, toggle, () => usingCss() && setOn(false)]
}

/** Whether the element is on screen, so nothing spins unseen (true where IntersectionObserver is missing). */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return onScreen
}

/** How many of `urls` have loaded (or failed), fetching them in `order`, a few at a time. */
function usePreloaded(urls: string[], order: number[]): number {
  const [done, setDone] = useState(0)
  useEffect(() => {
    let stopped = false
    let finished = 0
    const queue = [...order]
    const loadNext = () => {
      const index = queue.shift()
      if (index === undefined || stopped) return
      const image = new Image()
      image.onload = image.onerror = () => {
        if (stopped) return
        finished += 1
        setDone(finished)
        loadNext()
      }
      image.src = urls[index]
    }
    for (let started = 0; started < PARALLEL_FRAME_LOADS; started++) loadNext()
    return () => {
      stopped = true
    }
  }, [urls, order])
  return done
}

/**
 * The car turned by drag (one frame per 20 px), arrow keys or the Turn buttons, wrapping round. It turns by itself
 * once every frame has loaded, until the shopper takes over or presses Pause; never by itself for shoppers who
 * ask for reduced motion (they can still press Play).
 */
interface SpinnerProps {
  carName: string
  frames: string[]
  hotspots: Hotspot[]
  /** Turning by itself (while its frames are loaded and it's on screen). */
  playing: boolean
  onPlayingChange: (playing: boolean) => void
}

function Spinner({ carName, frames, hotspots, playing, onPlayingChange: setPlaying }: SpinnerProps) {
  const count = frames.length
  const [frame, setFrame] = useState(0)
  const order = useMemo(() => preloadOrder(0, count), [count])
  const loaded = usePreloaded(frames, order)
  const stage = useRef<HTMLDivElement>(null)
  const onScreen = useOnScreen(stage)
  const drag = useRef<{ pointerId: number; startX: number; startFrame: number } | null>(null)
  const hintId = useId()
  const ready = loaded >= count

  useEffect(() => {
    if (!playing || !ready || !onScreen) return
    const timer = setInterval(() => setFrame((current) => nextFrame(current, count, 1)), SPIN_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [playing, ready, onScreen, count])

  const turn = (direction: Direction) => {
    setPlaying(false)
    setFrame((current) => nextFrame(current, count, direction))
  }

  return (
    <>
      {/* A focusable picture turned with the arrow keys or by dragging; the hint it points to says so. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={stage}
        className="spin-viewer__stage spin-viewer__stage--spin"
        role="group"
        aria-label="360° spin"
        aria-describedby={hintId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so the arrow keys reach it (see the hint)
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
          event.preventDefault()
          turn(event.key === 'ArrowLeft' ? -1 : 1)
        }}
        onPointerDown={(event) => {
          if (event.button !== 0 || (event.target as Element).closest('button')) return
          setPlaying(false)
          drag.current = { pointerId: event.pointerId, startX: event.clientX, startFrame: frame }
          event.currentTarget.setPointerCapture?.(event.pointerId)
        }}
        onPointerMove={(event) => {
          const dragging = drag.current
          if (dragging?.pointerId === event.pointerId) setFrame(frameAfterDrag(dragging.startFrame, event.clientX - dragging.startX, count))
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        {/* The frame's own box, so hotspots at x/y % land on the car however the stage is letterboxed (full screen). */}
        <div className="spin-viewer__frame-box">
          <img className="spin-viewer__frame" src={frames[frame]} alt={frameAlt(carName, frame, count)} width={600} height={400} draggable={false} />
          <HotspotMarkers hotspots={hotspotsForFrame(hotspots, frame, count)} onOpen={() => setPlaying(false)} />
        </div>
        {ready ? null : (
          <p className="spin-viewer__loading" aria-hidden="true">
            Loading 360° view {Math.round((loaded / count) * 100)}%
          </p>
        )}
      </div>
      <p id={hintId} className="visually-hidden">
        Drag, or use the Left and Right arrow keys, to turn the car.
      </p>
      <div className="spin-viewer__controls">
        <ScriptButton className="spin-viewer__icon-button" aria-label="Turn left" title="Turn left" onClick={() => turn(-1)}>
          <LineIcon paths={PREVIOUS_ARROW} />
        </ScriptButton>
        <ScriptButton className="spin-viewer__play" onClick={() => setPlaying(!playing)}>
          <LineIcon paths={playing ? 'M9 5v14M15 5v14' : 'M8 5l11 7-11 7z'} />
          {playing ? 'Pause' : 'Play'}
        </ScriptButton>
        <ScriptButton className="spin-viewer__icon-button" aria-label="Turn right" title="Turn right" onClick={() => turn(1)}>
          <LineIcon paths={NEXT_ARROW} />
        </ScriptButton>
      </div>
    </>
  )
}

/**
 * The interior panorama, wider than its frame, moved by drag, arrow keys or the Look buttons. The picture and its
 * hotspots sit on one track that CSS slides by --pan (0 = left edge in view, 1 = right edge), so nothing is measured
 * to draw it; a drag measures once, at its start, to turn pixels into pan.
 */
function Interior({ carName, image, hotspots }: { carName: string; image: string; hotspots: Hotspot[] }) {
  const [pan, setPan] = useState(0.5)
  const track = useRef<HTMLDivElement>(null)
  const drag = useRef<{ pointerId: number; startX: number; startPan: number; overflow: number } | null>(null)
  const hintId = useId()
  const look = (by: number) => setPan((current) => clampPan(current + by))

  return (
    <>
      {/* A focusable panorama panned with the arrow keys or by dragging; the hint it points to says so. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className="spin-viewer__stage spin-viewer__stage--interior"
        role="group"
        aria-label="Interior"
        aria-describedby={hintId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so the arrow keys reach it (see the hint)
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
          event.preventDefault()
          look(event.key === 'ArrowLeft' ? -PAN_STEP : PAN_STEP)
        }}
        onPointerDown={(event) => {
          if (event.button !== 0 || (event.target as Element).closest('button')) return
          const overflow = (track.current?.offsetWidth ?? 0) - event.currentTarget.clientWidth
          drag.current = { pointerId: event.pointerId, startX: event.clientX, startPan: pan, overflow }
          event.currentTarget.setPointerCapture?.(event.pointerId)
        }}
        onPointerMove={(event) => {
          const dragging = drag.current
          if (dragging?.pointerId === event.pointerId) setPan(panAfterDrag(dragging.startPan, event.clientX - dragging.startX, dragging.overflow))
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <div ref={track} className="spin-viewer__pan-track" style={{ '--pan': pan } as CSSProperties}>
          <img className="spin-viewer__panorama" src={image} alt={`${carName}, interior panorama`} draggable={false} />
          <HotspotMarkers hotspots={hotspots} />
        </div>
      </div>
      <p id={hintId} className="visually-hidden">
        Drag, or use the Left and Right arrow keys, to look around.
      </p>
      <div className="spin-viewer__controls">
        <ScriptButton className="spin-viewer__icon-button" aria-label="Look left" title="Look left" onClick={() => look(-PAN_STEP)}>
          <LineIcon paths={PREVIOUS_ARROW} />
        </ScriptButton>
        <ScriptButton className="spin-viewer__icon-button" aria-label="Look right" title="Look right" onClick={() => look(PAN_STEP)}>
          <LineIcon paths={NEXT_ARROW} />
        </ScriptButton>
      </div>
    </>
  )
}

/** Each hotspot a button at its x/y % that opens a small note with its title and description; Escape closes it. */
function HotspotMarkers({ hotspots, onOpen }: { hotspots: Hotspot[]; onOpen?: () => void }) {
  const [open, setOpen] = useState<Hotspot | null>(null)
  const idPrefix = useId()
  return hotspots.map((hotspot, index) => {
    const isOpen = open === hotspot
    const noteId = `${idPrefix}-${index}`
    // Near the right or bottom edge the note opens leftwards or upwards, so it stays on the picture.
    const className = ['spin-viewer__hotspot', hotspot.x > 60 ? 'spin-viewer__hotspot--end' : '', hotspot.y > 60 ? 'spin-viewer__hotspot--above' : '']
      .filter(Boolean)
      .join(' ')
    return (
      // Escape closes the open note from its button or the note itself, so it is caught on their wrapper.
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div
        key={`${hotspot.view}-${hotspot.frame}-${hotspot.x}-${hotspot.y}-${hotspot.title}`}
        className={className}
        style={{ left: `${hotspot.x}%`, top: `${hotspot.y}%` }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !isOpen) return
          event.stopPropagation()
          setOpen(null)
          event.currentTarget.querySelector('button')?.focus()
        }}
      >
        <ScriptButton
          className="spin-viewer__hotspot-button"
          aria-expanded={isOpen}
          aria-controls={isOpen ? noteId : undefined}
          onClick={() => {
            onOpen?.()
            setOpen(isOpen ? null : hotspot)
          }}
        >
          <span className="visually-hidden">{hotspot.title}</span>
          <LineIcon paths="M12 6v12M6 12h12" />
        </ScriptButton>
        {isOpen ? (
          <div id={noteId} className="spin-viewer__note">
            <p className="spin-viewer__note-title">{hotspot.title}</p>
            {hotspot.description ? <p className="spin-viewer__note-text">{hotspot.description}</p> : null}
          </div>
        ) : null}
      </div>
    )
  })
}

function PhotoGallery({
  carName,
  images,
  index,
  onIndexChange,
}: {
  carName: string
  images: GalleryImage[]
  index: number
  onIndexChange: (index: number) => void
}) {
  const slides = useMemo(() => slidesWithVideo(images, null), [images])
  if (images.length === 0) return <p className="spin-viewer__empty">Photos coming soon</p>
  const counter = slideCounter(slides, index)
  return (
    <>
      <Carousel
        label="Photo gallery"
        className="spin-viewer__gallery"
        slideClassName="spin-viewer__gallery-slide"
        slides={images.map((photo, photoIndex) => (
          <img
            className="spin-viewer__photo"
            src={photo.image.url}
            alt={photoAlt(carName, photoIndex, images.length)}
            width={600}
            height={400}
            loading="lazy"
            decoding="async"
          />
        ))}
        dots={false}
        selectedIndex={index}
        onSelect={onIndexChange}
      />
      <p className="spin-viewer__counter" role="status">
        <span aria-hidden="true">{counter.shown}</span>
        <span className="visually-hidden">{counter.spoken}</span>
      </p>
    </>
  )
}
