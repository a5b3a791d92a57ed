import { isValidElement, Suspense, use, useEffect, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react'

/** How far ahead of the viewport a widget starts loading, so it is usually ready when scrolled to. */
const LOAD_AHEAD = '400px 0px'

/**
 * Calls `onNear` once the element comes within `ahead` of the viewport (at once where there is no IntersectionObserver).
 * An element laid out as if absent (`display: contents`) is watched by its first element that has a box.
 */
export function useWhenNear(ref: RefObject<HTMLElement | null>, onNear: () => void, ahead = LOAD_AHEAD): void {
  useEffect(() => {
    let element: Element | null = ref.current
    while (element && getComputedStyle(element).display === 'contents') element = element.firstElementChild
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
 * Server-rendered parts whose hydration waits. The browser runs Preact (decision 040): when a component suspends while
 * hydrating, Preact keeps its server DOM and hydrates it once it resumes, but only its first root element. So a waiting
 * part is one `lazy-root` element (laid out as if absent), the server's HTML has no Suspense boundary (Preact can't
 * resume over React's markers), and the part opens only once the `lazy()` code in it has arrived, so it hydrates in one
 * pass. near-viewport.preact.test.tsx checks this under Preact, near-viewport.server.test.tsx the server's HTML.
 */

const onServer = typeof window === 'undefined'
let pageHydrated = false

/**
 * Marks the page hydrated, once its first render's effects have run: parts rendered from then on render at once, and
 * the document says so (`data-hydrated`) for end-to-end tests of controls that are JavaScript's alone. For the root.
 */
export function usePageHydrated(): void {
  useEffect(() => {
    pageHydrated = true
    document.documentElement.dataset.hydrated = ''
  }, [])
}

/**
 * False in the server's HTML and while hydrating, true once this component's scripts have run: what a control that is
 * JavaScript's alone says it is until then (`ScriptButton`, a dialog's link; decision 052).
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  return enhanced
}

/** A part's content, gated while the page hydrates, and the function that opens it once the part's lazy code is here. */
function useWaitingPart(children: ReactNode): { hydrateNow: () => void; content: ReactNode } {
  const [waiting] = useState(() => (onServer || pageHydrated ? null : newGate()))
  const latestChildren = useRef(children)
  latestChildren.current = children
  const asked = useRef(false)
  const [hydrateNow] = useState(() => () => {
    if (!waiting || asked.current) return
    asked.current = true
    void Promise.allSettled(lazyCodeIn(latestChildren.current)).then(waiting.open)
  })
  const root = <div className="lazy-root">{children}</div>
  const content = onServer ? root : <Suspense fallback={null}>{waiting ? <Gated opened={waiting.opened}>{root}</Gated> : root}</Suspense>
  return { hydrateNow, content }
}

/**
 * Server-renders `children` in full (for shoppers and search engines alike), but hydrates them, and loads any `lazy()`
 * code inside, only when they come near the viewport or are used: parts below the fold cost a phone nothing while the
 * page starts, and no one task hydrates a whole long page. Without `className` the part adds no box to the layout.
 * A shopper's first touch, key or focus in a waiting part (reached by an anchor, find in page, Tab) hydrates it at
 * once; what they do meanwhile does what the HTML does.
 */
export function HydrateWhenVisible({ className = 'lazy-root', children }: { className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const { hydrateNow, content } = useWaitingPart(children)
  useWhenNear(box, hydrateNow)
  return (
    <div ref={box} className={className} onPointerDownCapture={hydrateNow} onKeyDownCapture={hydrateNow} onFocusCapture={hydrateNow}>
      {content}
    </div>
  )
}

/**
 * For a `lazy()` component the server renders in place (a form or calculator at the top of the page): hydrated where it
 * is once its code arrives, which starts loading with the page.
 */
export function HydrateWhenLoaded({ children }: { children: ReactNode }) {
  const { hydrateNow, content } = useWaitingPart(children)
  useEffect(hydrateNow, [hydrateNow])
  return content
}

/**
 * Starts loading each `lazy()` component written in `node` (the part's own JSX, not what its components render) and
 * gives the loads. Preact's `lazy()` starts its import when first called and throws the import's promise until it has
 * resolved; a component that has loaded returns an element, which is left unrendered.
 */
function lazyCodeIn(node: ReactNode): Promise<unknown>[] {
  if (Array.isArray(node)) return node.flatMap(lazyCodeIn)
  if (!isValidElement(node)) return []
  const { type, props } = node as ReactElement<{ children?: ReactNode }>
  const inside = lazyCodeIn(props.children)
  if (typeof type !== 'function' || (type as { displayName?: string }).displayName !== 'Lazy') return inside
  try {
    ;(type as (props: object) => unknown)({})
    return inside
  } catch (thrown) {
    return thrown instanceof Promise ? [thrown, ...inside] : inside
  }
}

type Gate = { opened: Promise<void>; open: () => void }

function newGate(): Gate {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/** Suspends until `opened` settles. */
function Gated({ opened, children }: { opened: Promise<void>; children: ReactNode }) {
  use(opened)
  return children
}
