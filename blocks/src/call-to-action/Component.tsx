import type { CallToActionBlock } from '@dealer/cms-contract'
import { useId } from 'react'

/** A short pitch on a brand-coloured or light band with one or two buttons: the first stands out, the second is quieter. */
export function CallToActionBlockView({ block }: { block: CallToActionBlock; data: null }) {
  const headingId = useId()
  const buttons = block.buttons.slice(0, 2)
  return (
    <section className={`block-call-to-action block-call-to-action--${block.tone === 'light' ? 'light' : 'brand'}`} aria-labelledby={headingId}>
      <div className="block-call-to-action__inner">
        <div className="block-call-to-action__copy">
          <h2 id={headingId} className="block-call-to-action__heading">
            {block.heading}
          </h2>
          {block.text ? <p className="block-call-to-action__text">{block.text}</p> : null}
        </div>
        {buttons.length > 0 ? (
          <div className="block-call-to-action__actions">
            {buttons.map((button, index) => (
              <a
                key={button.id ?? index}
                className={
                  index === 0
                    ? 'button button--primary block-call-to-action__button'
                    : 'button block-call-to-action__button block-call-to-action__button--secondary'
                }
                href={button.link}
              >
                {button.label}
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  )
}
