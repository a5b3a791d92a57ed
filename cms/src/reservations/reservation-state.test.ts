import { describe, expect, it } from 'vitest'
import { applyPaymentEvent, staffMayMove, type EventFacts, type ReservationState } from './reservation-state'

const held: ReservationState = { status: 'held', depositCents: 20_000, events: [], refundDue: false }
const event = (kind: EventFacts['kind'], extra: Partial<EventFacts> = {}): EventFacts => ({
  eventId: `evt-${kind}`,
  kind,
  amountCents: 20_000,
  carTakenByAnother: false,
  ...extra,
})

describe('applyPaymentEvent', () => {
  it('paid on a hold: paid, with the lead, no refund', () => {
    expect(applyPaymentEvent(held, event('paid'))).toEqual({
      change: 'update',
      status: 'paid',
      paid: true,
      refundDue: false,
      createLead: true,
      refund: false,
      note: null,
    })
  })

  it('a replayed event changes nothing, whatever the reservation is now', () => {
    for (const status of ['held', 'paid', 'expired', 'refunded'] as const) {
      expect(applyPaymentEvent({ ...held, status, events: ['evt-paid'] }, event('paid'))).toMatchObject({ change: 'none', refund: false })
    }
  })

  it('a second event reporting the same payment makes no second lead', () => {
    const paid = { ...held, status: 'paid' as const, events: ['evt-paid'] }
    expect(applyPaymentEvent(paid, event('paid', { eventId: 'evt-async-paid' }))).toMatchObject({ change: 'none' })
  })

  it('refuses an amount that is not the deposit (nothing changes)', () => {
    expect(applyPaymentEvent(held, event('paid', { amountCents: 100 }))).toMatchObject({ change: 'refused' })
    // An amount the provider didn't echo is checked by the payment id alone.
    expect(applyPaymentEvent(held, event('paid', { amountCents: null }))).toMatchObject({ change: 'update', status: 'paid' })
  })

  it('declined and expired end a hold and nothing else', () => {
    expect(applyPaymentEvent(held, event('declined'))).toMatchObject({ change: 'update', status: 'declined', createLead: false, refund: false })
    expect(applyPaymentEvent(held, event('expired'))).toMatchObject({ change: 'update', status: 'expired' })
    expect(applyPaymentEvent({ ...held, status: 'paid' }, event('expired'))).toMatchObject({ change: 'none' })
    expect(applyPaymentEvent({ ...held, status: 'refunded' }, event('declined'))).toMatchObject({ change: 'none' })
  })

  it('paid after the hold lapsed: the car is theirs if still free', () => {
    expect(applyPaymentEvent({ ...held, status: 'expired' }, event('paid'))).toMatchObject({
      change: 'update',
      status: 'paid',
      createLead: true,
      refund: false,
    })
  })

  it('paid after the hold lapsed and another customer took the car: refunded automatically, once', () => {
    const lapsed = { ...held, status: 'expired' as const }
    const first = applyPaymentEvent(lapsed, event('paid', { carTakenByAnother: true }))
    expect(first).toMatchObject({ change: 'update', status: 'expired', paid: true, refundDue: true, refund: true, createLead: false })
    // The refund not yet recorded (a retry): asked again, no second lead, no state change.
    expect(applyPaymentEvent({ ...lapsed, refundDue: true }, event('paid', { eventId: 'evt-2', carTakenByAnother: true }))).toEqual({
      change: 'none',
      reason: 'a refund is already due',
      refund: true,
    })
  })

  it('refunded releases a paid reservation and settles a refund that was due', () => {
    expect(applyPaymentEvent({ ...held, status: 'paid' }, event('refunded'))).toMatchObject({ change: 'update', status: 'refunded', refundDue: false })
    expect(applyPaymentEvent({ ...held, status: 'expired', refundDue: true }, event('refunded'))).toMatchObject({
      change: 'update',
      status: 'refunded',
      refundDue: false,
    })
    expect(applyPaymentEvent({ ...held, status: 'refunded' }, event('refunded'))).toMatchObject({ change: 'none' })
  })

  it('cancelled or refunded reservations are not revived by a late paid event', () => {
    expect(applyPaymentEvent({ ...held, status: 'cancelled' }, event('paid'))).toMatchObject({ change: 'none' })
    expect(applyPaymentEvent({ ...held, status: 'refunded' }, event('paid'))).toMatchObject({ change: 'none' })
  })
})

describe('staffMayMove', () => {
  it('lets staff cancel or refund a paid reservation, and nothing else', () => {
    expect(staffMayMove('paid', 'cancelled')).toBe(true)
    expect(staffMayMove('paid', 'refunded')).toBe(true)
    expect(staffMayMove('paid', 'paid')).toBe(true)
    expect(staffMayMove('held', 'paid')).toBe(false)
    expect(staffMayMove('held', 'cancelled')).toBe(false)
    expect(staffMayMove('cancelled', 'paid')).toBe(false)
    expect(staffMayMove('refunded', 'paid')).toBe(false)
    expect(staffMayMove('expired', 'refunded')).toBe(false)
  })
})
