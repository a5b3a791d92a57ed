// Brisbane time is UTC+10:00 all year: Queensland has had no daylight saving since 1992, so a fixed offset gives the same
// answer as the Australia/Brisbane time zone, without depending on the machine's time zone or on Intl's zone data.

const DAY_MS = 86_400_000
const BRISBANE_OFFSET_MS = 10 * 60 * 60 * 1000

/** Milliseconds since the last midnight in Brisbane, 0 to 86,399,999. */
export function msSinceBrisbaneMidnight(now: Date): number {
  const at = now.getTime()
  if (Number.isNaN(at)) throw new RangeError('Brisbane time needs a valid date.')
  // The double modulo keeps it positive for dates before 1970 too.
  return (((at + BRISBANE_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS
}

/** The calendar date in Brisbane at `now`, as yyyy-mm-dd. */
export function brisbaneDate(now: Date): string {
  return new Date(now.getTime() + BRISBANE_OFFSET_MS).toISOString().slice(0, 10)
}
