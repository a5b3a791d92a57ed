import type { ProductGridBlock } from '@dealer/cms-contract'
import { useId } from 'react'
import type { ProductGridData } from './tiles'
import { ResponsiveImg } from '../ui/ResponsiveImg'

/**
 * The accessories store's product pages as tiles. Each tile is one link, its title: the link stretches over the whole
 * tile (CSS), so the picture and summary are clickable without being read out as part of the link's name.
 */
export function ProductGridBlockView({ block, data }: { block: ProductGridBlock; data: ProductGridData }) {
  const headingId = useId()
  if (data.tiles.length === 0) return null
  return (
    <section className="block-product-grid" aria-labelledby={headingId}>
      <h2 id={headingId} className="block-product-grid__heading">
        {block.heading}
      </h2>
      <ul className="block-product-grid__tiles">
        {data.tiles.map((tile) => (
          <li key={tile.href} className="block-product-grid__tile">
            <div className="block-product-grid__media">
              {tile.image ? (
                // The title names the product, so the picture is decoration here (like a car card's photo).
                <ResponsiveImg
                  image={tile.image}
                  className="block-product-grid__image"
                  sizes="(min-width: 1200px) 276px, (min-width: 900px) calc((100vw - 5rem) / 3), (min-width: 560px) calc((100vw - 3.5rem) / 2), calc((100vw - 2.75rem) / 2)"
                  alt=""
                />
              ) : (
                <span className="block-product-grid__placeholder" aria-hidden="true">
                  <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
                    <path d="M8 14h32v22H8z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
                    <path d="M8 14l5-6h22l5 6M19 20h10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </span>
              )}
            </div>
            <div className="block-product-grid__body">
              <h3 className="block-product-grid__title">
                <a className="block-product-grid__link" href={tile.href}>
                  {tile.title}
                </a>
              </h3>
              {tile.summary ? <p className="block-product-grid__summary">{tile.summary}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
