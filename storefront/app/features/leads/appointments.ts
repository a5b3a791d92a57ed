// The test-drive times a location can offer (issue 7: "preferred date/time from the dealer's available appointments"):
// appointment starts within its opening hours (holiday hours win over the week's), from a couple of hours from now, for
// the next days, leaving out times already booked. Pure; times are computed in the location's own time zone.

interface HoursRow {
  status: 'open' | 'closed'
  open?: string | null
  close?: string | null
}
interface WeekdayHours extends HoursRow {
  /** '0' (Sunday) to '6'. */
  weekday: string
}
interface SpecialHours extends HoursRow {
  /** The day, as the CMS stores a date: yyyy-mm-ddT00:00:00.000Z. */
  date: string
}

export interface AppointmentSlot {
  /** The start, as an ISO instant: what the form sends. */
  value: string
  /** yyyy-mm-dd in the location's zone, to group by day. */
  date: string
  /** e.g. "Tue 24/11/2026". */
  dayLabel: string
  /** e.g. "9:30 am". */
  timeLabel: string
}

function zoneParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    weekday: 'short',
  }).formatToParts(at)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')), minute: Number(part('minute')), second: Number(part('second')) }
}

/** The instant a wall-clock time on a date is in `timeZone` (daylight saving included). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  // The zone's offset at a first guess, then at the corrected instant (they differ only across a change-over).
  let instant = wall
  for (let i = 0; i < 2; i++) {
    const seen = zoneParts(new Date(instant), timeZone)
    const [y, m, d] = seen.date.split('-').map(Number)
    instant += wall - Date.UTC(y, m - 1, d, seen.hour, seen.minute, seen.second)
  }
  return new Date(instant)
}

const minutesOf = (time: string) => {
  const [hour, minute] = time.split(':').map(Number)
  return hour * 60 + minute
}
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

export interface AppointmentOptions {
  openingHours: readonly WeekdayHours[]
  specialHours?: readonly SpecialHours[] | null
  now: Date
  timeZone: string
  /** How many days, today included. */
  days: number
  /** Appointment length: starts are this far apart and the last ends by closing time. */
  minutes: number
  /** Starts sooner than this after `now` aren't offered. */
  noticeMinutes?: number
  booked?: readonly string[]
}

export function appointmentSlots({
  openingHours,
  specialHours,
  now,
  timeZone,
  days,
  minutes,
  noticeMinutes = 120,
  booked = [],
}: AppointmentOptions): AppointmentSlot[] {
  const earliest = now.getTime() + noticeMinutes * 60_000
  const taken = new Set(booked.map((iso) => new Date(iso).toISOString()))
  const today = zoneParts(now, timeZone).date
  const dayLabel = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' })
  const timeLabel = new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true })
  const slots: AppointmentSlot[] = []
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(today, offset)
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
    const hours = specialHours?.find((row) => row.date.slice(0, 10) === date) ?? openingHours.find((row) => Number(row.weekday) === weekday)
    if (!hours || hours.status !== 'open' || !hours.open || !hours.close) continue
    const label = dayLabel.format(new Date(`${date}T00:00:00Z`)).replace(',', '')
    for (let start = minutesOf(hours.open); start + minutes <= minutesOf(hours.close); start += minutes) {
      const instant = zonedInstant(date, timeOf(start), timeZone)
      const value = instant.toISOString()
      if (instant.getTime() < earliest || taken.has(value)) continue
      slots.push({
        value,
        date,
        dayLabel: label,
        timeLabel: timeLabel
          .format(instant)
          .replace(/\s?([ap])\.?m\.?/i, ' $1m')
          .toLowerCase(),
      })
    }
  }
  return slots
}
