import type { BrandGridBlock } from '@dealer/cms-contract'
import type { BrandGridData } from './tiles'

/** A titled grid of 76×65 logo tiles, each a link named by its brand (a brand with nowhere to go is its logo and name only). */
export function BrandGridBlockView({ block, data }: { block: BrandGridBlock; data: BrandGridData | null }) {
  if (!data || data.tiles.length === 0) return null
  const headingId = `brand-grid-${block.id ?? 'brands'}`
  return (
    <section className="block-brand-grid" aria-labelledby={headingId}>
      <h2 id={headingId}>{data.title}</h2>
      <ul className="block-brand-grid__tiles">
        {data.tiles.map((tile) => {
          const face = (
            <>
              <img src={tile.logo} alt="" width={76} height={65} loading="lazy" decoding="async" />
              <span>{tile.name}</span>
            </>
          )
          return (
            <li key={tile.name}>
              {tile.href ? (
                <a href={tile.href} className="block-brand-grid__tile">
                  {face}
                </a>
              ) : (
                <span className="block-brand-grid__tile block-brand-grid__tile--unlinked">{face}</span>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
