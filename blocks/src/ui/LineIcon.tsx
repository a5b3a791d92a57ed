/** The arrows every carousel and viewer steps with. */
export const PREVIOUS_ARROW = 'M15 5l-7 7 7 7'
export const NEXT_ARROW = 'M9 5l7 7-7 7'

/**
 * A line icon on a 24-unit grid, drawn in the text colour. Decorative: the button or link around it carries the name,
 * so it is hidden from screen readers and never takes focus.
 */
export function LineIcon({
  paths,
  size = 24,
  strokeWidth = 2.25,
  className,
}: {
  paths: string | readonly string[]
  size?: number
  strokeWidth?: number
  className?: string
}) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {(typeof paths === 'string' ? [paths] : paths).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
