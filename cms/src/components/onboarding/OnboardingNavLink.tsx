import { Link, NavGroup } from '@payloadcms/ui'
import type { ServerProps } from 'payload'
import { isSuperAdmin } from '../../access/roles'

/**
 * The sidebar's way to the onboarding wizard (/admin/onboarding), shown to super-admins only, styled as the sidebar's
 * own links in a group of its own.
 */
export function OnboardingNavLink({ user }: ServerProps) {
  if (!isSuperAdmin(user as never)) return null
  return (
    <NavGroup label="Onboarding">
      <Link className="nav__link" href="/admin/onboarding" id="nav-onboarding" prefetch={false}>
        <span className="nav__link-label">New dealer site</span>
      </Link>
    </NavGroup>
  )
}
