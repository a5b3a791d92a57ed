import { describe, expect, it } from 'vitest'
import { monthAndYear, usedCarFacts } from './used-car'

const location = {
  id: 1,
  name: 'Cleveland',
  slug: 'cleveland',
  phone: null,
  city: 'Cleveland',
  state: 'QLD',
  address: null,
  postcode: '4163',
  place_url: null,
  distribution_locations: [],
}

describe('usedCarFacts', () => {
  it('lists the distance, the registration with its state and expiry (dd/mm/yyyy), and build and compliance months', () => {
    expect(
      usedCarFacts({ km: 48210, regplate: '123ABC', rego_expiry: '2027-02-09', build_date: '2021-03-14', compliance_date: '2021-05-02', location }),
    ).toEqual([
      { label: 'Odometer', value: '48,210 km' },
      { label: 'Registration', value: '123ABC (QLD)' },
      { label: 'Registration expires', value: '09/02/2027' },
      { label: 'Build date', value: '03/2021' },
      { label: 'Compliance date', value: '05/2021' },
    ])
  })

  it('leaves out what the feed does not say', () => {
    expect(usedCarFacts({ km: 0, regplate: null, rego_expiry: null, build_date: null, compliance_date: null, location }).map((fact) => fact.label)).toEqual([
      'Odometer',
    ])
    expect(monthAndYear('March 2021')).toBeNull()
  })
})
