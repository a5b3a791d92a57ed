import { FEED_FIELD_PATHS } from '@dealer/stock-import/schema'

/** How often a feed source is read; `manual` only when staff say "Run now". */
export const SCHEDULES = {
  manual: null,
  '15m': 15,
  '30m': 30,
  hourly: 60,
  '3h': 180,
  '6h': 360,
  '12h': 720,
  daily: 1440,
} as const satisfies Record<string, number | null>
export type Schedule = keyof typeof SCHEDULES

export const SCHEDULE_OPTIONS = [
  { label: 'Manual only', value: 'manual' },
  { label: 'Every 15 minutes', value: '15m' },
  { label: 'Every 30 minutes', value: '30m' },
  { label: 'Every hour', value: 'hourly' },
  { label: 'Every 3 hours', value: '3h' },
  { label: 'Every 6 hours', value: '6h' },
  { label: 'Every 12 hours', value: '12h' },
  { label: 'Daily', value: 'daily' },
] satisfies Array<{ label: string; value: Schedule }>

/** The fields a column may be mapped to: every field the importer reads, by its name. */
export const FEED_FIELD_OPTIONS = [...FEED_FIELD_PATHS]
  .filter((path) => path !== 'location' && path !== 'variant')
  .sort()
  .map((path) => ({ label: path, value: path.replace(/\./g, '__') }))

/** A mapping option's value back to the field's dotted path (select values can't hold dots). */
export function feedFieldOfOption(value: string): string {
  return value.replace(/__/g, '.')
}
