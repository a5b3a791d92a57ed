import { useEffect, useState } from 'react'
import { scheduleState, type OpenSchedule, type OpenState } from './open-now'

/** How often the line is worked out again while the page stays open. */
const EVERY_MINUTE_MS = 60_000

/**
 * "Open now · closes 5:30 pm": rendered on the server, then checked in the browser on mount and every minute, and
 * worked out again once it is due (`changesAt`), so a cached or long-open page stays right. Plain text that updates, not
 * a live region: a screen reader reads it when it reaches it, never on each change.
 */
export function OpenNow({ schedule, initial, className = 'open-now' }: { schedule: OpenSchedule; initial: OpenState | null; className?: string }) {
  const [state, setState] = useState(initial)
  useEffect(() => {
    let due = initial?.changesAt ?? 0
    const update = () => {
      if (Date.now() < due) return
      const next = scheduleState(schedule, new Date())
      due = next?.changesAt ?? Number.POSITIVE_INFINITY
      setState(next)
    }
    update()
    const timer = setInterval(update, EVERY_MINUTE_MS)
    return () => clearInterval(timer)
  }, [schedule, initial])
  if (!state) return null
  return <p className={`${className} ${state.open ? 'open-now--open' : 'open-now--closed'}`}>{state.text}</p>
}
