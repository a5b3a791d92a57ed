import type { RepaymentCalculatorBlock } from '@dealer/cms-contract'
import type { BlockReaders } from '../readers'
import { repaymentCalculatorData, type RepaymentCalculatorData } from './data'

/**
 * The block's lender (only one of this site's: the reader is scoped to it, so another site's id finds nothing and the
 * default is used), else the site's default lender, with the site's calculator settings.
 */
export async function loadRepaymentCalculator(block: RepaymentCalculatorBlock, { cms }: BlockReaders): Promise<RepaymentCalculatorData> {
  const [lenders, settings] = await Promise.all([cms.financeLenders(), cms.siteSettings()])
  const chosenId = typeof block.lender === 'object' && block.lender !== null ? block.lender.id : block.lender
  const lender = lenders.find((candidate) => candidate.id === chosenId) ?? lenders.find((candidate) => candidate.isDefault) ?? lenders[0] ?? null
  return repaymentCalculatorData({ lender, settings, disclaimer: block.disclaimer })
}
