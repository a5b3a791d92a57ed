import { describe, expect, it } from 'vitest'
import { openSchedule, openState, scheduleState, type SpecialRow, type WeekRow } from './open-now'

const open = (weekday: WeekRow['weekday'], from: string, to: string): WeekRow => ({ weekday, status: 'open', open: from, close: to })
const closed = (weekday: WeekRow['weekday']): WeekRow => ({ weekday, status: 'closed' })

/** The seeded dealership's week: weekdays 8:30–5:30, Saturday 8:30–4, Sunday closed. */
const TYPICAL: WeekRow[] = [
  closed('0'),
  open('1', '08:30', '17:30'),
  open('2', '08:30', '17:30'),
  open('3', '08:30', '17:30'),
  open('4', '08:30', '17:30'),
  open('5', '08:30', '17:30'),
  open('6', '08:30', '16:00'),
]

const at = (iso: string) => new Date(iso)
const text = (state: ReturnType<typeof openState>) => state?.text ?? null

describe('openState in Brisbane (no daylight saving)', () => {
  const zone = 'Australia/Brisbane'

  it('is open during the day and says when it closes', () => {
    // Wednesday 25 November 2026, 10:00 in Brisbane (UTC+10).
    expect(openState(TYPICAL, [], zone, at('2026-11-25T00:00:00Z'))).toMatchObject({ open: true, text: 'Open now · closes 5:30 pm' })
  })

  it('before opening says it opens later today, without a day name', () => {
    // Wednesday 7:00.
    expect(openState(TYPICAL, [], zone, at('2026-11-24T21:00:00Z'))).toMatchObject({ open: false, text: 'Closed · opens 8:30 am' })
  })

  it('after closing names the next open day; the closing minute itself is closed', () => {
    // Wednesday 17:30 exactly, then Saturday 16:30 (Sunday closed, so Monday).
    expect(text(openState(TYPICAL, [], zone, at('2026-11-25T07:30:00Z')))).toBe('Closed · opens Thu 8:30 am')
    expect(text(openState(TYPICAL, [], zone, at('2026-11-28T06:30:00Z')))).toBe('Closed · opens Mon 8:30 am')
    // The opening minute is open.
    expect(text(openState(TYPICAL, [], zone, at('2026-11-24T22:30:00Z')))).toBe('Open now · closes 5:30 pm')
  })

  it('says when the line is due again: at the closing, the opening or midnight, an hour early when further off', () => {
    const due = (iso: string) => new Date(openState(TYPICAL, [], zone, at(iso))?.changesAt ?? 0).toISOString()
    // Wednesday 10:00:20, closing at 17:30: checked at 16:30.
    expect(due('2026-11-25T00:00:20Z')).toBe('2026-11-25T06:30:00.000Z')
    // Wednesday 17:00, closing within the hour: at 17:30 itself.
    expect(due('2026-11-25T07:00:00Z')).toBe('2026-11-25T07:30:00.000Z')
    // Wednesday 8:00, opening at 8:30.
    expect(due('2026-11-24T22:00:00Z')).toBe('2026-11-24T22:30:00.000Z')
    // Saturday 20:00, "opens Mon": the words hold until Sunday's midnight at least (checked at 23:00).
    expect(due('2026-11-28T10:00:00Z')).toBe('2026-11-28T13:00:00.000Z')
  })

  it('reads the calendar day at midnight on the location clock, not UTC', () => {
    // Thursday 26 November 00:30 in Brisbane is still Wednesday in UTC.
    expect(text(openState(TYPICAL, [], zone, at('2026-11-25T14:30:00Z')))).toBe('Closed · opens 8:30 am')
  })
})

describe('openState across daylight saving in Sydney', () => {
  const zone = 'Australia/Sydney'

  it('uses AEDT (UTC+11) after the first Sunday in October', () => {
    // Monday 5 October 2026, 07:00 UTC: 18:00 in Sydney (closed), though 17:00 on standard time would be open.
    expect(text(openState(TYPICAL, [], zone, at('2026-10-05T07:00:00Z')))).toBe('Closed · opens Tue 8:30 am')
    // Friday 2 October, before the change: 07:00 UTC is 17:00 AEST, open.
    expect(text(openState(TYPICAL, [], zone, at('2026-10-02T07:00:00Z')))).toBe('Open now · closes 5:30 pm')
  })

  it('goes back to AEST (UTC+10) after the first Sunday in April', () => {
    // Tuesday 6 April 2027, 07:00 UTC: 17:00 in Sydney, open; on daylight time it would be 18:00, closed.
    expect(text(openState(TYPICAL, [], zone, at('2027-04-06T07:00:00Z')))).toBe('Open now · closes 5:30 pm')
    // Friday 2 April, before the change: 07:00 UTC is 18:00 AEDT.
    expect(text(openState(TYPICAL, [], zone, at('2027-04-02T07:00:00Z')))).toBe('Closed · opens Sat 8:30 am')
  })

  it('Brisbane at the same instants has no change', () => {
    expect(text(openState(TYPICAL, [], 'Australia/Brisbane', at('2026-10-05T07:00:00Z')))).toBe('Open now · closes 5:30 pm')
    expect(text(openState(TYPICAL, [], 'Australia/Brisbane', at('2027-04-02T07:00:00Z')))).toBe('Open now · closes 5:30 pm')
  })
})

describe('openState in Perth and Adelaide', () => {
  it('reads Perth (UTC+8) hours two hours behind Brisbane', () => {
    // Wednesday 25 November 2026, 23:00 UTC the day before: 9:00 Thursday in Brisbane, 7:00 Thursday in Perth.
    expect(text(openState(TYPICAL, [], 'Australia/Perth', at('2026-11-25T23:00:00Z')))).toBe('Closed · opens 8:30 am')
    expect(text(openState(TYPICAL, [], 'Australia/Brisbane', at('2026-11-25T23:00:00Z')))).toBe('Open now · closes 5:30 pm')
  })

  it('reads Adelaide on its half-hour offset (UTC+10:30 in summer)', () => {
    // Wednesday 25 November 2026, 22:00 UTC the day before: 8:30 Thursday in Adelaide, just open.
    expect(text(openState(TYPICAL, [], 'Australia/Adelaide', at('2026-11-25T22:00:00Z')))).toBe('Open now · closes 5:30 pm')
    expect(text(openState(TYPICAL, [], 'Australia/Adelaide', at('2026-11-25T21:59:00Z')))).toBe('Closed · opens 8:30 am')
  })
})

describe('openState and holiday hours', () => {
  const zone = 'Australia/Brisbane'
  const christmas: SpecialRow[] = [
    { date: '2026-12-25T00:00:00.000Z', status: 'closed' },
    { date: '2026-12-26T12:00:00.000Z', status: 'open', open: '09:00', close: '13:00' },
  ]

  it('a holiday closure overrides its weekday, and the next opening skips it', () => {
    // Friday 25 December 2026, 10:00: a Friday, but closed.
    expect(text(openState(TYPICAL, christmas, zone, at('2026-12-25T00:00:00Z')))).toBe('Closed · opens Sat 9:00 am')
    // Thursday evening: Friday is the holiday, so Saturday's holiday hours are next.
    expect(text(openState(TYPICAL, christmas, zone, at('2026-12-24T08:00:00Z')))).toBe('Closed · opens Sat 9:00 am')
  })

  it("a holiday's own hours override its weekday's", () => {
    // Saturday 26 December, 12:00: open until 1 pm, not 4 pm.
    expect(text(openState(TYPICAL, christmas, zone, at('2026-12-26T02:00:00Z')))).toBe('Open now · closes 1:00 pm')
    expect(text(openState(TYPICAL, christmas, zone, at('2026-12-26T03:30:00Z')))).toBe('Closed · opens Mon 8:30 am')
  })

  it('takes plain yyyy-mm-dd dates too (what the browser gets)', () => {
    expect(text(openState(TYPICAL, [{ date: '2026-12-25', status: 'closed' }], zone, at('2026-12-25T00:00:00Z')))).toBe('Closed · opens Sat 8:30 am')
  })
})

describe('openState past midnight', () => {
  const zone = 'Australia/Brisbane'
  // A late-night counter: Friday 18:00 to 02:00 Saturday, nothing else.
  const lateFriday: WeekRow[] = [open('5', '18:00', '02:00')]

  it("is open after midnight on the next day's date until the close", () => {
    // Saturday 28 November 2026, 01:00 in Brisbane.
    expect(text(openState(lateFriday, [], zone, at('2026-11-27T15:00:00Z')))).toBe('Open now · closes 2:00 am')
    // Friday 23:00.
    expect(text(openState(lateFriday, [], zone, at('2026-11-27T13:00:00Z')))).toBe('Open now · closes 2:00 am')
  })

  it('after the close names the next week', () => {
    // Saturday 02:00.
    expect(text(openState(lateFriday, [], zone, at('2026-11-27T16:00:00Z')))).toBe('Closed · opens Fri 6:00 pm')
  })

  it('00:00 to 00:00 is open all day', () => {
    expect(text(openState([open('3', '00:00', '00:00')], [], zone, at('2026-11-25T12:00:00Z')))).toBe('Open now · closes 12:00 am')
  })
})

describe('openState with nothing to say', () => {
  it('gives no line for a week with no open day, or no hours at all', () => {
    const now = at('2026-11-25T00:00:00Z')
    expect(openState((['0', '1', '2', '3', '4', '5', '6'] as const).map(closed), [], 'Australia/Brisbane', now)).toBeNull()
    expect(openState([], [], 'Australia/Brisbane', now)).toBeNull()
    expect(openState(null, null, 'Australia/Brisbane', now)).toBeNull()
  })

  it('an open day without readable times tells nothing about when', () => {
    expect(openState([{ weekday: '3', status: 'open', open: null, close: null }], [], 'Australia/Brisbane', at('2026-11-25T00:00:00Z'))).toBeNull()
  })
})

describe('openSchedule', () => {
  const address = { street: '1 Hay St', city: 'Perth', state: 'WA' as const, postcode: '6000' }

  it('keeps only what the line needs, holiday dates as calendar days, and gives the same answer', () => {
    const schedule = openSchedule({
      address,
      openingHours: [
        { id: 'a', weekday: '1', status: 'closed', open: '08:00', close: '17:00' },
        { id: 'b', ...open('2', '08:00', '17:00') },
      ],
      specialHours: [{ id: 'c', date: '2026-12-25T12:00:00.000Z', label: 'Christmas Day', status: 'closed' }],
    })
    expect(schedule).toEqual({
      week: [
        { weekday: '1', status: 'closed' },
        { weekday: '2', status: 'open', open: '08:00', close: '17:00' },
      ],
      special: [{ date: '2026-12-25', status: 'closed' }],
      timeZone: 'Australia/Perth',
    })
    // Monday 30 November 2026, 10:00 in Perth.
    expect(text(scheduleState(schedule, at('2026-11-30T02:00:00Z')))).toBe('Closed · opens Tue 8:00 am')
  })
})
