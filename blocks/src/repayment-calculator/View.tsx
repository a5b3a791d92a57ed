import type { RepaymentCalculatorBlock } from '@dealer/cms-contract'
import { lazy } from 'react'
import { HydrateWhenLoaded } from '../ui/near-viewport'
import type { RepaymentCalculatorData } from './data'

const RepaymentCalculator = lazy(() => import('./Component'))

/**
 * The registry's entry: the calculator's code is its own chunk, fetched only by pages that have the block. The server
 * renders it whole; the browser keeps that HTML until the chunk arrives.
 */
export function RepaymentCalculatorBlockView(props: { block: RepaymentCalculatorBlock; data: RepaymentCalculatorData }) {
  return (
    <HydrateWhenLoaded>
      <RepaymentCalculator {...props} />
    </HydrateWhenLoaded>
  )
}
