import type { Block } from 'payload'
import { acceptedPaymentsBlock } from './accepted-payments/config'
import { brandGridBlock } from './brand-grid/config'
import { brandOverviewBlock } from './brand-overview/config'
import { callToActionBlock } from './call-to-action/config'
import { faqBlock } from './faq/config'
import { featuredStockBlock } from './featured-stock/config'
import { financeStepsBlock } from './finance-steps/config'
import { heroBlock } from './hero/config'
import { imageSliderBlock } from './image-slider/config'
import { locationsListBlock } from './locations-list/config'
import { productGridBlock } from './product-grid/config'
import { promoBannerBlock } from './promo-banner/config'
import { promoCardsBlock } from './promo-cards/config'
import { repaymentCalculatorBlock } from './repayment-calculator/config'
import { reviewsBlock } from './reviews/config'
import { richTextBlock } from './rich-text/config'
import { salesCounterBlock } from './sales-counter/config'
import { statsBannerBlock } from './stats-banner/config'
import { welcomeBlock } from './welcome/config'

/** What a page's hero (the banner above its layout) can be. */
export const heroBlocks: Block[] = [heroBlock, imageSliderBlock]

/** Every page-builder block, in the order staff see them in the admin's block picker. */
export const pageBlocks: Block[] = [
  heroBlock,
  imageSliderBlock,
  welcomeBlock,
  richTextBlock,
  callToActionBlock,
  featuredStockBlock,
  promoCardsBlock,
  promoBannerBlock,
  productGridBlock,
  brandGridBlock,
  brandOverviewBlock,
  statsBannerBlock,
  financeStepsBlock,
  locationsListBlock,
  reviewsBlock,
  faqBlock,
  salesCounterBlock,
  acceptedPaymentsBlock,
  repaymentCalculatorBlock,
]

/** What staff can put at the foot of every vehicle page (spec 000 §2: the three-feature promo banner, the FAQ). */
export const vehiclePageBlocks: Block[] = [promoBannerBlock, faqBlock, callToActionBlock, richTextBlock, reviewsBlock]
