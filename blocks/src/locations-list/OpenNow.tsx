import { useEffect, useState } from 'react'
import { scheduleState, type OpenSchedule, type OpenState } from './open-now'

/** How often the line is worked out again while the page stays open. */
const EVERY_MINUTE_MS = 60_000

/**
 * "Open now · closes 5:30 pm": rendered on the server, then worked out again in the browser on mount and every minute,
 * so a cached or long-open page stays right. Plain text that updates, not a live region: a screen reader reads it when
 * it reaches it, never on each change.
 */
export function OpenNow({ schedule, initial, className = 'open-now' }: { schedule: OpenSchedule; initial: OpenState | null; className?: string }) {
  const [state, setState] = useState(initial)
  useEffect(() => {
    const update = () => setState(scheduleState(schedule, new Date()))
    update()
    const timer = setInterval(update, EVERY_MINUTE_MS)
    return () => clearInterval(timer)
  }, [schedule])
  if (!state) return null
  return <p className={`${className} ${state.open ? 'open-now--open' : 'open-now--closed'}`}>{state.text}</p>
}
