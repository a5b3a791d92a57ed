import { describe, expect, it } from 'vitest'
import { trafficSourceOf } from './traffic-source'

describe('trafficSourceOf', () => {
  it('names a campaign by its utm_source and utm_medium, whatever the referrer', () => {
    expect(trafficSourceOf({ utm_source: 'Google', utm_medium: 'CPC', utm_campaign: 'spring' }, 'www.google.com')).toEqual({
      source: 'campaign',
      name: 'google / cpc',
    })
    expect(trafficSourceOf({ utm_source: 'newsletter' }, null)).toEqual({ source: 'campaign', name: 'newsletter' })
  })

  it('reads an ad network’s click id when no utm_source says more', () => {
    expect(trafficSourceOf({ gclid: 'abc' }, 'www.google.com')).toEqual({ source: 'campaign', name: 'google / cpc' })
    expect(trafficSourceOf({ msclkid: 'abc' }, null)).toEqual({ source: 'campaign', name: 'microsoft / cpc' })
    expect(trafficSourceOf({ fbclid: 'abc' }, 'l.facebook.com')).toEqual({ source: 'campaign', name: 'facebook / social' })
  })

  it('names another site by its domain, without www', () => {
    expect(trafficSourceOf({}, 'www.CarsGuide.com.au')).toEqual({ source: 'referral', name: 'carsguide.com.au' })
    expect(trafficSourceOf({ utm_source: '  ' }, 'drive.com.au')).toEqual({ source: 'referral', name: 'drive.com.au' })
  })

  it('is direct when neither says anything', () => {
    expect(trafficSourceOf({}, null)).toEqual({ source: 'direct', name: '' })
    expect(trafficSourceOf(null, '')).toEqual({ source: 'direct', name: '' })
    expect(trafficSourceOf({ utm_source: 42 }, undefined)).toEqual({ source: 'direct', name: '' })
  })
})
