import { isValidElement, Suspense, use, useEffect, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react'

/** How far ahead of the viewport a widget starts loading, so it is usually ready when scrolled to. */
const LOAD_AHEAD = '400px 0px'

/**
 * Calls `onNear` once the element comes within `ahead` of the viewport (at once where there is no IntersectionObserver).
 * An element laid out as if absent (`display: contents`) is watched by its first element that has a box.
 */
export function useWhenNear(ref: RefObject<HTMLElement | null>, onNear: () => void, ahead = LOAD_AHEAD): void {
  useEffect(() => {
    const element = firstBoxIn(ref.current)
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

function firstBoxIn(element: Element | null): Element | null {
  while (element && getComputedStyle(element).display === 'contents') element = element.firstElementChild
  return element
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
 * component suspends while hydrating, Preact keeps the server's DOM as it is and hydrates it once the component
 * resumes, the way React's selective hydration does. Two rules make that work, both checked by near-viewport.test.tsx:
 * the server's HTML has no Suspense boundary around such code (Preact can't resume over React's boundary markers), and
 * the waiting content is one root element (`lazy-root`, laid out as if absent).
 */

const onServer = typeof window === 'undefined'

/**
 * A shopper's first touch, key or focus in a part that is still waiting hydrates it at once, rather than when it
 * scrolls near: they reached it by a link to an anchor in it, find in page or the Tab key. What they do meanwhile does
 * what the HTML does (links open, forms post to their page's action), as before any of the page's scripts have run.
 */
const INPUT_THAT_HYDRATES = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Server-renders `children` in full (for shoppers and search engines alike), but hydrates them, and loads any `lazy()`
 * code inside, only when they come near the viewport or are used: parts below the fold so cost a phone nothing while
 * the page starts, and no one task hydrates a whole long page. Rendered once the page has hydrated (a client-side
 * navigation, a new page of results), they render at once. Without `className` the part adds no box to the layout.
 */
export function HydrateWhenVisible({ className = 'lazy-root', children }: { className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [waiting] = useState(() => (onServer || pageHydrated ? null : newGate()))
  const latestChildren = useRef(children)
  latestChildren.current = children
  const [hydrateNow] = useState(() => () => {
    // Opened once the code is here, the part hydrates in one pass rather than component by component.
    if (waiting) void Promise.allSettled(lazyCodeIn(latestChildren.current)).then(waiting.open)
  })
  useWhenNear(box, hydrateNow)
  useEffect(() => {
    const element = box.current
    if (!element || !waiting) return
    for (const type of INPUT_THAT_HYDRATES) element.addEventListener(type, hydrateNow, { capture: true, passive: true, once: true })
    return () => {
      for (const type of INPUT_THAT_HYDRATES) element.removeEventListener(type, hydrateNow, { capture: true })
    }
  }, [waiting, hydrateNow])
  const content = <div className="lazy-root">{children}</div>
  return (
    <div ref={box} className={className}>
      {onServer ? content : <Suspense fallback={null}>{waiting ? <Gated opened={waiting.opened}>{content}</Gated> : content}</Suspense>}
    </div>
  )
}

let pageHydrated = false

/**
 * Marks the page hydrated, once its first render's effects have run: parts rendered from then on render at once, and the
 * document says so (`data-hydrated`) for the end-to-end tests of controls that are JavaScript's alone. For the root.
 */
export function usePageHydrated(): void {
  useEffect(() => {
    pageHydrated = true
    document.documentElement.dataset.hydrated = ''
  }, [])
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

interface Gate {
  opened: Promise<void>
  open: () => void
}

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
