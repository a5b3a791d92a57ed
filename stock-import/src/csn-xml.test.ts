import { describe, expect, it } from 'vitest'
import { planFeedImport } from './import'
import { mapFeed } from './mapping'
import { FeedFileError, parseFeed } from './parse'

const NOW = new Date('2026-11-29T00:00:00+10:00')
const DEFAULTS = {
  now: NOW,
  location: { id: 7, name: 'Bayside Toyota Cleveland', city: 'Cleveland', state: 'QLD', postcode: '4163' },
  dealership: { id: 3, name: 'Bayside Toyota' },
}

const vehicle = (stock: string, extra = '') => `
  <Vehicle>
    <Type>Car</Type>
    <ListingType>Used</ListingType>
    <SaleStatus>Available</SaleStatus>
    <Description>One owner. Full service history.</Description>
    <Identification>
      <TypeValue><Type>StockNumber</Type><Value>${stock}</Value></TypeValue>
      <TypeValue><Type>VIN</Type><Value>MR0FA3CD100123456</Value></TypeValue>
    </Identification>
    <Registration><State>QLD</State><Number>123ABC</Number><ExpiresUtc>2027-06-01T00:00:00Z</ExpiresUtc></Registration>
    <Specification>
      <Make>Toyota</Make><Model>HiLux</Model><Series>GUN126R</Series>
      <ReleaseDate><Year>2021</Year></ReleaseDate>
      <Attributes>
        <SpecificationAttribute><Name>Badge</Name><Value>SR5</Value></SpecificationAttribute>
        <SpecificationAttribute><Name>BodyStyle</Name><Value>Ute</Value></SpecificationAttribute>
        <SpecificationAttribute><Name>FuelType</Name><Value>Diesel</Value></SpecificationAttribute>
        <SpecificationAttribute><Name>GearType</Name><Value>Automatic</Value></SpecificationAttribute>
      </Attributes>
    </Specification>
    <Colours><SimpleColour><Location>Exterior</Location><Generic>White</Generic><Name>Glacier White</Name></SimpleColour></Colours>
    <OdometerReadings><OdometerReading><Value>52300</Value><UnitOfMeasure>Km</UnitOfMeasure></OdometerReading></OdometerReadings>
    <PriceList><Price><Type>DAP</Type><Currency>AUD</Currency><Amount>48990</Amount></Price></PriceList>
    <Media><Photos>
      <Photo><Url>https://photos.example.com/${stock}/1.jpg</Url></Photo>
      <Photo><Url>https://photos.example.com/${stock}/2.jpg</Url></Photo>
    </Photos></Media>
    ${extra}
  </Vehicle>`

describe('CSN-DTO XML feeds', () => {
  it('reads each <Vehicle> into our fields', () => {
    const xml = `<?xml version="1.0"?><ArrayOfVehicle>${vehicle('B2001')}${vehicle('B2002')}</ArrayOfVehicle>`
    const plan = planFeedImport(mapFeed(parseFeed(xml, 'xml'), [], DEFAULTS), { tenant: 'bayside-toyota', now: NOW })
    expect(plan.rejected).toEqual([])
    expect(plan.cars).toHaveLength(2)
    expect(plan.cars[0]).toMatchObject({
      stocknum: 'B2001',
      vin: 'MR0FA3CD100123456',
      regplate: '123ABC',
      rego_expiry: '2027-06-01',
      make: 'Toyota',
      model: 'HiLux',
      series: 'GUN126R',
      badge: 'SR5',
      year: 2021,
      car_type: 'used',
      status: 'in_stock',
      price: 48_990,
      price_type: 'Drive Away',
      km: 52_300,
      colour: 'Glacier White',
      simple_body: 'Ute',
      simple_transmission: 'Automatic',
      dealercomments: 'One owner. Full service history.',
      primary_image_url: 'https://photos.example.com/B2001/1.jpg',
      photos_count: 2,
    })
  })

  it('names a vehicle by its position when it has a problem', () => {
    const broken = vehicle('B2003').replace('<Amount>48990</Amount>', '<Amount>POA</Amount>')
    const plan = planFeedImport(mapFeed(parseFeed(`<Vehicles>${vehicle('B2001')}${broken}</Vehicles>`, 'xml'), [], DEFAULTS), {
      tenant: 'bayside-toyota',
      now: NOW,
    })
    expect(plan.rejected.map((row) => [row.where, row.stocknum, row.problems[0]?.field])).toEqual([['vehicle 2', 'B2003', 'price']])
  })

  it('refuses a document that is not XML or has no vehicles', () => {
    expect(() => parseFeed('<ArrayOfVehicle><Vehicle>', 'xml')).toThrow(FeedFileError)
    expect(() => parseFeed('<Dealers><Dealer/></Dealers>', 'xml')).toThrow(/list of <Vehicle> elements/)
  })
})
