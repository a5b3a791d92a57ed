/**
 * carsales' CSN-DTO vehicle format as XML: the stock format carsales publishes for moving vehicles between systems
 * (github.com/carsales/csn-dto, `Vehicle`), which Australian dealer systems such as Dealer Studio send. A document is
 * a list of `<Vehicle>` elements (under any root, e.g. `<ArrayOfVehicle>` or `<Vehicles>`); each becomes one row in our
 * field names, as docs/features/stock-feeds.md tables them:
 *
 *   Identification/TypeValue (Type StockNumber, VIN) → stocknum, vin   Registration/Number, ExpiresUtc → regplate, rego_expiry
 *   Specification/Make, Model, Series → make, model, series            ReleaseDate/Year → year
 *   Specification/Attributes (Badge, BodyStyle, FuelType, GearType or Transmission, Drive, Doors, Seats) → badge,
 *     simple_body, simple_fuel, simple_transmission, simple_drive, doors, seats
 *   ListingType (New, Demo, Used) → car_type   SaleStatus (Available, Sold, …) → status   Description or Comment → dealercomments
 *   Colours/SimpleColour (Location Exterior, Interior) → colour, interior_colour   OdometerReadings/OdometerReading/Value → km
 *   PriceList/Price (Type DAP, EGC, …; the first) → price, price_type ("Drive Away", "Excl. Government Charges")
 *   Media/Photos/Photo/Url → images, in order
 *
 * Words are read without regard to case (senders differ: "Used", "used"); ./mapping turns them into ours. Anything
 * else in a vehicle is left out and named as an ignored field, so staff can map it.
 */
import { XMLParser } from 'fast-xml-parser'
import { FeedFileError, type ParsedFeed } from './feed-file'

/** Elements that repeat, read as lists even when a vehicle has one. */
const REPEATED = new Set(['Vehicle', 'TypeValue', 'SpecificationAttribute', 'SimpleColour', 'OdometerReading', 'Price', 'Photo'])

const PRICE_TYPES: Record<string, string> = {
  dap: 'Drive Away',
  egc: 'Excl. Government Charges',
  igc: 'Incl. Government Charges',
  rrp: 'RRP',
}

export function parseCsnXml(text: string): ParsedFeed {
  const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true, isArray: (name) => REPEATED.has(name) })
  let document: unknown
  try {
    document = parser.parse(text, true)
  } catch (error) {
    throw new FeedFileError(`not valid XML: ${error instanceof Error ? error.message : String(error)}`)
  }
  const vehicles = findVehicles(document)
  if (vehicles === null) throw new FeedFileError('expected CSN-DTO XML: a list of <Vehicle> elements')
  const parsed: ParsedFeed = { format: 'xml', rows: [], unreadable: [] }
  vehicles.forEach((vehicle, index) => {
    const number = index + 1
    const where = `vehicle ${number}`
    if (!isRecord(vehicle)) parsed.unreadable.push({ number, where, problem: 'expected a <Vehicle> element with fields' })
    else parsed.rows.push({ number, where, fields: csnVehicleFields(vehicle) })
  })
  return parsed
}

function findVehicles(node: unknown): unknown[] | null {
  if (!isRecord(node)) return null
  if (Array.isArray(node.Vehicle)) return node.Vehicle
  for (const child of Object.values(node)) {
    const found = findVehicles(child)
    if (found) return found
  }
  return null
}

/** One vehicle's fields in our names; what has no field of ours keeps its CSN path (ignored unless mapped). */
function csnVehicleFields(vehicle: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  const set = (field: string, value: unknown) => {
    if (typeof value === 'string' && value.trim() !== '') fields[field] = value.trim()
  }
  const typed = (list: unknown, type: string) =>
    asList(list).find((entry) => isRecord(entry) && text(entry.Type).toLowerCase() === type.toLowerCase()) as Record<string, unknown> | undefined

  const identification = child(vehicle, 'Identification')
  set('stocknum', text(typed(identification?.TypeValue, 'StockNumber')?.Value))
  set('vin', text(typed(identification?.TypeValue, 'VIN')?.Value))
  const registration = child(vehicle, 'Registration')
  set('regplate', text(registration?.Number))
  set('rego_expiry', text(registration?.ExpiresUtc).slice(0, 10))

  const specification = child(vehicle, 'Specification')
  set('make', text(specification?.Make))
  set('model', text(specification?.Model))
  set('series', text(specification?.Series))
  set('year', text(child(specification, 'ReleaseDate')?.Year))
  const attributes = asList(child(specification, 'Attributes')?.SpecificationAttribute).filter(isRecord)
  const attribute = (...names: string[]) => text(attributes.find((entry) => names.some((name) => text(entry.Name).toLowerCase() === name.toLowerCase()))?.Value)
  set('badge', attribute('Badge'))
  set('simple_body', attribute('BodyStyle', 'Body'))
  set('simple_fuel', attribute('FuelType', 'Fuel'))
  set('simple_transmission', attribute('GearType', 'Transmission'))
  set('simple_drive', attribute('Drive', 'DriveType'))
  set('doors', attribute('Doors'))
  set('seats', attribute('Seats'))

  set('car_type', text(vehicle.ListingType))
  set('status', text(vehicle.SaleStatus))
  set('dealercomments', text(vehicle.Description) || text(vehicle.Comment))

  const colours = asList(child(vehicle, 'Colours')?.SimpleColour).filter(isRecord)
  const colour = (location: string) => colours.find((entry) => text(entry.Location).toLowerCase() === location)
  set('colour', text(colour('exterior')?.Name) || text(colour('exterior')?.Generic))
  set('interior_colour', text(colour('interior')?.Name) || text(colour('interior')?.Generic))
  set('km', text(asList(child(vehicle, 'OdometerReadings')?.OdometerReading).filter(isRecord)[0]?.Value))

  const price = asList(child(vehicle, 'PriceList')?.Price).filter(isRecord)[0]
  set('price', text(price?.Amount))
  set('price_type', PRICE_TYPES[text(price?.Type).toLowerCase()] ?? text(price?.Type))

  const photos = asList(child(child(vehicle, 'Media'), 'Photos')?.Photo)
    .map((photo) => (isRecord(photo) ? text(photo.Url) : text(photo)))
    .filter((url) => url !== '')
  if (photos.length > 0) fields.images = photos

  // The seller names the yard in the sender's own ids: left for staff to map, or filled from the feed source.
  const seller = child(vehicle, 'Seller')
  if (seller) set('Seller.Identifier', text(seller.Identifier))
  return fields
}

function child(node: unknown, name: string): Record<string, unknown> | undefined {
  if (!isRecord(node)) return undefined
  const value = node[name]
  return isRecord(value) ? value : undefined
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value]
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
