import { useId } from 'react'
import { isStockSort, STOCK_SORTS, type StockSort } from '@dealer/stock/index-schema'

export function SortSelect({ value, onChange }: { value: StockSort; onChange: (sortBy: StockSort) => void }) {
  const id = useId()
  return (
    <div className="search-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(event) => isStockSort(event.target.value) && onChange(event.target.value)}>
        {Object.entries(STOCK_SORTS).map(([sort, { label }]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </select>
    </div>
  )
}
