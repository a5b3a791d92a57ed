/**
 * What a payment event does to a reservation (decision 030). Pure: the endpoint reads the reservation under the car's
 * lock, asks this, and writes what it answers in the same transaction. Every rule is idempotent per reservation: a
 * replayed event (its id already recorded) changes nothing, and two events reporting one fact (a Stripe session
 * completed, then its async payment succeeded) change it once.
 */
export type ReservationStatus = 'held' | 'paid' | 'declined' | 'expired' | 'cancelled' | 'refunded'
export type PaymentEventKind = 'paid' | 'declined' | 'expired' | 'refunded'

export interface ReservationState {
  status: ReservationStatus
  depositCents: number
  /** Event ids already applied. */
  events: readonly string[]
  /** A deposit taken for a car the customer no longer holds, not yet given back. */
  refundDue: boolean
}

export interface EventFacts {
  eventId: string
  kind: PaymentEventKind
  amountCents: number | null
  /** Whether another reservation of the same car is active (held or paid) now. */
  carTakenByAnother: boolean
}

export type Transition =
  /** Nothing changes but the event id is recorded (so a replay is recognised cheaply). */
  | { change: 'none'; reason: string; refund: boolean }
  /** The event contradicts the record: nothing changes, and the event is refused. */
  | { change: 'refused'; reason: string }
  | {
      change: 'update'
      status: ReservationStatus
      /** Set paidAt now. */
      paid: boolean
      refundDue: boolean
      /** Make and deliver the reservation lead (once: only the move into paid does). */
      createLead: boolean
      /** Refund the deposit now (a payment for a car someone else got). */
      refund: boolean
      note: string | null
    }

/** The reservation's next state for a verified payment event. */
export function applyPaymentEvent(state: ReservationState, event: EventFacts): Transition {
  if (state.events.includes(event.eventId)) return { change: 'none', reason: 'a replayed event', refund: false }
  if (event.amountCents !== null && event.amountCents !== state.depositCents && event.kind !== 'refunded') {
    return { change: 'refused', reason: `the event's amount ${event.amountCents} is not the deposit ${state.depositCents}` }
  }
  const update = (status: ReservationStatus, extra: Partial<Extract<Transition, { change: 'update' }>> = {}): Transition => ({
    change: 'update',
    status,
    paid: false,
    refundDue: state.refundDue,
    createLead: false,
    refund: false,
    note: null,
    ...extra,
  })

  switch (event.kind) {
    case 'paid':
      if (state.status === 'held') return update('paid', { paid: true, createLead: true })
      if (state.status === 'paid') return { change: 'none', reason: 'already paid', refund: false }
      if (state.status === 'refunded' || state.status === 'cancelled') return { change: 'none', reason: `already ${state.status}`, refund: false }
      // The hold lapsed (or was declined) before this payment arrived. Nobody else has the car: it is theirs after all.
      if (!event.carTakenByAnother)
        return update('paid', { paid: true, createLead: true, note: `Paid after the hold was ${state.status}; the car was still free.` })
      // Another customer has the car: nobody pays for a car they didn't get.
      if (state.refundDue) return { change: 'none', reason: 'a refund is already due', refund: true }
      return update(state.status, {
        paid: true,
        refundDue: true,
        refund: true,
        note: 'Paid after the hold had lapsed and another customer reserved the car: the deposit is refunded automatically.',
      })
    case 'declined':
    case 'expired': {
      const ended = event.kind
      if (state.status === 'held') return update(ended)
      return { change: 'none', reason: `the reservation is ${state.status}`, refund: false }
    }
    case 'refunded':
      if (state.status === 'refunded') return { change: 'none', reason: 'already refunded', refund: false }
      return update('refunded', { refundDue: false, note: state.status === 'paid' ? 'Refunded: the car is released.' : null })
  }
}

/** The statuses staff may move a reservation to from `from` in the admin: only a paid one, to cancelled or refunded. */
export function staffMayMove(from: ReservationStatus, to: ReservationStatus): boolean {
  return from === to || (from === 'paid' && (to === 'cancelled' || to === 'refunded'))
}
