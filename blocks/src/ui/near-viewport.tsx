import { isValidElement, Suspense, use, useEffect, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react'
import { keepInput, replayKeptInput } from './early-input'

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
 *
 * A shopper can reach the part before its code has arrived (a link to an anchor in it, find in page, the Tab key): their
 * first focus, touch, key or press in it hydrates it at once, and what they press or type there meanwhile is kept and
 * done again once it has hydrated, as the page's own early input is (early-input.ts).
 */
export function HydrateWhenVisible({ className, children }: { className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [part] = useState<WaitingPart | null>(() => (onServer ? null : waitingPart()))
  const latestChildren = useRef(children)
  latestChildren.current = children
  const [hydrateNow] = useState(() => () => part?.hydrate(latestChildren.current))
  useWhenNear(box, hydrateNow)
  useInputKeptUntilHydrated(box, part, hydrateNow)
  const content = (
    <div className="lazy-root">
      {children}
      {part ? <Hydrated part={part} /> : null}
    </div>
  )
  return (
    <div ref={box} className={className ? `below-fold ${className}` : 'below-fold'}>
      {part ? (
        <Suspense fallback={null}>
          <Gated gate={part.gate}>{content}</Gated>
        </Suspense>
      ) : (
        content
      )}
    </div>
  )
}

/** A HydrateWhenVisible part in the browser: its gate, and whether its content has been committed since it opened. */
interface WaitingPart {
  gate: Gate
  /** Loads the `lazy()` code in `children`, then opens the gate (once, however often asked). */
  hydrate: (children: ReactNode) => void
  hydrated: Promise<void>
  markHydrated: () => void
}

function waitingPart(): WaitingPart {
  const gate = newGate()
  const done = newGate()
  let asked = false
  return {
    gate,
    hydrate(children) {
      if (asked) return
      asked = true
      // Opened once the code is here, the part hydrates in one pass: a press kept meanwhile is done again on live
      // handlers, not on server HTML still waiting for its code.
      void Promise.allSettled(lazyCodeIn(children)).then(gate.open)
    },
    hydrated: done.opened,
    markHydrated: done.open,
  }
}

/** Reports the commit that rendered its part's content, which follows the gate's opening. */
function Hydrated({ part }: { part: WaitingPart }) {
  useEffect(() => part.markHydrated(), [part])
  return null
}

function useInputKeptUntilHydrated(box: RefObject<HTMLElement | null>, part: WaitingPart | null, hydrateNow: () => void): void {
  useEffect(() => {
    const element = box.current
    if (!element || !part) return
    const kept = keepInput(element)
    for (const type of INPUT_THAT_HYDRATES) element.addEventListener(type, hydrateNow, { capture: true, passive: true })
    const stop = () => {
      kept.stop()
      for (const type of INPUT_THAT_HYDRATES) element.removeEventListener(type, hydrateNow, { capture: true })
    }
    let unmounted = false
    void part.hydrated.then(() => {
      if (unmounted) return
      stop()
      replayKeptInput(kept)
    })
    return () => {
      unmounted = true
      stop()
    }
  }, [box, part, hydrateNow])
}

/**
 * Starts loading each `lazy()` component written in `node` (the part's own JSX, not what its components render) and
 * gives the loads. Preact's `lazy()` (the browser's, decision 040) starts its import when first called and throws the
 * import's promise until it has resolved; a component that has loaded returns an element, which is left unrendered.
 */
function lazyCodeIn(node: ReactNode): Promise<unknown>[] {
  if (Array.isArray(node)) return node.flatMap(lazyCodeIn)
  if (!isValidElement(node)) return []
  const { type, props } = node as ReactElement<{ children?: ReactNode }>
  const own: Promise<unknown>[] = []
  if (typeof type === 'function' && (type as { displayName?: string }).displayName === 'Lazy') {
    try {
      ;(type as (props: object) => unknown)({})
    } catch (thrown) {
      if (thrown instanceof Promise) own.push(thrown)
    }
  }
  return [...own, ...lazyCodeIn(props.children)]
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
 * Input that reaches a HydrateWhenVisible part before it has hydrated hydrates it (and is kept and done again once it
 * has): the page's first input, and a press, which the page's own early input replays as a click alone.
 */
const INPUT_THAT_HYDRATES = [...FIRST_INPUT_EVENTS, 'click'] as const

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
