import type { Location } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { formatTime, hoursText, openingHoursLines, upcomingHolidayHours, type OpeningHoursRow } from './hours'

type Week = NonNullable<Location['openingHours']>

const open = (weekday: OpeningHoursRow['weekday'], from: string, to: string): OpeningHoursRow => ({ weekday, status: 'open', open: from, close: to })
const closed = (weekday: OpeningHoursRow['weekday']): OpeningHoursRow => ({ weekday, status: 'closed' })

/** The seeded dealership's week: weekdays 8:30–5:30, Saturday 8:30–4, Sunday closed (Sunday stored first, as weekday 0). */
const TYPICAL: Week = [
  closed('0'),
  open('1', '08:30', '17:30'),
  open('2', '08:30', '17:30'),
  open('3', '08:30', '17:30'),
  open('4', '08:30', '17:30'),
  open('5', '08:30', '17:30'),
  open('6', '08:30', '16:00'),
]

const table = (lines: ReturnType<typeof openingHoursLines>) => lines.map((line) => `${line.days}: ${line.hours}`)

describe('formatTime', () => {
  it('shows 24-hour times as 12-hour en-AU times with am/pm, always with minutes', () => {
    expect(formatTime('08:30')).toBe('8:30 am')
    expect(formatTime('17:30')).toBe('5:30 pm')
    expect(formatTime('09:00')).toBe('9:00 am')
    expect(formatTime('12:00')).toBe('12:00 pm')
    expect(formatTime('12:45')).toBe('12:45 pm')
    expect(formatTime('00:00')).toBe('12:00 am')
    expect(formatTime('23:59')).toBe('11:59 pm')
    expect(formatTime('7:15')).toBe('7:15 am')
  })

  it('gives null for a missing or unreadable time', () => {
    for (const value of [null, undefined, '', '8.30', '24:00', '12:60', 'noon']) expect(formatTime(value)).toBeNull()
  })
})

describe('hoursText', () => {
  it('shows open hours as a range with an en dash', () => {
    expect(hoursText({ status: 'open', open: '08:30', close: '17:30' })).toBe('8:30 am – 5:30 pm')
  })

  it('shows Closed for a closed day or no row, ignoring leftover times', () => {
    expect(hoursText({ status: 'closed', open: '08:30', close: '17:30' })).toBe('Closed')
    expect(hoursText(undefined)).toBe('Closed')
  })

  it('shows Open for an open day without readable times', () => {
    expect(hoursText({ status: 'open' })).toBe('Open')
    expect(hoursText({ status: 'open', open: '08:30', close: null })).toBe('Open')
  })
})

describe('openingHoursLines', () => {
  it('collapses Monday to Friday when all five share the same hours, then Saturday and Sunday', () => {
    expect(table(openingHoursLines(TYPICAL))).toEqual(['Mon-Fri: 8:30 am – 5:30 pm', 'Sat: 8:30 am – 4:00 pm', 'Sun: Closed'])
  })

  it('names the days in full words for screen readers', () => {
    expect(openingHoursLines(TYPICAL).map((line) => line.daysLabel)).toEqual(['Monday to Friday', 'Saturday', 'Sunday'])
  })

  it('shows every day, Monday first and Sunday last, when full hours are forced', () => {
    expect(table(openingHoursLines(TYPICAL, { forceFullHours: true }))).toEqual([
      'Mon: 8:30 am – 5:30 pm',
      'Tue: 8:30 am – 5:30 pm',
      'Wed: 8:30 am – 5:30 pm',
      'Thu: 8:30 am – 5:30 pm',
      'Fri: 8:30 am – 5:30 pm',
      'Sat: 8:30 am – 4:00 pm',
      'Sun: Closed',
    ])
    expect(openingHoursLines(TYPICAL, { forceFullHours: true }).map((line) => line.daysLabel)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
  })

  it('shows each weekday when one differs in its times', () => {
    const lateThursday = TYPICAL.map((row) => (row.weekday === '4' ? open('4', '08:30', '20:00') : row))
    expect(table(openingHoursLines(lateThursday))).toEqual([
      'Mon: 8:30 am – 5:30 pm',
      'Tue: 8:30 am – 5:30 pm',
      'Wed: 8:30 am – 5:30 pm',
      'Thu: 8:30 am – 8:00 pm',
      'Fri: 8:30 am – 5:30 pm',
      'Sat: 8:30 am – 4:00 pm',
      'Sun: Closed',
    ])
  })

  it('shows each weekday when one differs in status, or has no row (closed)', () => {
    const closedWednesday = TYPICAL.map((row) => (row.weekday === '3' ? closed('3') : row))
    expect(openingHoursLines(closedWednesday)).toHaveLength(7)
    expect(openingHoursLines(closedWednesday)[2]).toEqual({ days: 'Wed', daysLabel: 'Wednesday', hours: 'Closed' })
    const noFriday = TYPICAL.filter((row) => row.weekday !== '5')
    expect(table(openingHoursLines(noFriday))).toContain('Fri: Closed')
    expect(openingHoursLines(noFriday)).toHaveLength(7)
  })

  it('does not collapse Saturday or Sunday into the weekdays even when they match', () => {
    const everyDay: Week = (['0', '1', '2', '3', '4', '5', '6'] as const).map((day) => open(day, '09:00', '17:00'))
    expect(table(openingHoursLines(everyDay))).toEqual(['Mon-Fri: 9:00 am – 5:00 pm', 'Sat: 9:00 am – 5:00 pm', 'Sun: 9:00 am – 5:00 pm'])
  })

  it('reads weekday 0 as Sunday whatever order the rows are in', () => {
    const shuffled = [...TYPICAL].reverse()
    expect(table(openingHoursLines(shuffled))).toEqual(table(openingHoursLines(TYPICAL)))
    const sundayOnly: Week = [open('0', '10:00', '16:00')]
    expect(table(openingHoursLines(sundayOnly))).toEqual(['Mon-Fri: Closed', 'Sat: Closed', 'Sun: 10:00 am – 4:00 pm'])
  })

  it('takes the first row of a day given twice', () => {
    const twice: Week = [...TYPICAL.filter((row) => row.weekday !== '6'), open('6', '09:00', '12:00'), open('6', '09:00', '17:00')]
    expect(table(openingHoursLines(twice))).toContain('Sat: 9:00 am – 12:00 pm')
  })

  it('shows nothing for a location without any hours', () => {
    expect(openingHoursLines(null)).toEqual([])
    expect(openingHoursLines(undefined)).toEqual([])
    expect(openingHoursLines([])).toEqual([])
  })
})

describe('upcomingHolidayHours', () => {
  const HOLIDAYS: NonNullable<Location['specialHours']> = [
    { date: '2027-01-01T00:00:00.000Z', label: "New Year's Day", status: 'closed' },
    { date: '2026-12-26T12:00:00.000Z', label: ' Boxing Day ', status: 'open', open: '09:00', close: '13:00' },
    { date: '2026-12-25T00:00:00.000Z', label: 'Christmas Day', status: 'closed' },
    { date: '2026-01-26T12:00:00.000Z', label: 'Australia Day', status: 'closed' },
  ]

  it('lists holidays from today on, soonest first, with dd/mm/yyyy dates and hours', () => {
    expect(upcomingHolidayHours(HOLIDAYS, new Date('2026-12-01T00:00:00Z'))).toEqual([
      { date: '25/12/2026', isoDate: '2026-12-25', label: 'Christmas Day', hours: 'Closed' },
      { date: '26/12/2026', isoDate: '2026-12-26', label: 'Boxing Day', hours: '9:00 am – 1:00 pm' },
      { date: '01/01/2027', isoDate: '2027-01-01', label: "New Year's Day", hours: 'Closed' },
    ])
  })

  it('keeps a holiday all day in Brisbane and drops it at Brisbane midnight', () => {
    // 25/12 in Brisbane runs from 2026-12-24T14:00Z to 2026-12-25T14:00Z.
    const dates = (now: string) => upcomingHolidayHours(HOLIDAYS, new Date(now)).map((line) => line.date)
    expect(dates('2026-12-24T14:00:00Z')[0]).toBe('25/12/2026')
    expect(dates('2026-12-25T13:59:59Z')[0]).toBe('25/12/2026')
    expect(dates('2026-12-25T14:00:00Z')[0]).toBe('26/12/2026')
    expect(dates('2027-01-01T14:00:00Z')).toEqual([])
  })

  it('reads a date stored by the admin (12:00 UTC) or a plain yyyy-mm-dd as that day', () => {
    const rows: NonNullable<Location['specialHours']> = [
      { date: '2026-06-08T12:00:00.000Z', label: "King's Birthday", status: 'closed' },
      { date: '2026-06-09', label: null, status: 'open', open: '10:00', close: '14:00' },
    ]
    expect(upcomingHolidayHours(rows, new Date('2026-06-01T00:00:00Z'))).toEqual([
      { date: '08/06/2026', isoDate: '2026-06-08', label: "King's Birthday", hours: 'Closed' },
      { date: '09/06/2026', isoDate: '2026-06-09', label: null, hours: '10:00 am – 2:00 pm' },
    ])
  })

  it('leaves out unreadable dates and copes with no rows', () => {
    expect(upcomingHolidayHours([{ date: 'soon', status: 'closed' }], new Date('2026-01-01T00:00:00Z'))).toEqual([])
    expect(upcomingHolidayHours(null)).toEqual([])
    expect(upcomingHolidayHours(undefined)).toEqual([])
  })
})
