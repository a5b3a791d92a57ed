import {
  ALERT_CHANNELS,
  ALERT_FREQUENCIES,
  type AlertChannel,
  type AlertFrequency,
  type SavedSearchSettings,
  type SavedSearchView,
} from '@dealer/cms-contract/saved-searches'

/** The form's words for each choice (the save page and My garage's edit form show the same). */
export const CHANNEL_LABELS: Record<AlertChannel, string> = { sms: 'By text message', email: 'By email', none: 'No alerts' }
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As new cars arrive (at most one message a day)',
  daily: 'A daily digest (one message a morning)',
}

export type SettingsErrors = Partial<Record<keyof SavedSearchSettings, string>>

/** A saved search's name, alerts and frequency from its form, or what is wrong with them, field by field. */
export function readSearchSettings(form: URLSearchParams, hasEmail: boolean): { settings: SavedSearchSettings } | { errors: SettingsErrors } {
  const errors: SettingsErrors = {}
  const name = (form.get('name') ?? '').trim().replace(/\s+/g, ' ')
  if (!name) errors.name = 'Give the search a name.'
  else if (name.length > 80) errors.name = 'The name can be up to 80 characters.'
  const alerts = form.get('alerts') as AlertChannel | null
  if (!alerts || !ALERT_CHANNELS.includes(alerts)) errors.alerts = 'Choose how to hear of new cars.'
  else if (alerts === 'email' && !hasEmail) errors.alerts = 'Add your email address in My garage before choosing alerts by email.'
  const frequency = (form.get('frequency') ?? 'instant') as AlertFrequency
  if (!ALERT_FREQUENCIES.includes(frequency)) errors.frequency = 'Choose how often.'
  if (Object.keys(errors).length > 0) return { errors }
  return { settings: { name, alerts: alerts!, frequency } }
}

/** How a search's alerts read in the list: "Text message, as new cars arrive", "Paused", "No alerts". */
export function alertsSummary(search: Pick<SavedSearchView, 'alerts' | 'frequency' | 'paused'>): string {
  if (search.alerts === 'none') return 'No alerts'
  if (search.paused) return 'Alerts paused'
  const channel = search.alerts === 'sms' ? 'Text message' : 'Email'
  return `${channel}, ${search.frequency === 'daily' ? 'daily digest' : 'as new cars arrive'}`
}
