import { describe, expect, it } from 'vitest'
import { allSpecifications, engineLabel, keyInformation, type VehicleSpecSource } from './specs'

const hilux: VehicleSpecSource = {
  car_type: 'used',
  year: 2021,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: 'GUN126R',
  km: 48_210,
  body: 'Double Cab Pick Up',
  simple_body: 'Ute',
  colour: 'Glacier White',
  interior_colour: 'Black',
  transmission: 'Automatic',
  simple_transmission: 'Automatic',
  gearnum: 6,
  fuel: 'Diesel',
  simple_fuel: 'Diesel',
  drive: 'Four Wheel Drive',
  simple_drive: '4WD',
  engine_size: 2_755,
  engine_size_litres: 2.8,
  seats: 5,
  doors: 4,
  stocknum: 'U12345',
  vin: 'MR0HA3CD200123456',
  regplate: '123ABC',
  rego_expiry: '2027-03-09',
  build_date: '2021-02-14',
  compliance_date: '2021-03-01',
  variant: {
    cylinders: 4,
    enginesize: 2_755,
    enginesize_litres: 2.8,
    induction: 'Turbo Intercooled',
    fuelconsumptioncombined: 7.6,
    fuelcapacity: 80,
    grossvehiclemass: 3_050,
    vehiclelength: 5_325,
    vehicleheight: 1_815,
    vehiclewidth: 1_855,
    towingcapacitybraked: 3_500,
    torque: 500,
    bodyconfiguration: 'Dual Cab',
    ancaprating: 5,
  },
}

/** A car the feed says little about. */
const sparse: VehicleSpecSource = {
  ...hilux,
  badge: null,
  series: null,
  colour: null,
  interior_colour: null,
  gearnum: null,
  fuel: null,
  simple_fuel: null,
  drive: null,
  simple_drive: null,
  engine_size: null,
  engine_size_litres: null,
  seats: 0,
  doors: null,
  vin: null,
  regplate: null,
  rego_expiry: null,
  build_date: null,
  compliance_date: 'not a date',
  variant: null,
}

describe('engineLabel', () => {
  it('shows litres to one decimal, or cubic centimetres with separators', () => {
    expect(engineLabel(2_755, 'litres')).toBe('2.8 L')
    expect(engineLabel(1_998, 'litres')).toBe('2.0 L')
    expect(engineLabel(2_755, 'cc')).toBe('2,755 cc')
  })
  it('has no label without a capacity', () => {
    expect(engineLabel(null, 'litres')).toBeNull()
    expect(engineLabel(0, 'cc')).toBeNull()
  })
})

describe('keyInformation', () => {
  it('lists the featured specifications in order', () => {
    expect(keyInformation(hilux, 'litres')).toEqual([
      { label: 'Odometer', value: '48,210 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Body', value: 'Double Cab Pick Up' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Engine', value: '2.8 L' },
      { label: 'Drive', value: 'Four Wheel Drive' },
      { label: 'Colour', value: 'Glacier White' },
      { label: 'Seats', value: '5' },
    ])
  })

  it('leaves out what the car lacks', () => {
    expect(keyInformation(sparse, 'cc').map((entry) => entry.label)).toEqual(['Odometer', 'Transmission', 'Body'])
  })

  it("falls back to the simple fields and the variant's engine", () => {
    const simple = { ...hilux, body: '', fuel: null, drive: null, engine_size: null }
    expect(keyInformation(simple, 'cc')).toEqual(
      expect.arrayContaining([
        { label: 'Body', value: 'Ute' },
        { label: 'Fuel', value: 'Diesel' },
        { label: 'Drive', value: '4WD' },
        { label: 'Engine', value: '2,755 cc' },
      ]),
    )
  })
})

describe('allSpecifications', () => {
  it('lists everything known, formatted', () => {
    expect(allSpecifications(hilux, 'cc')).toEqual([
      { label: 'Condition', value: 'Used' },
      { label: 'Year', value: '2021' },
      { label: 'Odometer', value: '48,210 km' },
      { label: 'Make', value: 'Toyota' },
      { label: 'Model', value: 'HiLux' },
      { label: 'Badge', value: 'SR5' },
      { label: 'Series', value: 'GUN126R' },
      { label: 'Body', value: 'Double Cab Pick Up' },
      { label: 'Colour', value: 'Glacier White' },
      { label: 'Interior Colour', value: 'Black' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Gears', value: '6' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Drive', value: 'Four Wheel Drive' },
      { label: 'Engine', value: '2,755 cc' },
      { label: 'Cylinders', value: '4' },
      { label: 'Induction', value: 'Turbo Intercooled' },
      { label: 'Fuel Consumption', value: '7.6 L/100 km' },
      { label: 'Fuel Capacity', value: '80 L' },
      { label: 'Seats', value: '5' },
      { label: 'Doors', value: '4' },
      { label: 'Length', value: '5,325 mm' },
      { label: 'Width', value: '1,855 mm' },
      { label: 'Height', value: '1,815 mm' },
      { label: 'GVM', value: '3,050 kg' },
      { label: 'Braked Towing Capacity', value: '3,500 kg' },
      { label: 'Torque', value: '500 Nm' },
      { label: 'ANCAP Rating', value: '5 stars' },
      { label: 'Stock Number', value: 'U12345' },
      { label: 'VIN', value: 'MR0HA3CD200123456' },
      { label: 'Rego Plate', value: '123ABC' },
      { label: 'Rego Expiry', value: '09/03/2027' },
      { label: 'Build Date', value: '02/2021' },
      { label: 'Compliance Date', value: '03/2021' },
    ])
  })

  it('leaves out missing, zero and unreadable values', () => {
    expect(allSpecifications(sparse, 'litres').map((entry) => entry.label)).toEqual([
      'Condition',
      'Year',
      'Odometer',
      'Make',
      'Model',
      'Body',
      'Transmission',
      'Stock Number',
    ])
  })

  it('says star for a one-star rating', () => {
    const oneStar = { ...hilux, variant: { ...hilux.variant!, ancaprating: 1 } }
    expect(allSpecifications(oneStar, 'litres')).toContainEqual({ label: 'ANCAP Rating', value: '1 star' })
  })
})
