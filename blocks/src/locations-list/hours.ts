import type { Location } from '@dealer/cms-contract'
import { brisbaneDate } from '../ui/brisbane-time'

export type OpeningHoursRow = NonNullable<Location['openingHours']>[number]

/** One line of a location's week: "Mon-Fri" / "8:30 am – 5:30 pm". */
export interface HoursLine {
  /** As shown: "Mon-Fri", "Sat". */
  days: string
  /** The same days in full words, for screen readers: "Monday to Friday", "Saturday". */
  daysLabel: string
  /** "8:30 am – 5:30 pm" or "Closed". */
  hours: string
}

/** One upcoming holiday (special hours) line. */
export interface HolidayHoursLine {
  /** dd/mm/yyyy, as shown. */
  date: string
  /** yyyy-mm-dd, for a <time dateTime>. */
  isoDate: string
  label: string | null
  hours: string
}

const CLOSED = 'Closed'
/** An open day whose times are missing or unreadable: still open, without made-up times. */
const OPEN_NO_TIMES = 'Open'

/** Weekday numbers as stored (0 = Sunday, spec 001 §9), in the order shown: Monday first, Sunday last. */
const WEEK_ORDER = ['1', '2', '3', '4', '5', '6', '0'] as const
const MONDAY_TO_FRIDAY = WEEK_ORDER.slice(0, 5)
const SHORT_DAY: Record<OpeningHoursRow['weekday'], string> = { '0': 'Sun', '1': 'Mon', '2': 'Tue', '3': 'Wed', '4': 'Thu', '5': 'Fri', '6': 'Sat' }
const LONG_DAY: Record<OpeningHoursRow['weekday'], string> = {
  '0': 'Sunday',
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
}

const TIME = /^(\d{1,2}):(\d{2})$/

/** '08:30' → '8:30 am', '17:30' → '5:30 pm', '12:00' → '12:00 pm', '00:00' → '12:00 am'; null when unreadable. */
export function formatTime(value: string | null | undefined): string | null {
  const match = TIME.exec(value?.trim() ?? '')
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 23 || minutes > 59) return null
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'am' : 'pm'}`
}

/** What a weekly or holiday row shows: "8:30 am – 5:30 pm", "Closed" (closed or no row) or "Open" (open without times). */
export function hoursText(row: Pick<OpeningHoursRow, 'status' | 'open' | 'close'> | null | undefined): string {
  if (!row || row.status !== 'open') return CLOSED
  const open = formatTime(row.open)
  const close = formatTime(row.close)
  return open && close ? `${open} – ${close}` : OPEN_NO_TIMES
}

/**
 * Spec 001 §4: a location's week, Monday first and Sunday last. Monday to Friday collapse to one
 * "Mon-Fri" line when all five show the same hours (same status and times; all closed counts),
 * unless the site forces full hours; otherwise each weekday has its own line. Saturday and Sunday
 * always have their own. A day without a row is closed; of two rows for one day the first counts.
 * A location with no rows at all has no hours to show: [].
 */
export function openingHoursLines(rows: Location['openingHours'], { forceFullHours = false }: { forceFullHours?: boolean } = {}): HoursLine[] {
  if (!rows || rows.length === 0) return []
  const byDay = new Map<OpeningHoursRow['weekday'], OpeningHoursRow>()
  for (const row of rows) if (!byDay.has(row.weekday)) byDay.set(row.weekday, row)
  const line = (day: OpeningHoursRow['weekday']): HoursLine => ({ days: SHORT_DAY[day], daysLabel: LONG_DAY[day], hours: hoursText(byDay.get(day)) })
  const week = WEEK_ORDER.map(line)
  const weekdays = week.slice(0, MONDAY_TO_FRIDAY.length)
  if (forceFullHours || weekdays.some((day) => day.hours !== weekdays[0].hours)) return week
  return [{ days: 'Mon-Fri', daysLabel: 'Monday to Friday', hours: weekdays[0].hours }, ...week.slice(MONDAY_TO_FRIDAY.length)]
}

/**
 * The holiday hours still to come, soonest first: rows dated today or later. Dates are compared as
 * calendar days in Brisbane (UTC+10, no daylight saving), the dealers' calendar elsewhere in the
 * blocks too. Payload stores a day-only date at 12:00 UTC of the chosen day (the seed uses 00:00
 * UTC), both of which fall on that same day in Brisbane. A holiday therefore stays listed until
 * Brisbane midnight after it: in a southern state during daylight saving that is 1 am the next
 * day, in Perth 10 pm on the day. Rows with an unreadable date are left out.
 */
export function upcomingHolidayHours(rows: Location['specialHours'], now: Date = new Date()): HolidayHoursLine[] {
  const today = brisbaneDate(now)
  return (rows ?? [])
    .flatMap((row): HolidayHoursLine[] => {
      const at = new Date(row.date)
      if (Number.isNaN(at.getTime())) return []
      const isoDate = brisbaneDate(at)
      if (isoDate < today) return []
      const [year, month, day] = isoDate.split('-')
      return [{ date: `${day}/${month}/${year}`, isoDate, label: row.label?.trim() || null, hours: hoursText(row) }]
    })
    .sort((a, b) => (a.isoDate < b.isoDate ? -1 : a.isoDate > b.isoDate ? 1 : 0))
}
