import { Suspense, use, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'

/** How far ahead of the viewport a widget starts loading, so it is usually ready when scrolled to. */
const LOAD_AHEAD = '400px 0px'

/** Calls `onNear` once the element comes within `ahead` of the viewport (at once where there is no IntersectionObserver). */
export function useWhenNear(ref: RefObject<HTMLElement | null>, onNear: () => void, ahead = LOAD_AHEAD): void {
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return onNear()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        onNear()
      },
      { rootMargin: ahead },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, onNear, ahead])
}

/**
 * Renders `children` (typically a `lazy()` component) only once its place on the page comes near the viewport, and not
 * on the server: its code is not fetched for shoppers who never scroll there. The wrapper keeps the widget's space (set
 * by `className`) from the start, so nothing shifts when it arrives.
 */
export function LazyWhenVisible({
  className,
  placeholder,
  ahead,
  children,
}: {
  className: string
  placeholder: ReactNode
  ahead?: string
  children: ReactNode
}) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  const [onNear] = useState(() => () => setNear(true))
  useWhenNear(box, onNear, ahead)
  return (
    <div ref={box} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  )
}

/*
 * Lazy code inside server-rendered HTML. The browser runs Preact (docs/decisions/040-preact-in-the-browser.md): when a
 * component suspends while hydrating (its lazy() code not loaded yet), Preact keeps the component's first DOM node as
 * the server sent it and hydrates it once the code arrives, the way React's selective hydration does. Two rules make
 * that work: the server HTML has no Suspense boundary around such code (Preact can't resume over React's boundary
 * markers; only the browser's render has the boundary, which adds no element), and each lazy component renders one
 * root element (a `lazy-root` element, laid out as if absent, where it would be a fragment).
 */

const onServer = typeof window === 'undefined'

/**
 * Server-renders `children` in full (for shoppers and search engines alike), but hydrates them, and loads any `lazy()`
 * code inside, only when they come near the viewport. Below-the-fold widgets so cost a phone nothing while the page
 * starts. After a client-side navigation the content appears when near, in the same place.
 */
export function HydrateWhenVisible({ className, children }: { className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [gate] = useState<Gate | null>(() => (onServer ? null : newGate()))
  const [onNear] = useState(() => () => gate?.open())
  useWhenNear(box, onNear)
  const content = <div className="lazy-root">{children}</div>
  return (
    <div ref={box} className={className ? `below-fold ${className}` : 'below-fold'}>
      {gate ? (
        <Suspense fallback={null}>
          <Gated gate={gate}>{content}</Gated>
        </Suspense>
      ) : (
        content
      )}
    </div>
  )
}

/**
 * For one `lazy()` component the server renders in place (a calculator at the top of the page): hydrated where it is
 * once its code arrives, which starts loading with the page.
 */
export function HydrateWhenLoaded({ children }: { children: ReactNode }) {
  return onServer ? children : <Suspense fallback={null}>{children}</Suspense>
}

/**
 * Server-renders `children` in full, but hydrates them in a task of their own after the page's first hydration, one
 * such part per task in page order: a long page so hydrates in short steps rather than in one long task that holds up
 * a tap (Lighthouse's Total Blocking Time). Parts rendered at any other time (a client-side change, a test) render at
 * once.
 */
export function HydrateSoon({ children }: { children: ReactNode }) {
  const [gate] = useState<Gate | null>(() => (hydratingFromServerHtml ? queuedGate() : null))
  const content = <div className="lazy-root">{children}</div>
  return gate ? (
    <Suspense fallback={null}>
      <Gated gate={gate}>{content}</Gated>
    </Suspense>
  ) : (
    content
  )
}

/** True only while the browser entry hydrates the server's HTML (`hydrateInSteps`). */
let hydratingFromServerHtml = false
const queued: Gate[] = []

/**
 * Runs the browser's hydration of the server's HTML, during which each `HydrateSoon` part waits its turn. Hydration
 * is synchronous, so every such part has been queued when `hydrate` returns.
 */
export function hydrateInSteps(hydrate: () => void): void {
  hydratingFromServerHtml = true
  try {
    hydrate()
  } finally {
    hydratingFromServerHtml = false
  }
}

function queuedGate(): Gate {
  const gate = newGate()
  if (queued.push(gate) === 1) {
    setTimeout(openNext)
    for (const type of FIRST_INPUT_EVENTS) document.addEventListener(type, hydrateWaitingParts, { capture: true, passive: true })
  }
  return gate
}

/** Opens one queued gate per task, in the order they were rendered. */
function openNext(): void {
  const gate = queued.shift()
  if (!gate) return stopListening()
  gate.open()
  setTimeout(openNext)
}

/** A pointer coming over the page counts: a menu that opens on hover must have hydrated before its enter event. */
const FIRST_INPUT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/**
 * Opens every part still waiting its turn: on a shopper's first pointer, touch, key or focus, and for input kept from
 * before the page's scripts ran. Preact hydrates a part in the microtasks after its gate opens, so before the enter
 * event, click, key press or typing that follows reaches it: nothing the shopper does is lost to a part that hadn't
 * had its turn yet.
 */
export function hydrateWaitingParts(): void {
  for (const gate of queued.splice(0)) gate.open()
  stopListening()
}

function stopListening(): void {
  for (const type of FIRST_INPUT_EVENTS) document.removeEventListener(type, hydrateWaitingParts, { capture: true })
}

interface Gate {
  opened: Promise<void>
  open: () => void
}

function newGate(): Gate {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/** Suspends until the gate opens. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.opened)
  return children
}
