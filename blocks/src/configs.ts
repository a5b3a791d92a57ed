import type { Block } from 'payload'
import { brandGridBlock } from './brand-grid/config'
import { faqBlock } from './faq/config'
import { featuredStockBlock } from './featured-stock/config'
import { heroBlock } from './hero/config'
import { reviewsBlock } from './reviews/config'
import { richTextBlock } from './rich-text/config'
import { statsBannerBlock } from './stats-banner/config'

export { heroBlock }

/** Every page-builder block, in the order staff see them in the admin's block picker. */
export const pageBlocks: Block[] = [heroBlock, richTextBlock, featuredStockBlock, brandGridBlock, statsBannerBlock, faqBlock, reviewsBlock]
