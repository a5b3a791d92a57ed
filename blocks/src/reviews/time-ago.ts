// Spec 001 §3 "Review": created_at_time_ago_in_words, review_date_in_words, reply_date_in_words: a date as shoppers
// read it on a review card ("3 months ago"), next to the dd/mm/yyyy date.
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const words = new Intl.RelativeTimeFormat('en-AU', { numeric: 'always', style: 'long' })

/**
 * How long ago `iso` was, in words, counted down to whole units: "just now" (under a minute, or a date a little ahead
 * of this clock), "5 minutes ago", "3 hours ago", "4 days ago", "2 weeks ago", "3 months ago", "2 years ago". Null
 * for no date or one that isn't a date.
 */
export function timeAgoInWords(iso: string | null | undefined, now: Date = new Date()): string | null {
  const time = iso ? Date.parse(iso) : Number.NaN
  if (Number.isNaN(time)) return null
  const elapsed = now.getTime() - time
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) return words.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return words.format(-Math.floor(elapsed / HOUR), 'hour')
  const days = Math.floor(elapsed / DAY)
  if (days < 7) return words.format(-days, 'day')
  if (days < 30) return words.format(-Math.floor(days / 7), 'week')
  // Calendar months and years, counted as a person would: 30 November to 29 February is 2 months.
  const then = new Date(time)
  let months = (now.getUTCFullYear() - then.getUTCFullYear()) * 12 + (now.getUTCMonth() - then.getUTCMonth())
  if (now.getUTCDate() < then.getUTCDate()) months--
  months = Math.max(1, months)
  if (months < 12) return words.format(-months, 'month')
  return words.format(-Math.floor(months / 12), 'year')
}
