/**
 * Whose clock a place keeps: a location's own time zone when staff set one, else its state's capital's (issue 23's
 * contract); Brisbane's when the state is unknown, the platform's home clock.
 */
const STATE_TIME_ZONES: Record<string, string> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
}

export function stateTimeZone(state: string | null | undefined): string {
  return STATE_TIME_ZONES[state ?? ''] ?? 'Australia/Brisbane'
}

export function locationTimeZone(location: { timeZone?: string | null; address: { state?: string | null } }): string {
  return location.timeZone || stateTimeZone(location.address.state)
}
