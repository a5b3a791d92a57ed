import { Link } from 'react-router'
import { refinementChips, withoutFilters } from './search-page'
import { searchUrl, type SearchState } from './search-state'

/** The refinements in force, each removable on its own, and Clear Filters. Links, so they work before hydration too. */
export function RefinementChips({ state }: { state: SearchState }) {
  const chips = refinementChips(state)
  if (chips.length === 0) return null
  return (
    <div className="search-chips">
      <ul className="search-chips__list" aria-label="Filters in use">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link className="search-chips__chip" to={searchUrl(chip.without)} preventScrollReset aria-label={`Remove ${chip.label}`}>
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="search-chips__clear" to={searchUrl(withoutFilters(state))} preventScrollReset>
        Clear Filters
      </Link>
    </div>
  )
}
