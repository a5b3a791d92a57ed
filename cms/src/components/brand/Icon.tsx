import { BrandMark, PLATFORM_NAME } from './mark'

/**
 * Payload's `admin.components.graphics.Icon`: the mark at the start of the admin's header, linking to the dashboard
 * (Payload's own link, 18 px square). Named for the platform, as a site's logo links to its home page.
 */
export function Icon() {
  return (
    <span role="img" aria-label={PLATFORM_NAME} style={{ display: 'block', width: '100%', height: '100%' }}>
      <BrandMark size={18} style={{ width: '100%', height: '100%' }} />
    </span>
  )
}
