import { useEffect, useId, useRef, useState } from 'react'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/** Spec 001 §4: "Copied" shows for 1.5 seconds. */
const COPIED_MS = 1_500
/** Spec 001 §2: share windows are 550x400. */
const SHARE_WINDOW = 'width=550,height=400,noopener'

/**
 * Toasts load on demand (blocks/src/ui/toast.tsx, Sonner): the vehicle page's first JavaScript doesn't carry them, and
 * pointing at or focusing Share starts the load so the copy's toast is ready.
 */
const toasts = () => import('@dealer/blocks/toast')

/**
 * Share the car at its address on the site (spec 001 §2: {site url}/cars/{slug}, never the address bar with its query):
 * the phone's own share sheet where there is one (the Web Share API), else a small menu of copy link, Facebook, X and
 * email; share windows 550x400. Copy link says "Copied" for 1.5 s and toasts "Link copied" for 3 s (spec 001 §4, §9).
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [open, setOpen] = useState(false)
  const [copied, setCopied] = useState(false)
  const menuId = useId()
  const menu = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menu.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', close)
    document.addEventListener('pointerdown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('pointerdown', close)
    }
  }, [open])

  const share = async () => {
    if (typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches) {
      await navigator.share({ title, url }).catch(() => undefined)
      return
    }
    setOpen((value) => !value)
  }
  const copy = async () => {
    const { COPY_TOAST_MS, LINK_COPIED, LINK_NOT_COPIED, showToast } = await toasts()
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      void showToast(LINK_NOT_COPIED)
      return
    }
    setCopied(true)
    void showToast(LINK_COPIED, { durationMs: COPY_TOAST_MS })
  }
  const preload = () => void toasts().then(({ preloadToasts }) => preloadToasts())
  const popup = (address: string) => window.open(address, 'share', SHARE_WINDOW)
  const encoded = encodeURIComponent(url)
  return (
    <div className="share" ref={menu}>
      <ScriptButton className="button button--small" aria-expanded={open} aria-controls={menuId} onClick={share} onPointerEnter={preload} onFocus={preload}>
        Share
      </ScriptButton>
      <div id={menuId} className="share__menu" hidden={!open}>
        <ScriptButton className="share__item" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </ScriptButton>
        <ScriptButton className="share__item" onClick={() => popup(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`)}>
          Facebook
        </ScriptButton>
        <ScriptButton className="share__item" onClick={() => popup(`https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(title)}`)}>
          X (Twitter)
        </ScriptButton>
        <a className="share__item" href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`}>
          Email
        </a>
      </div>
    </div>
  )
}
