// "Open now · closes 5:30 pm" / "Closed · opens Mon 8:00 am" (issue 23, beyond the specs): whether a location is open at
// a moment, read on its own clock. Pure, and small enough to run in the browser too, so a cached page recomputes it.
import type { Location } from '@dealer/cms-contract'
import { locationTimeZone } from '@dealer/geo/time-zones'
import { brisbaneDate } from '../ui/brisbane-time'
import { formatTime } from './hours'

type Row = { status: 'open' | 'closed'; open?: string | null; close?: string | null }
/** The rows open-now reads: the week's (weekday 0 = Sunday) and the holidays' (a date overrides its weekday). */
export type WeekRow = Row & { weekday: NonNullable<Location['openingHours']>[number]['weekday'] }
export type SpecialRow = Row & { date: string }

/** What a shopper reads, and whether it says open (for its colour). */
export interface OpenState {
  open: boolean
  text: string
  /**
   * When the line must be worked out again (ms since the epoch): the next opening, closing or midnight on the location's
   * clock, an hour early when that is more than an hour away (a daylight-saving change in between moves the clock an
   * hour). Until then the browser keeps the line as it is and needs no time zone data: its first Intl call would load
   * the locale's data while the page hydrates (stock/src/format.ts).
   */
  changesAt: number
}

/** Everything the browser needs to work the line out again: the rows, trimmed, and the location's time zone. */
export interface OpenSchedule {
  week: WeekRow[]
  special: SpecialRow[]
  timeZone: string
}

/** The location's schedule as the open-now line needs it (and no more, since it goes to the browser). */
export function openSchedule(location: Pick<Location, 'openingHours' | 'specialHours' | 'timeZone' | 'address'>): OpenSchedule {
  const row = ({ status, open, close }: Row): Row => (status === 'open' ? { status, open: open ?? null, close: close ?? null } : { status })
  return {
    week: (location.openingHours ?? []).map((entry) => ({ weekday: entry.weekday, ...row(entry) })),
    special: (location.specialHours ?? []).flatMap((entry) => {
      const at = new Date(entry.date)
      return Number.isNaN(at.getTime()) ? [] : [{ date: brisbaneDate(at), ...row(entry) }]
    }),
    timeZone: locationTimeZone(location),
  }
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const DAY_MINUTES = 24 * 60
/** How far ahead the next opening is looked for: two weeks covers a week of holiday closures after a closed weekend. */
const LOOK_AHEAD_DAYS = 14
const TIME = /^(\d{1,2}):(\d{2})$/

function minutesOf(value: string | null | undefined): number | null {
  const match = TIME.exec(value?.trim() ?? '')
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  return hours > 23 || minutes > 59 ? null : hours * 60 + minutes
}

/** One formatter per time zone: making one costs far more than using it, and a page asks for every location's hours. */
const clocks = new Map<string, Intl.DateTimeFormat>()
function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    clocks.set(timeZone, clock)
  }
  return clock
}

/** The wall clock at `now` in `timeZone`: its calendar day (as a UTC midnight, for day arithmetic) and minutes since midnight. */
function wallClock(now: Date, timeZone: string): { day: Date; minutes: number } {
  const parts = Object.fromEntries(
    clockIn(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return {
    day: new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))),
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  }
}

/**
 * The open interval of one calendar day in minutes from that day's midnight, or null when closed (or open without
 * readable times, which says nothing about when). A close at or before the open time is past midnight (e.g. 18:00 to
 * 02:00 ends at 26 × 60); 00:00 to 00:00 is the whole day. A holiday row for the date overrides the weekday's row.
 */
function intervalOn(day: Date, week: readonly WeekRow[], special: readonly SpecialRow[]): { start: number; end: number } | null {
  const iso = day.toISOString().slice(0, 10)
  const row = special.find((entry) => entry.date === iso) ?? week.find((entry) => entry.weekday === String(day.getUTCDay()))
  if (!row || row.status !== 'open') return null
  const start = minutesOf(row.open)
  const close = minutesOf(row.close)
  if (start === null || close === null) return null
  return { start, end: close > start ? close : close + DAY_MINUTES }
}

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MINUTES * 60_000)
const timeText = (minutes: number) => formatTime(`${Math.floor((minutes % DAY_MINUTES) / 60)}:${String(minutes % 60).padStart(2, '0')}`) ?? ''

/**
 * Whether the location is open at `now` on its own clock (daylight saving included, as the time zone has it), with
 * when it closes, or else when it next opens: "Closed · opens 8:00 am" later today, "Closed · opens Mon 8:00 am" on
 * another day (always the weekday's name, never "tomorrow": one form to read at a glance). Holiday hours override their
 * weekday. Null when no opening is known in the next two weeks (no hours entered, or none open): no line at all.
 */
export function openState(
  openingHours: readonly WeekRow[] | null | undefined,
  specialHours: readonly SpecialRow[] | null | undefined,
  timeZone: string,
  now: Date,
): OpenState | null {
  const week = openingHours ?? []
  const special = (specialHours ?? []).flatMap((entry) => {
    // A stored date (Payload's noon UTC or the seed's midnight UTC) or a plain yyyy-mm-dd: the calendar day it names.
    if (/^\d{4}-\d{2}-\d{2}$/.test(entry.date)) return [entry]
    const at = new Date(entry.date)
    return Number.isNaN(at.getTime()) ? [] : [{ ...entry, date: brisbaneDate(at) }]
  })
  const { day: today, minutes } = wallClock(now, timeZone)
  /** The state, due again in `minutesLeft` minutes of the location's clock. */
  const state = (open: boolean, text: string, minutesLeft: number): OpenState => ({ open, text, changesAt: changeTime(now, minutesLeft) })
  // Yesterday's hours reach into today when they close past midnight.
  const yesterday = intervalOn(addDays(today, -1), week, special)
  if (yesterday && minutes + DAY_MINUTES >= yesterday.start && minutes + DAY_MINUTES < yesterday.end) {
    return state(true, `Open now · closes ${timeText(yesterday.end)}`, yesterday.end - DAY_MINUTES - minutes)
  }
  const current = intervalOn(today, week, special)
  if (current && minutes >= current.start && minutes < current.end) return state(true, `Open now · closes ${timeText(current.end)}`, current.end - minutes)
  if (current && minutes < current.start) return state(false, `Closed · opens ${timeText(current.start)}`, current.start - minutes)
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead++) {
    const day = addDays(today, ahead)
    const next = intervalOn(day, week, special)
    // The words change at midnight at the latest (the day's name goes once it is that day).
    if (next) return state(false, `Closed · opens ${SHORT_DAYS[day.getUTCDay()]} ${timeText(next.start)}`, DAY_MINUTES - minutes)
  }
  return null
}

/** The start of the minute `minutesLeft` minutes after `now`'s, an hour early when that is more than an hour away. */
function changeTime(now: Date, minutesLeft: number): number {
  const minuteStart = now.getTime() - (now.getTime() % 60_000)
  return minuteStart + (minutesLeft > 60 ? minutesLeft - 60 : minutesLeft) * 60_000
}

/** openState over a schedule built by openSchedule. */
export function scheduleState(schedule: OpenSchedule, now: Date): OpenState | null {
  return openState(schedule.week, schedule.special, schedule.timeZone, now)
}
