'use client'
import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { inkOn } from './colour'

export interface SiteBadge {
  id: number
  name: string
  /** The site's primary colour (#rrggbb): its header's, which its logo is drawn for. */
  colour: string
  logoUrl: string | null
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/**
 * The site chosen in the Site selector: its logo, on its own colour as in its website's header (the logos are drawn
 * for it, often in white), and its name. The logo is decoration beside the name, so screen readers hear the name once.
 */
export function SiteIdentityClient({ sites }: { sites: SiteBadge[] }) {
  const { selectedTenantID, options } = useTenantSelection()
  const site = sites.find((candidate) => String(candidate.id) === String(selectedTenantID))
  // A choice the server hasn't read yet (the page is refreshing) still has its name from the selector.
  const name = site?.name ?? options.find((option) => String(option.value) === String(selectedTenantID))?.label
  const text = name ? String(name) : 'All sites'
  const colour = site?.colour ?? 'var(--theme-elevation-800)'

  return (
    <section
      aria-label="Site you are working on"
      className="site-identity"
      style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', margin: '0 0 1.5rem', minHeight: '2.75rem' }}
    >
      <span
        aria-hidden="true"
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: 'none',
          height: '2.75rem',
          minWidth: '2.75rem',
          maxWidth: '8rem',
          padding: site?.logoUrl ? '0.35rem 0.5rem' : 0,
          borderRadius: '0.4rem',
          background: colour,
          color: site ? inkOn(site.colour) : 'var(--theme-elevation-0)',
          fontWeight: 700,
        }}
      >
        {site?.logoUrl ? (
          <img src={site.logoUrl} alt="" style={{ display: 'block', maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }} />
        ) : (
          initialsOf(text) || '?'
        )}
      </span>
      <span style={{ display: 'grid', lineHeight: 1.25, minWidth: 0 }}>
        <span style={{ fontSize: '0.8rem', color: 'var(--theme-elevation-800)' }}>Working on</span>
        <strong style={{ overflowWrap: 'anywhere', color: 'var(--theme-text)' }}>{text}</strong>
      </span>
    </section>
  )
}
