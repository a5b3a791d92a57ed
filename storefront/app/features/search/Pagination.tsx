import { Link } from 'react-router'
import { pageHref, pageWindow } from './pagination'

export function Pagination({ path, page, totalPages }: { path: string; page: number; totalPages: number }) {
  if (totalPages <= 1) return null
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={pageHref(path, page - 1)} rel="prev">
              Previous
            </Link>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        {pageWindow(page, totalPages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link to={pageHref(path, number)} aria-current={number === page ? 'page' : undefined} aria-label={`Page ${number}`}>
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={pageHref(path, page + 1)} rel="next">
              Next
            </Link>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
