import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { ScriptButton } from './ScriptButton'

/**
 * Toasts (spec 001 §4/§9): one at a time, a new one replaces the old; each stays until closed. Sonner (about 9 kB gzipped,
 * its styles included) and its <Toaster> load on the first toast, or when a control that toasts is
 * pointed at or focused, so pages that never toast don't ship it. (react-dom and react-dom/client are
 * imported statically: the storefront's client entry already has them, and a dynamic import of those
 * CommonJS modules doesn't reliably expose their named exports.)
 */

/**
 * Spec 001 §9: "toast removal delay 1,000,000 ms": a toast stays until the shopper dismisses it (its close button, a
 * swipe) or a new one replaces it, however long they take to read it. Only the copy toast times out.
 */
export const DEFAULT_TOAST_MS = 1_000_000
/** Spec 001 §9: a copy-to-clipboard toast lasts 3 seconds. */
export const COPY_TOAST_MS = 3000
/** Spec 001 §9: the copy button says "Copied" for 1.5 seconds. */
const COPIED_LABEL_MS = 1500

export const LINK_COPIED = 'Link copied'
export const LINK_NOT_COPIED = "Couldn't copy the link. Copy it from the address bar."

type Sonner = typeof import('sonner')

/**
 * Where toasts sit: the bottom right corner, clear of the sticky car header at the top. Below 768 px, where the vehicle
 * page's action bar (Call, Enquire, Reserve) is fixed at the bottom, carousel-and-toast.css lifts them above it, so a
 * toast that stays until closed never covers the page's main buttons.
 */
const TOAST_POSITION = 'bottom-right' as const

let toaster: Promise<Sonner> | null = null

/** Loads Sonner and mounts its one <Toaster> at the end of <body>, once; resolves when it listens for toasts. */
export function preloadToasts(): Promise<Sonner> {
  toaster ??= import('sonner').then(
    (sonner) =>
      new Promise<Sonner>((resolve) => {
        const host = document.createElement('div')
        host.className = 'toast-host'
        document.body.append(host)
        const root = createRoot(host)
        // The Toaster drops toasts sent before it subscribes (in an effect): resolve once it has. Effects
        // run child first, then siblings in order, so Ready's runs after the Toaster's; a synchronous
        // render also flushes them straight away.
        flushSync(() =>
          root.render(
            <>
              <sonner.Toaster visibleToasts={1} position={TOAST_POSITION} closeButton />
              <Ready onReady={() => resolve(sonner)} />
            </>,
          ),
        )
      }),
    (error: unknown) => {
      toaster = null // a chunk that failed to load (offline, a new deploy): try again on the next toast
      throw error
    },
  )
  return toaster
}

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady])
  return null
}

/**
 * Shows `message` (the toast's title), replacing any toast on screen, for `durationMs` (default {@link DEFAULT_TOAST_MS}:
 * until dismissed), with a line of `description` under it, an `action` button if given, and a close button (a real
 * button, reached with Tab, or Alt+T to the notifications).
 */
export async function showToast(
  message: string,
  { durationMs = DEFAULT_TOAST_MS, description, action }: { durationMs?: number; description?: string; action?: { label: string; onClick: () => void } } = {},
): Promise<void> {
  const { toast } = await preloadToasts()
  toast.dismiss()
  toast(message, { duration: durationMs, description, action })
}

/** Copies the page's address; says "Copied" for 1.5 s and toasts "Link copied" for 3 s. */
export function CopyLinkButton({ className = 'copy-link-button' }: { className?: string }) {
  const [copied, setCopied] = useState(false)
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(resetTimer.current), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href)
    } catch {
      // No clipboard (refused, or an insecure page): the longer default gives time to read the way round.
      void showToast(LINK_NOT_COPIED)
      return
    }
    void showToast(LINK_COPIED, { durationMs: COPY_TOAST_MS })
    setCopied(true)
    clearTimeout(resetTimer.current)
    resetTimer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS)
  }

  const preload = () => void preloadToasts()
  return (
    <ScriptButton className={className} onClick={copy} onPointerEnter={preload} onFocus={preload}>
      {copied ? 'Copied' : 'Copy link'}
    </ScriptButton>
  )
}
