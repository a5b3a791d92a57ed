import type { CSSProperties } from 'react'

/** The platform's name, as staff see it in the admin (its tab titles end in " · Dealer CMS"). */
export const PLATFORM_NAME = 'Dealer CMS'

/** The platform's colour: the deep blue of the mark's tile, with white drawn on it (contrast 10:1). */
const PLATFORM_BLUE = '#0b3d91'

/**
 * The platform's mark: a car's side on a rounded blue tile. Drawn here once for the admin's icon and logo; the favicon
 * (cms/public/dealer-cms-icon.svg) is the same drawing as a file.
 */
export function BrandMark({ size, style }: { size: number; style?: CSSProperties }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ display: 'block', flex: 'none', ...style }}>
      <rect width="32" height="32" rx="7" fill={PLATFORM_BLUE} />
      <path d="M9.5 14.5 12.4 10h7.6l3 4.5Z" fill="#fff" />
      <rect x="5" y="14" width="22" height="7.5" rx="2.5" fill="#fff" />
      <circle cx="10.5" cy="22" r="3" fill={PLATFORM_BLUE} stroke="#fff" strokeWidth="2" />
      <circle cx="21.5" cy="22" r="3" fill={PLATFORM_BLUE} stroke="#fff" strokeWidth="2" />
    </svg>
  )
}
