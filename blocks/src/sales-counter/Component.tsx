import type { SalesCounterBlock } from '@dealer/cms-contract'
import { useEffect, useId, useState } from 'react'
import { SALES_COUNTER_REFRESH_MS, salesCounterValue } from './counter'
import type { SalesCounterData } from './data'
import { formatNumber } from '@dealer/stock/format'

/** The counter's value at `at`, or null for a time that isn't one (better an empty figure than a broken page). */
function valueAt(at: Date, block: Pick<SalesCounterBlock, 'start' | 'perIncrement'>): number | null {
  return Number.isNaN(at.getTime()) ? null : salesCounterValue(at, block)
}

/**
 * Spec 001 §4's sales counter. The server and the hydrating browser both show the value at `data.renderedAt`, so they
 * agree; once mounted it reads the real clock at once and then every 150 seconds. The figure changes by itself, so it is
 * not a live region: a screen reader reads it when the shopper gets to it, never in the middle of something else.
 */
export function SalesCounterBlockView({ block, data }: { block: SalesCounterBlock; data: SalesCounterData }) {
  const labelId = useId()
  const { start, perIncrement } = block
  const [value, setValue] = useState(() => valueAt(new Date(data.renderedAt), { start, perIncrement }))

  useEffect(() => {
    const refresh = () => setValue(valueAt(new Date(), { start, perIncrement }))
    refresh()
    const timer = setInterval(refresh, SALES_COUNTER_REFRESH_MS)
    return () => clearInterval(timer)
  }, [start, perIncrement])

  return (
    <section className="block-sales-counter" aria-labelledby={labelId}>
      <p className="block-sales-counter__reading">
        <span className="block-sales-counter__figure" aria-live="off">
          {value === null ? '' : formatNumber(value)}
        </span>{' '}
        <span id={labelId} className="block-sales-counter__label">
          {block.label}
        </span>
      </p>
      {block.note ? <p className="block-sales-counter__note">{block.note}</p> : null}
    </section>
  )
}
