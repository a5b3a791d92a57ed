/** The heart of saving a car (favourites, the watchlist) and the two columns of comparing one; filled when on. */
export function HeartIcon({ filled, size = 18 }: { filled: boolean; size?: number }) {
  return (
    <svg className="saved-car-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  )
}

export function CompareIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="saved-car-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="7" height="16" rx="1" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
      <rect x="14" y="4" width="7" height="16" rx="1" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
