/**
 * How long a New lead has waited for its first reply, as the inbox says it, and whether that is over the site's
 * response target (Site settings → Enquiry forms). Only New leads wait: once contacted or closed, nothing is shown.
 */

const MINUTES_PER_DAY = 24 * 60

/** Whole minutes from `createdAt` to `now`; 0 for a time in the future (a clock a little ahead). */
export function minutesBetween(createdAt: string | Date, now: Date): number {
  const since = new Date(createdAt).getTime()
  if (Number.isNaN(since)) return 0
  return Math.max(0, Math.floor((now.getTime() - since) / 60_000))
}

/** "Under 1 min", "45 min", "2 h 15 min", "3 h", "1 day 4 h", "12 days". */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes))
  if (whole < 1) return 'Under 1 min'
  if (whole < 60) return `${whole} min`
  if (whole < MINUTES_PER_DAY) {
    const hours = Math.floor(whole / 60)
    const rest = whole % 60
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
  }
  const days = Math.floor(whole / MINUTES_PER_DAY)
  const hours = Math.floor((whole % MINUTES_PER_DAY) / 60)
  const dayText = `${days} ${days === 1 ? 'day' : 'days'}`
  // Past a week the hours no longer help anyone decide what to answer first.
  return hours === 0 || days >= 7 ? dayText : `${dayText} ${hours} h`
}

export interface Waiting {
  minutes: number
  /** Such as "2 h 15 min". */
  text: string
  overTarget: boolean
  /** Such as "Over the 1 h target" or "Within the 1 h target": the highlight in words, not colour alone. */
  targetText: string
}

/** A New lead's wait against the site's target in minutes; null once the lead has left New (or has no time). */
export function waitingOf(lead: { status?: string | null; createdAt?: string | null }, targetMinutes: number, now: Date): Waiting | null {
  if (lead.status !== 'new' || !lead.createdAt) return null
  const minutes = minutesBetween(lead.createdAt, now)
  const overTarget = minutes > targetMinutes
  const target = formatDuration(targetMinutes)
  return { minutes, text: formatDuration(minutes), overTarget, targetText: `${overTarget ? 'Over' : 'Within'} the ${target} target` }
}
