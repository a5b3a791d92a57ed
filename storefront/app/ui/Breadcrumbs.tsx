import { Link } from 'react-router'

export interface Breadcrumb {
  label: string
  /** Absent for the page itself, the last crumb. */
  href?: string
}

/** Where the page sits: links up the trail, the page itself last and unlinked. */
export function Breadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.label} aria-current={crumb.href ? undefined : 'page'}>
            {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : crumb.label}
          </li>
        ))}
      </ol>
    </nav>
  )
}
