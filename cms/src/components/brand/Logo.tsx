import { BrandMark, PLATFORM_NAME } from './mark'

/**
 * Payload's `admin.components.graphics.Logo`, on the sign-in, forgotten-password and log-out pages: the mark and the
 * platform's name. The name is text in the admin's own font and colour, so it reads on the light and dark themes.
 */
export function Logo() {
  return (
    <span
      role="img"
      aria-label={PLATFORM_NAME}
      style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem', color: 'var(--theme-text)', fontSize: '1.75rem', fontWeight: 700 }}
    >
      <BrandMark size={44} />
      <span>{PLATFORM_NAME}</span>
    </span>
  )
}
