import type { FaqBlock } from '@dealer/cms-contract'
import type { BlockReaders } from '../readers'
import type { FaqData } from './Component'

/** The site's questions on the block's topic (all of them when it names none). */
export function loadFaq(block: FaqBlock, { cms }: BlockReaders): Promise<FaqData> {
  return cms.faqs(block.topic?.trim() || null)
}
