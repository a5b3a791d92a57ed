// The price and kilometre inputs (spec 001 §5): digits with thousands separators as the shopper types.
import { formatNumber } from '@dealer/stock/format'

/** The whole number in what was typed ("$25,000" → 25000), or null when there are no digits. */
export function parseWholeNumber(text: string): number | null {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9)
  return digits === '' ? null : Number(digits)
}

/** 25000 → "25,000"; nothing for null. */
export function groupThousands(value: number | null): string {
  return value === null ? '' : formatNumber(value)
}

/** A number input's bounds (spec 001 §5: "Number input takes step, min and max"). */
export interface NumberBounds {
  min?: number
  max?: number
  step?: number
}

/**
 * What a typed number becomes within the input's bounds: clamped to min and max, then to the nearest step counted
 * from min (or 0), never past max. Nothing typed stays nothing.
 */
export function withinBounds(value: number | null, { min, max, step }: NumberBounds): number | null {
  if (value === null) return null
  const floor = min ?? 0
  let bounded = Math.max(value, floor)
  if (max !== undefined) bounded = Math.min(bounded, max)
  if (step !== undefined && step > 0) {
    bounded = floor + Math.round((bounded - floor) / step) * step
    if (max !== undefined && bounded > max) bounded -= step
  }
  return bounded
}
