import { describe, expect, it } from 'vitest'
import { appointmentSlots, zonedInstant } from './appointments'

const week = [
  { weekday: '1', status: 'open' as const, open: '09:00', close: '11:00' },
  { weekday: '2', status: 'open' as const, open: '09:00', close: '10:00' },
  { weekday: '0', status: 'closed' as const },
]

describe('zonedInstant', () => {
  it('reads wall-clock times in the location’s zone, daylight saving included', () => {
    expect(zonedInstant('2026-11-24', '09:00', 'Australia/Brisbane').toISOString()).toBe('2026-11-23T23:00:00.000Z')
    expect(zonedInstant('2026-11-24', '09:00', 'Australia/Sydney').toISOString()).toBe('2026-11-23T22:00:00.000Z')
    expect(zonedInstant('2026-06-24', '09:00', 'Australia/Sydney').toISOString()).toBe('2026-06-23T23:00:00.000Z')
  })
})

describe('appointmentSlots', () => {
  // Monday 23/11/2026, 9:30 am in Brisbane.
  const now = new Date('2026-11-22T23:30:00.000Z')

  it('offers starts through opening hours, from two hours ahead, skipping closed days and booked times', () => {
    const slots = appointmentSlots({ openingHours: week, now, timeZone: 'Australia/Brisbane', days: 8, minutes: 30, booked: ['2026-11-23T23:30:00.000Z'] })
    // Today closes at 11:00, before 11:30; Tuesday's 9:30 is booked; the next Monday is the eighth day.
    expect(slots.map((slot) => `${slot.dayLabel} ${slot.timeLabel}`)).toEqual([
      'Tue 24/11/2026 9:00 am',
      'Mon 30/11/2026 9:00 am',
      'Mon 30/11/2026 9:30 am',
      'Mon 30/11/2026 10:00 am',
      'Mon 30/11/2026 10:30 am',
    ])
    expect(slots[0]).toMatchObject({ value: '2026-11-23T23:00:00.000Z', date: '2026-11-24' })
  })

  it('uses holiday hours over the week’s', () => {
    const slots = appointmentSlots({
      openingHours: week,
      specialHours: [{ date: '2026-11-24T00:00:00.000Z', status: 'closed' }],
      now,
      timeZone: 'Australia/Brisbane',
      days: 2,
      minutes: 30,
    })
    expect(slots).toEqual([])
  })
})
