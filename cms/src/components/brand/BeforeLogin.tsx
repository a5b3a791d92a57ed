import { PLATFORM_NAME } from './mark'

/** Payload's `admin.components.beforeLogin`: what this sign-in is for, under the logo. */
export function BeforeLogin() {
  return (
    <p style={{ margin: '0 0 1.5rem', color: 'var(--theme-elevation-800)' }}>
      Sign in to {PLATFORM_NAME} to edit your dealership’s website, and to manage its stock and leads.
    </p>
  )
}
