import { describe, expect, it } from 'vitest'
import { alertsSummary, readSearchSettings } from './saved-search-form'

const form = (fields: Record<string, string>) => new URLSearchParams(fields)

describe('readSearchSettings', () => {
  it('reads a name (spaces tidied), a channel and a frequency', () => {
    expect(readSearchSettings(form({ name: '  White   HiLux ', alerts: 'sms', frequency: 'daily' }), false)).toEqual({
      settings: { name: 'White HiLux', alerts: 'sms', frequency: 'daily' },
    })
  })

  it('says what is wrong with each field', () => {
    expect(readSearchSettings(form({ name: ' ', alerts: 'pigeon', frequency: 'hourly' }), true)).toEqual({
      errors: { name: 'Give the search a name.', alerts: 'Choose how to hear of new cars.', frequency: 'Choose how often.' },
    })
    expect(readSearchSettings(form({ name: 'x'.repeat(81), alerts: 'none' }), true)).toEqual({ errors: { name: 'The name can be up to 80 characters.' } })
  })

  it('refuses email alerts to a shopper who gave no email, and takes them from one who did', () => {
    const fields = form({ name: 'Utes', alerts: 'email', frequency: 'instant' })
    expect(readSearchSettings(fields, false)).toEqual({ errors: { alerts: 'Add your email address in My garage before choosing alerts by email.' } })
    expect(readSearchSettings(fields, true)).toEqual({ settings: { name: 'Utes', alerts: 'email', frequency: 'instant' } })
  })
})

describe('alertsSummary', () => {
  it('names the channel and frequency, or that alerts are paused or off', () => {
    expect(alertsSummary({ alerts: 'sms', frequency: 'instant', paused: false })).toBe('Text message, as new cars arrive')
    expect(alertsSummary({ alerts: 'email', frequency: 'daily', paused: false })).toBe('Email, daily digest')
    expect(alertsSummary({ alerts: 'sms', frequency: 'daily', paused: true })).toBe('Alerts paused')
    expect(alertsSummary({ alerts: 'none', frequency: 'daily', paused: true })).toBe('No alerts')
  })
})
