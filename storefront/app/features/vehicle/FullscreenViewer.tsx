import { useEffect, useRef, useState } from 'react'
import { LineIcon, NEXT_ARROW, PREVIOUS_ARROW } from '@dealer/blocks/ui/LineIcon'
import { photoAlt, wrapIndex, type GalleryImage } from './gallery'

export interface FullscreenViewerProps {
  carName: string
  images: GalleryImage[]
  /** The photo to open on (0-based). */
  startIndex: number
  /** Called as the viewer closes, with the photo last shown, so the gallery can stay on it. */
  onClose: (lastIndex: number) => void
}

/**
 * The car's photos full screen, one at a time, in a native modal <dialog> as the lead forms use: the browser traps
 * focus, closes it on Escape and makes the page behind inert, with no library to ship. Left and Right arrow keys
 * step through the photos, round from the last to the first. Loaded (React.lazy) only when a shopper opens it.
 */
export default function FullscreenViewer({ carName, images, startIndex, onClose }: FullscreenViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [index, setIndex] = useState(startIndex)
  const count = images.length
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  const step = (by: 1 | -1) => setIndex((current) => wrapIndex(current + by, count))
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    step(event.key === 'ArrowLeft' ? -1 : 1)
  }
  const photo = images[index]

  return (
    <dialog ref={dialog} className="fullscreen-viewer" aria-label={`Photos of ${carName}`} onClose={() => onClose(index)} onKeyDown={onKeyDown}>
      <div className="fullscreen-viewer__bar">
        <p className="fullscreen-viewer__counter" aria-live="polite">
          {index + 1} of {count}
        </p>
        <button type="button" className="fullscreen-viewer__button" aria-label="Close" onClick={() => dialog.current?.close()}>
          <LineIcon paths="M6 6l12 12M18 6L6 18" />
        </button>
      </div>
      <div className="fullscreen-viewer__stage">
        {photo ? <img className="fullscreen-viewer__image" src={photo.image.url} alt={photoAlt(carName, index, count)} width={600} height={400} /> : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              className="fullscreen-viewer__button fullscreen-viewer__step fullscreen-viewer__step--prev"
              aria-label="Previous photo"
              onClick={() => step(-1)}
            >
              <LineIcon paths={PREVIOUS_ARROW} size={28} />
            </button>
            <button
              type="button"
              className="fullscreen-viewer__button fullscreen-viewer__step fullscreen-viewer__step--next"
              aria-label="Next photo"
              onClick={() => step(1)}
            >
              <LineIcon paths={NEXT_ARROW} size={28} />
            </button>
          </>
        ) : null}
      </div>
    </dialog>
  )
}
