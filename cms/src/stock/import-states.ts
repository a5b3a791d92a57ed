/**
 * A stock import's states: queued → fetching → checking → then `checked` (an upload's dry run, waiting for Apply or
 * Cancel), `held` (a safety rail tripped, waiting for approval), or applying → done; any step may end `failed`; staff
 * may cancel a checked or held one.
 */
export const IMPORT_STATES: Array<{
  label: string
  value: 'queued' | 'fetching' | 'checking' | 'checked' | 'held' | 'applying' | 'done' | 'failed' | 'cancelled'
}> = [
  { label: 'Queued', value: 'queued' },
  { label: 'Fetching', value: 'fetching' },
  { label: 'Checking', value: 'checking' },
  { label: 'Checked: waiting for Apply', value: 'checked' },
  { label: 'Held for approval', value: 'held' },
  { label: 'Applying', value: 'applying' },
  { label: 'Done', value: 'done' },
  { label: 'Failed', value: 'failed' },
  { label: 'Cancelled', value: 'cancelled' },
]

export type ImportState = (typeof IMPORT_STATES)[number]['value']

/** States that wait for a person: Apply or Cancel. */
export const WAITING_STATES: readonly ImportState[] = ['checked', 'held']
