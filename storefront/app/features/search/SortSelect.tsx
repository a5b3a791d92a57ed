import { useId } from 'react'
import { isStockSort, STOCK_SORTS, type StockSort } from '@dealer/stock/index-schema'

/**
 * The listing's order. It belongs to the filters' GET form (the `form` attribute), so without JavaScript its Sort
 * button sends the filters with it; with JavaScript a change re-sorts at once.
 */
export function SortSelect({ value, onChange, formId }: { value: StockSort; onChange: (sortBy: StockSort) => void; formId: string }) {
  const id = useId()
  return (
    <div className="search-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} name="sortBy" form={formId} value={value} onChange={(event) => isStockSort(event.target.value) && onChange(event.target.value)}>
        {Object.entries(STOCK_SORTS).map(([sort, { label }]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" form={formId} className="button search-sort__submit">
          Sort
        </button>
      </noscript>
    </div>
  )
}
