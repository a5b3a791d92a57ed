import type { FinanceStepsBlock } from '@dealer/cms-contract'
import { useId } from 'react'

/**
 * Spec 001 §2: the finance page's steps (apply online, get pre-approved, purchase) as numbered panels. The <ol> carries the
 * order; the badge repeats its number as ordinary text, so a screen reader reads "1, Apply online" even where a list
 * styled without markers announces no positions. role="list" keeps Safari from dropping the list semantics.
 */
export function FinanceStepsBlockView({ block }: { block: FinanceStepsBlock; data: null }) {
  const headingId = useId()
  const ctaLabel = block.ctaLabel?.trim()
  const ctaLink = block.ctaLink?.trim()
  return (
    <section className="block-finance-steps" aria-labelledby={headingId}>
      <h2 id={headingId} className="block-finance-steps__heading">
        {block.heading}
      </h2>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- list-style: none drops the list role in Safari/VoiceOver; this puts it back. */}
      <ol className="block-finance-steps__list" role="list">
        {block.steps.map((step, index) => (
          <li key={step.id ?? index} className="block-finance-steps__step">
            <span className="block-finance-steps__number">{index + 1}</span>
            <h3 className="block-finance-steps__title">{step.title}</h3>
            <p className="block-finance-steps__text">{step.text}</p>
          </li>
        ))}
      </ol>
      {ctaLabel && ctaLink ? (
        <p className="block-finance-steps__cta">
          <a className="button button--primary" href={ctaLink}>
            {ctaLabel}
          </a>
        </p>
      ) : null}
    </section>
  )
}
