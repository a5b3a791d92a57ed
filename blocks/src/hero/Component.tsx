import type { HeroBlock } from '@dealer/cms-contract'

export function HeroBlockView({ block }: { block: HeroBlock }) {
  return (
    <section className={`block-hero block-hero--${block.tone}`} aria-labelledby={block.id ? `hero-${block.id}` : undefined}>
      <div className="block-hero__inner">
        <h1 id={block.id ? `hero-${block.id}` : undefined} className="block-hero__heading">
          {block.heading}
        </h1>
        {block.subheading ? <p className="block-hero__subheading">{block.subheading}</p> : null}
        {block.ctaLabel && block.ctaHref ? (
          <a className="button button--primary" href={block.ctaHref}>
            {block.ctaLabel}
          </a>
        ) : null}
      </div>
    </section>
  )
}
