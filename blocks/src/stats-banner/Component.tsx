import type { StatsBannerBlock } from '@dealer/cms-contract'

/** Headline figures as a list, each read as "50+ Locations". */
export function StatsBannerBlockView({ block }: { block: StatsBannerBlock; data: null }) {
  return (
    <section className="block-stats-banner" aria-label="At a glance">
      <ul>
        {block.stats.map((stat, index) => (
          <li key={stat.id ?? index}>
            <strong>{stat.value}</strong> {stat.label}
          </li>
        ))}
      </ul>
    </section>
  )
}
