import { useEffect, useId, useRef, useState } from 'react'

/** Spec 001 §4: "Copied" shows for 1.5 seconds. */
const COPIED_MS = 1_500
const SHARE_WINDOW = 'width=550,height=400,noopener'

/**
 * Share the car: the phone's own share sheet where there is one, else a small menu of copy link, Facebook, X and
 * email (spec 001 §2, §4; share windows 550x400).
 */
export function ShareButton({ title }: { title: string }) {
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

  const url = () => window.location.href
  const share = async () => {
    if (typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches) {
      await navigator.share({ title, url: url() }).catch(() => undefined)
      return
    }
    setOpen((value) => !value)
  }
  const popup = (address: string) => window.open(address, 'share', SHARE_WINDOW)
  return (
    <div className="share" ref={menu}>
      <button type="button" className="button button--small" aria-expanded={open} aria-controls={menuId} onClick={share}>
        Share
      </button>
      <div id={menuId} className="share__menu" hidden={!open}>
        <button
          type="button"
          className="share__item"
          onClick={() => {
            void navigator.clipboard?.writeText(url()).then(() => setCopied(true))
          }}
        >
          {copied ? 'Copied' : 'Copy link'}
        </button>
        <button type="button" className="share__item" onClick={() => popup(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url())}`)}>
          Facebook
        </button>
        <button
          type="button"
          className="share__item"
          onClick={() => popup(`https://twitter.com/intent/tweet?url=${encodeURIComponent(url())}&text=${encodeURIComponent(title)}`)}
        >
          X (Twitter)
        </button>
        <a
          className="share__item"
          href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n`)}`}
          onClick={(event) => (event.currentTarget.href = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url()}`)}`)}
        >
          Email
        </a>
        <span className="visually-hidden" role="status">
          {copied ? 'Link copied' : ''}
        </span>
      </div>
    </div>
  )
}
