import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { LineIcon, NEXT_ARROW, PREVIOUS_ARROW } from './LineIcon'
import { ScriptButton } from './ScriptButton'

/**
 * A row of slides with Previous/Next arrows and one dot per stop, on Embla (about 7 kB gzipped).
 *
 * Server-rendered (and with scripts off) it is a plain CSS scroll-snap row of every slide, so it
 * works without JavaScript and nothing moves when Embla takes over: the `carousel--ready` class
 * then swaps native scrolling for Embla's. Embla loads after hydration, and only on pages with a
 * carousel, so it never delays a page's first paint or its other scripts. The arrows are disabled at the ends; arrows and dots
 * are hidden when everything fits (one stop), so e.g. three features on a wide screen are a row.
 */
export interface CarouselProps {
  /** The carousel's accessible name, e.g. "Featured ranges". */
  label: string
  slides: ReactNode[]
  slideClassName?: string
  className?: string
  /** Embla options; default `{ align: 'start' }`. */
  options?: EmblaOptionsType
  /**
   * The stop to show, for a carousel driven from outside as well (e.g. a gallery's thumbnails). Changing it
   * scrolls there; the carousel still moves by its own arrows, dots and swipes and reports that through onSelect.
   */
  selectedIndex?: number
  /** Called with the new stop whenever the carousel settles on another one, however it got there. */
  onSelect?: (index: number) => void
  /** One dot per stop between the arrows (default); false where the caller shows its own (thumbnails, a counter). */
  dots?: boolean
}

export interface CarouselState {
  /** Stops the carousel can rest at: one dot each. One stop means everything fits. */
  snapCount: number
  selected: number
  canScrollPrev: boolean
  canScrollNext: boolean
}

const DEFAULT_OPTIONS: EmblaOptionsType = { align: 'start' }

/** "2 of 5": each slide's name, as the WAI-ARIA carousel pattern reads it out. */
function slideLabel(index: number, total: number): string {
  return `${index + 1} of ${total}`
}

/**
 * Before Embla measures anything (server render, first paint): at the start, one stop per slide, and neither arrow
 * usable yet. They are drawn (so nothing moves when Embla arrives) but disabled, rather than looking live and
 * ignoring clicks; without JavaScript the row still scrolls by swipe or scroll bar.
 */
function initialCarouselState(slideCount: number): CarouselState {
  return { snapCount: slideCount, selected: 0, canScrollPrev: false, canScrollNext: false }
}

function carouselStateOf(api: Pick<EmblaCarouselType, 'scrollSnapList' | 'selectedScrollSnap' | 'canScrollPrev' | 'canScrollNext'>): CarouselState {
  return { snapCount: api.scrollSnapList().length, selected: api.selectedScrollSnap(), canScrollPrev: api.canScrollPrev(), canScrollNext: api.canScrollNext() }
}

/** Whether the arrows and dots have anything to do. */
function needsControls(state: CarouselState): boolean {
  return state.snapCount > 1 && (state.canScrollPrev || state.canScrollNext)
}

/** The stop nearest a native scroll position (0–1 of the way along), for a shopper who swiped before scripts loaded. */
export function nearestSnap(snaps: number[], progress: number): number {
  let nearest = 0
  snaps.forEach((snap, index) => {
    if (Math.abs(snap - progress) < Math.abs(snaps[nearest] - progress)) nearest = index
  })
  return nearest
}

/** Embla on the viewport element once it mounts: fetched then, destroyed on unmount. */
function useLazyEmbla(options: EmblaOptionsType): [(node: HTMLDivElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  useEffect(() => {
    if (!viewport) return
    let instance: EmblaCarouselType | undefined
    let unmounted = false
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (unmounted) return
      instance = EmblaCarousel(viewport, options)
      setApi(instance)
    })
    return () => {
      unmounted = true
      instance?.destroy()
      setApi(undefined)
    }
  }, [viewport, options])
  return [setViewport, api]
}

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

export function Carousel({ label, slides, slideClassName, className, options = DEFAULT_OPTIONS, selectedIndex, onSelect, dots = true }: CarouselProps) {
  const [viewportRef, api] = useLazyEmbla(options)
  // Null until Embla has measured the carousel: until then the controls stay as the server rendered them, including the
  // render in which Embla has arrived but not yet been read (hiding them there shifted the page below for a frame).
  const [measured, setState] = useState<CarouselState | null>(null)
  const state = measured ?? initialCarouselState(slides.length)
  const prevRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const moveFocusTo = useRef<HTMLButtonElement | null>(null)
  // The latest props, read when Embla arrives without re-creating it each render.
  const onSelectRef = useRef(onSelect)
  const selectedIndexRef = useRef(selectedIndex)
  useLayoutEffect(() => {
    onSelectRef.current = onSelect
    selectedIndexRef.current = selectedIndex
  })
  const mountedIndex = useRef(selectedIndex)
  const reportedIndex = useRef(selectedIndex ?? 0)
  const appliedIndex = useRef(selectedIndex)

  useEffect(() => {
    if (!api) return
    // A swipe before hydration left the viewport natively scrolled: keep that slide in view under Embla, unless
    // the caller has chosen a stop since (e.g. a thumbnail pressed before Embla loaded).
    const viewport = api.rootNode()
    let swipedTo: number | null = null
    if (viewport.scrollLeft > 0) {
      const progress = viewport.scrollLeft / Math.max(1, viewport.scrollWidth - viewport.clientWidth)
      viewport.scrollLeft = 0
      swipedTo = nearestSnap(api.scrollSnapList(), progress)
    }
    const wanted = selectedIndexRef.current
    const start = wanted !== undefined && (swipedTo === null || wanted !== mountedIndex.current) ? wanted : swipedTo
    appliedIndex.current = wanted
    if (start !== null && start !== api.selectedScrollSnap()) api.scrollTo(start, true)
    const update = () => {
      const next = carouselStateOf(api)
      // A disabled button drops keyboard focus to the page: hand it to the arrow that still works.
      const focused = document.activeElement
      if (focused === nextRef.current && !next.canScrollNext && next.canScrollPrev) moveFocusTo.current = prevRef.current
      if (focused === prevRef.current && !next.canScrollPrev && next.canScrollNext) moveFocusTo.current = nextRef.current
      setState(next)
      if (next.selected !== reportedIndex.current) {
        reportedIndex.current = next.selected
        onSelectRef.current?.(next.selected)
      }
    }
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])

  // A new selectedIndex moves the carousel. Only a new one: as Embla arrives the index can be stale, about to follow
  // the swipe the carousel has just reported, and going there would undo that swipe.
  useEffect(() => {
    if (!api || selectedIndex === undefined || selectedIndex === appliedIndex.current) return
    appliedIndex.current = selectedIndex
    if (selectedIndex !== api.selectedScrollSnap()) api.scrollTo(selectedIndex, prefersReducedMotion())
  }, [api, selectedIndex])

  // After the render that disabled the focused arrow (React 19 no longer warns about this hook on the server).
  useLayoutEffect(() => {
    moveFocusTo.current?.focus()
    moveFocusTo.current = null
  }, [state])

  const total = slides.length
  return (
    <section
      className={['carousel', api ? 'carousel--ready' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
    >
      {/* Natively scrolled until Embla takes over, so focusable then for the arrow keys (WCAG 2.1.1). */}
      <div className="carousel__viewport" ref={viewportRef} tabIndex={api ? undefined : 0}>
        <div className="carousel__container">
          {slides.map((slide, index) => (
            <div
              key={index}
              className={slideClassName ? `carousel__slide ${slideClassName}` : 'carousel__slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, total)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <div className="carousel__controls" hidden={measured ? !needsControls(measured) : false}>
          <ScriptButton
            ref={prevRef}
            className="carousel__arrow carousel__arrow--prev"
            aria-label="Previous slide"
            disabled={!state.canScrollPrev}
            onClick={() => api?.scrollPrev(prefersReducedMotion())}
          >
            <LineIcon paths={PREVIOUS_ARROW} />
          </ScriptButton>
          {dots ? (
            <div className="carousel__dots">
              {Array.from({ length: state.snapCount }, (_, index) => (
                <ScriptButton
                  key={index}
                  className="carousel__dot"
                  aria-label={`Go to slide ${index + 1}`}
                  aria-current={index === state.selected ? 'true' : undefined}
                  disabled={!api}
                  onClick={() => api?.scrollTo(index, prefersReducedMotion())}
                />
              ))}
            </div>
          ) : null}
          <ScriptButton
            ref={nextRef}
            className="carousel__arrow carousel__arrow--next"
            aria-label="Next slide"
            disabled={!state.canScrollNext}
            onClick={() => api?.scrollNext(prefersReducedMotion())}
          >
            <LineIcon paths={NEXT_ARROW} />
          </ScriptButton>
        </div>
      ) : null}
    </section>
  )
}
