import type { Page } from '@dealer/cms/payload-types'
import type { ComponentType } from 'react'
import { BrandGridBlockView } from './brand-grid/Component'
import type { BrandGridData } from './brand-grid/tiles'
import { FaqBlockView, type FaqData } from './faq/Component'
import { FeaturedStockBlockView, type FeaturedStockData } from './featured-stock/Component'
import { HeroBlockView } from './hero/Component'
import { ReviewsBlockView, type ReviewsData } from './reviews/Component'
import { RichTextBlockView } from './rich-text/Component'
import { StatsBannerBlockView } from './stats-banner/Component'

/** Any block a page's layout can hold, straight from the generated Payload types. */
export type PageBlock = Page['layout'][number]
export type BlockType = PageBlock['blockType']
export type BlockOf<T extends BlockType> = Extract<PageBlock, { blockType: T }>

/** Data a block needs beyond its own fields, loaded on the server before rendering (e.g. stock). */
export interface BlockDataMap {
  hero: null
  richText: null
  featuredStock: FeaturedStockData
  /** Null when the grid is gone or unpublished: the block then shows nothing. */
  brandGrid: BrandGridData | null
  statsBanner: null
  faq: FaqData
  reviews: ReviewsData
}

export type BlockProps<T extends BlockType> = { block: BlockOf<T>; data: BlockDataMap[T] }

type BlockComponentMap = { [T in BlockType]: ComponentType<BlockProps<T>> }

/** The one registry: adding a block type to the CMS without a component here fails type-checking. */
export const blockComponents: BlockComponentMap = {
  hero: HeroBlockView,
  richText: RichTextBlockView,
  featuredStock: FeaturedStockBlockView,
  brandGrid: BrandGridBlockView,
  statsBanner: StatsBannerBlockView,
  faq: FaqBlockView,
  reviews: ReviewsBlockView,
}

/** A block with its loaded data, tagged by type so the pair stays correlated. */
export type RenderableBlock = { [T in BlockType]: { type: T } & BlockProps<T> }[BlockType]

function BlockView<T extends BlockType>({ entry }: { entry: { type: T } & BlockProps<T> }) {
  const Component: ComponentType<BlockProps<T>> = blockComponents[entry.type]
  return <Component block={entry.block} data={entry.data} />
}

/** Renders a page layout in order. */
export function RenderBlocks({ blocks }: { blocks: readonly RenderableBlock[] }) {
  return (
    <>
      {blocks.map((entry, index) => (
        <BlockView key={entry.block.id ?? index} entry={entry} />
      ))}
    </>
  )
}
