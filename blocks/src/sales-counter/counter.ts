// The sales counter. Spec 001 §4 "Sales counter": "Refreshes every 150 seconds. It counts up per day in 192 increments, one
// per 450 seconds, using Brisbane time. What it displays (label, starting value) is not shown."
//
// The day is split into 192 slots of 450 seconds (192 × 450 s = 86,400 s, exactly one day). The counter shows
// start + slot index: `start` from Brisbane midnight, start + 1 from 00:07:30, …, start + 191 from 23:52:30 until midnight,
// when it goes back to `start`. So it steps up 191 times a day and resets at Brisbane midnight (14:00 UTC).
//
// Brisbane time: see ../ui/brisbane-time.ts.

import { msSinceBrisbaneMidnight } from '../ui/brisbane-time'

/** How often the counter re-reads the time (spec: "Refreshes every 150 seconds"), so it lags a step by at most this. */
export const SALES_COUNTER_REFRESH_MS = 150_000
export const SALES_COUNTER_INCREMENT_MS = 450_000
export const SALES_COUNTER_INCREMENTS_PER_DAY = 192

/**
 * The counter's value at `now`: `start` plus `perIncrement` for each 450-second slot of the Brisbane day that has begun
 * since the first (so `start` at midnight and start + 191 × perIncrement in the day's last 7½ minutes).
 */
export function salesCounterValue(now: Date, { start, perIncrement = 1 }: { start: number; perIncrement?: number }): number {
  return start + salesCounterStep(now) * perIncrement
}

/** Which of the day's 192 slots `now` falls in, 0 (from Brisbane midnight) to 191 (from 23:52:30). */
export function salesCounterStep(now: Date): number {
  return Math.floor(msSinceBrisbaneMidnight(now) / SALES_COUNTER_INCREMENT_MS)
}
