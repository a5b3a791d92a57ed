import type { WelcomeBlock } from '@dealer/cms-contract'
import { useId } from 'react'
import { responsiveImage } from '../ui/media'
import { ResponsiveImg } from '../ui/ResponsiveImg'

/** The welcome text as paragraphs: a blank line starts a new one; a single line break stays a line break. */
export function welcomeParagraphs(text: string): string[][] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) =>
      paragraph
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
}

/** Spec 001 §2: a welcome section with the buttons View Our Cars and Contact Us, and a picture beside it on wide screens. */
export function WelcomeBlockView({ block }: { block: WelcomeBlock; data: null }) {
  const headingId = useId()
  const image = responsiveImage(block.image)
  return (
    <section className={`block-welcome${image ? ' block-welcome--with-image' : ''}`} aria-labelledby={headingId}>
      <div className="block-welcome__copy">
        <h2 id={headingId} className="block-welcome__heading">
          {block.heading}
        </h2>
        {welcomeParagraphs(block.text).map((lines, index) => (
          <p key={index} className="block-welcome__text">
            {lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        ))}
        <div className="block-welcome__actions">
          <a className="button button--primary" href={block.carsLink}>
            View Our Cars
          </a>
          <a className="button" href={block.contactLink}>
            Contact Us
          </a>
        </div>
      </div>
      {image ? (
        <div className="block-welcome__media">
          <ResponsiveImg image={image} className="block-welcome__image" sizes="(min-width: 1200px) 576px, (min-width: 900px) 48vw, calc(100vw - 2rem)" />
        </div>
      ) : null}
    </section>
  )
}
