import { HydrateWhenVisible } from './ui/near-viewport'
import type { Page } from '@dealer/cms-contract'
import type { ComponentType } from 'react'
import { AcceptedPaymentsBlockView } from './accepted-payments/Component'
import { BrandGridBlockView } from './brand-grid/Component'
import type { BrandGridData } from './brand-grid/tiles'
import { BrandOverviewBlockView } from './brand-overview/Component'
import type { BrandOverviewData } from './brand-overview/overview'
import { CallToActionBlockView } from './call-to-action/Component'
import { FaqBlockView, type FaqData } from './faq/Component'
import { FeaturedStockBlockView, type FeaturedStockData } from './featured-stock/Component'
import { FinanceStepsBlockView } from './finance-steps/Component'
import { HeroBlockView } from './hero/Component'
import { ImageSliderBlockView } from './image-slider/Component'
import { LocationsListBlockView } from './locations-list/Component'
import type { LocationsListData } from './locations-list/card'
import { ProductGridBlockView } from './product-grid/Component'
import type { ProductGridData } from './product-grid/tiles'
import { PromoBannerBlockView } from './promo-banner/Component'
import { PromoCardsBlockView } from './promo-cards/Component'
import type { PromoCardsData } from './promo-cards/card'
import type { RepaymentCalculatorData } from './repayment-calculator/data'
import { RepaymentCalculatorBlockView } from './repayment-calculator/View'
import { ReviewsBlockView, type ReviewsData } from './reviews/Component'
import { RichTextBlockView } from './rich-text/Component'
import { SalesCounterBlockView } from './sales-counter/Component'
import type { SalesCounterData } from './sales-counter/data'
import { StatsBannerBlockView } from './stats-banner/Component'
import { WelcomeBlockView } from './welcome/Component'

/** Any block a page's layout can hold, straight from the generated Payload types. */
export type PageBlock = Page['layout'][number]
export type BlockType = PageBlock['blockType']
export type BlockOf<T extends BlockType> = Extract<PageBlock, { blockType: T }>

/** Data a block needs beyond its own fields, loaded on the server before rendering (e.g. stock). */
export interface BlockDataMap {
  hero: null
  imageSlider: null
  welcome: null
  richText: null
  callToAction: null
  featuredStock: FeaturedStockData
  /** Live cards only, in display order (spec 001 §4's rules, applied by the loader). */
  promoCards: PromoCardsData
  promoBanner: null
  productGrid: ProductGridData
  /** Null when the grid is gone or unpublished: the block then shows nothing. */
  brandGrid: BrandGridData | null
  /** Null when the make was deleted from the shared list: the block then shows nothing. */
  brandOverview: BrandOverviewData | null
  statsBanner: null
  financeSteps: null
  locationsList: LocationsListData
  reviews: ReviewsData
  faq: FaqData
  salesCounter: SalesCounterData
  acceptedPayments: null
  repaymentCalculator: RepaymentCalculatorData
}

type BlockProps<T extends BlockType> = { block: BlockOf<T>; data: BlockDataMap[T] }

type BlockComponentMap = { [T in BlockType]: ComponentType<BlockProps<T>> }

/** The one registry: adding a block type to the CMS without a component here fails type-checking. */
const blockComponents: BlockComponentMap = {
  hero: HeroBlockView,
  imageSlider: ImageSliderBlockView,
  welcome: WelcomeBlockView,
  richText: RichTextBlockView,
  callToAction: CallToActionBlockView,
  featuredStock: FeaturedStockBlockView,
  promoCards: PromoCardsBlockView,
  promoBanner: PromoBannerBlockView,
  productGrid: ProductGridBlockView,
  brandGrid: BrandGridBlockView,
  brandOverview: BrandOverviewBlockView,
  statsBanner: StatsBannerBlockView,
  financeSteps: FinanceStepsBlockView,
  locationsList: LocationsListBlockView,
  reviews: ReviewsBlockView,
  faq: FaqBlockView,
  salesCounter: SalesCounterBlockView,
  acceptedPayments: AcceptedPaymentsBlockView,
  repaymentCalculator: RepaymentCalculatorBlockView,
}

/** A block with its loaded data, tagged by type so the pair stays correlated. */
export type RenderableBlock = { [T in BlockType]: { type: T } & BlockProps<T> }[BlockType]

function BlockView<T extends BlockType>({ entry }: { entry: { type: T } & BlockProps<T> }) {
  const Component: ComponentType<BlockProps<T>> = blockComponents[entry.type]
  return <Component block={entry.block} data={entry.data} />
}

/**
 * Renders a page layout in order. The first block hydrates with the page; each one after it when it comes near the
 * viewport (HydrateWhenVisible), so a long page never hydrates in one long task.
 */
export function RenderBlocks({ blocks }: { blocks: readonly RenderableBlock[] }) {
  return (
    <>
      {blocks.map((entry, index) =>
        index === 0 ? (
          <BlockView key={entry.block.id ?? index} entry={entry} />
        ) : (
          <HydrateWhenVisible key={entry.block.id ?? index}>
            <BlockView entry={entry} />
          </HydrateWhenVisible>
        ),
      )}
    </>
  )
}
