import { describe, expect, it } from 'vitest'
import { BODY_TYPES } from './body-types'
import { compileSentenceVocabulary, LOW_KM, readSearchSentence, type ReadSentence } from './search-sentence'

/** A site's stock words: the demo's makes and models, and some other sites'. */
const vocabulary = compileSentenceVocabulary({
  makes: [
    'Toyota',
    'Mazda',
    'Hyundai',
    'Kia',
    'Ford',
    'Mitsubishi',
    'Nissan',
    'Subaru',
    'Volkswagen',
    'Isuzu',
    'Tesla',
    'BYD',
    'MG',
    'Honda',
    'BMW',
    'Mercedes-Benz',
    'Land Rover',
    'Holden',
  ],
  models: [
    'Toyota:HiLux',
    'Toyota:RAV4',
    'Toyota:Corolla',
    'Toyota:Camry',
    'Toyota:LandCruiser',
    'Toyota:LandCruiser Prado',
    'Mazda:CX-5',
    'Mazda:CX-9',
    'Mazda:Mazda3',
    'Mazda:BT-50',
    'Mazda:MX-5',
    'Hyundai:i30',
    'Hyundai:Tucson',
    'Hyundai:Ioniq 5',
    'Hyundai:Santa Fe',
    'Kia:Sportage',
    'Kia:Cerato',
    'Kia:EV6',
    'Kia:Carnival',
    'Ford:Ranger',
    'Ford:Everest',
    'Mitsubishi:Triton',
    'Mitsubishi:Outlander',
    'Mitsubishi:ASX',
    'Nissan:Navara',
    'Nissan:X-Trail',
    'Nissan:Patrol',
    'Subaru:Forester',
    'Subaru:Outback',
    'Subaru:Crosstrek',
    'Volkswagen:Amarok',
    'Volkswagen:Golf',
    'Isuzu:D-Max',
    'Isuzu:MU-X',
    'Tesla:Model Y',
    'BYD:Atto 3',
    'BYD:Seal',
    'MG:ZS',
    'MG:MG4',
    'Honda:Civic',
    'Honda:CR-V',
    'BMW:3 Series',
    'BMW:7 Series',
    'BMW:X5',
    'Mercedes-Benz:C-Class',
    'Land Rover:Defender',
    'Holden:Commodore',
  ],
  bodies: ['Sedan', 'Hatch', 'SUV', 'Ute', 'Wagon', 'Coupe', 'Van', 'People Mover', 'Convertible', 'Cab Chassis'],
  colours: [
    'Glacier White',
    'Crystal Pearl',
    'Silver Sky',
    'Graphite Grey',
    'Eclipse Black',
    'Soul Red',
    'Deep Blue',
    'Eclipse Blue',
    'Oxide Bronze',
    'Olive Green',
    'Sunset Orange',
    'White',
  ],
  fuels: ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid'],
  transmissions: ['Automatic', 'Manual'],
  drives: ['FWD', 'RWD', 'AWD', '4WD'],
  seats: ['2', '4', '5', '7', '8'],
})

const read = (text: string) => readSearchSentence(text, vocabulary, 2026)
const nothing: ReadSentence = { refinements: {}, ranges: {}, query: '' }
const expected = (found: Partial<ReadSentence>): ReadSentence => ({ ...nothing, ...found })

const hilux = { make: ['Toyota'], make_model: ['Toyota:HiLux'] }
const ranger = { make: ['Ford'], make_model: ['Ford:Ranger'] }
const white = ['Glacier White', 'White']

/** [what a shopper types, what it means]: each row is a test of its own. */
const PHRASES: Array<[string, Partial<ReadSentence>]> = [
  // The issue's own examples.
  [
    'white hilux under 40k auto',
    { refinements: { colour: white, ...hilux, simple_transmission: ['Automatic'] }, ranges: { price: { min: null, max: 40_000 } } },
  ],
  ['family suv diesel 7 seats', { refinements: { simple_body: ['SUV'], simple_fuel: ['Diesel'], seats: ['7'] } }],
  // Makes.
  ['toyota', { refinements: { make: ['Toyota'] } }],
  ['Toyota', { refinements: { make: ['Toyota'] } }],
  ['TOYOTA', { refinements: { make: ['Toyota'] } }],
  ['mazda', { refinements: { make: ['Mazda'] } }],
  ['vw', { refinements: { make: ['Volkswagen'] } }],
  ['volkswagon', { refinements: { make: ['Volkswagen'] } }],
  ['merc', { refinements: { make: ['Mercedes-Benz'] } }],
  ['mercedes benz', { refinements: { make: ['Mercedes-Benz'] } }],
  ['mercedes-benz', { refinements: { make: ['Mercedes-Benz'] } }],
  ['land rover', { refinements: { make: ['Land Rover'] } }],
  ['landrover', { refinements: { make: ['Land Rover'] } }],
  ['bmw', { refinements: { make: ['BMW'] } }],
  ['byd', { refinements: { make: ['BYD'] } }],
  ['toyota or mazda', { refinements: { make: ['Toyota', 'Mazda'] } }],
  ['ford and holden', { refinements: { make: ['Ford', 'Holden'] } }],
  // Models, their makes implied.
  ['hilux', { refinements: hilux }],
  ['HiLux', { refinements: hilux }],
  ['hi lux', { refinements: hilux }],
  ['toyota hilux', { refinements: hilux }],
  ['ranger', { refinements: ranger }],
  ['ford ranger', { refinements: ranger }],
  ['corolla', { refinements: { make: ['Toyota'], make_model: ['Toyota:Corolla'] } }],
  ['rav4', { refinements: { make: ['Toyota'], make_model: ['Toyota:RAV4'] } }],
  ['rav 4', { refinements: { make: ['Toyota'], make_model: ['Toyota:RAV4'] } }],
  ['cx5', { refinements: { make: ['Mazda'], make_model: ['Mazda:CX-5'] } }],
  ['cx-5', { refinements: { make: ['Mazda'], make_model: ['Mazda:CX-5'] } }],
  ['cx 5', { refinements: { make: ['Mazda'], make_model: ['Mazda:CX-5'] } }],
  ['mazda 3', { refinements: { make: ['Mazda'], make_model: ['Mazda:Mazda3'] } }],
  ['mazda3', { refinements: { make: ['Mazda'], make_model: ['Mazda:Mazda3'] } }],
  ['bt50', { refinements: { make: ['Mazda'], make_model: ['Mazda:BT-50'] } }],
  ['bt-50', { refinements: { make: ['Mazda'], make_model: ['Mazda:BT-50'] } }],
  ['mx5', { refinements: { make: ['Mazda'], make_model: ['Mazda:MX-5'] } }],
  ['i30', { refinements: { make: ['Hyundai'], make_model: ['Hyundai:i30'] } }],
  ['ioniq 5', { refinements: { make: ['Hyundai'], make_model: ['Hyundai:Ioniq 5'] } }],
  ['ioniq', { refinements: { make: ['Hyundai'], make_model: ['Hyundai:Ioniq 5'] } }],
  ['santa fe', { refinements: { make: ['Hyundai'], make_model: ['Hyundai:Santa Fe'] } }],
  ['ev6', { refinements: { make: ['Kia'], make_model: ['Kia:EV6'] } }],
  ['carnival', { refinements: { make: ['Kia'], make_model: ['Kia:Carnival'] } }],
  ['x-trail', { refinements: { make: ['Nissan'], make_model: ['Nissan:X-Trail'] } }],
  ['xtrail', { refinements: { make: ['Nissan'], make_model: ['Nissan:X-Trail'] } }],
  ['x trail', { refinements: { make: ['Nissan'], make_model: ['Nissan:X-Trail'] } }],
  ['dmax', { refinements: { make: ['Isuzu'], make_model: ['Isuzu:D-Max'] } }],
  ['d-max', { refinements: { make: ['Isuzu'], make_model: ['Isuzu:D-Max'] } }],
  ['mux', { refinements: { make: ['Isuzu'], make_model: ['Isuzu:MU-X'] } }],
  ['mu-x', { refinements: { make: ['Isuzu'], make_model: ['Isuzu:MU-X'] } }],
  ['model y', { refinements: { make: ['Tesla'], make_model: ['Tesla:Model Y'] } }],
  ['tesla model y', { refinements: { make: ['Tesla'], make_model: ['Tesla:Model Y'] } }],
  ['atto 3', { refinements: { make: ['BYD'], make_model: ['BYD:Atto 3'] } }],
  ['mg zs', { refinements: { make: ['MG'], make_model: ['MG:ZS'] } }],
  ['mg4', { refinements: { make: ['MG'], make_model: ['MG:MG4'] } }],
  ['crv', { refinements: { make: ['Honda'], make_model: ['Honda:CR-V'] } }],
  ['cr-v', { refinements: { make: ['Honda'], make_model: ['Honda:CR-V'] } }],
  ['honda crv', { refinements: { make: ['Honda'], make_model: ['Honda:CR-V'] } }],
  ['c class', { refinements: { make: ['Mercedes-Benz'], make_model: ['Mercedes-Benz:C-Class'] } }],
  ['defender', { refinements: { make: ['Land Rover'], make_model: ['Land Rover:Defender'] } }],
  ['commodore', { refinements: { make: ['Holden'], make_model: ['Holden:Commodore'] } }],
  ['3 series', { refinements: { make: ['BMW'], make_model: ['BMW:3 Series'] } }],
  ['bmw x5', { refinements: { make: ['BMW'], make_model: ['BMW:X5'] } }],
  ['hilux or ranger', { refinements: { make: ['Toyota', 'Ford'], make_model: ['Toyota:HiLux', 'Ford:Ranger'] } }],
  // Short forms.
  ['cruiser', { refinements: { make: ['Toyota'], make_model: ['Toyota:LandCruiser', 'Toyota:LandCruiser Prado'] } }],
  ['landcruiser', { refinements: { make: ['Toyota'], make_model: ['Toyota:LandCruiser'] } }],
  ['land cruiser', { refinements: { make: ['Toyota'], make_model: ['Toyota:LandCruiser'] } }],
  ['lc300', { refinements: { make: ['Toyota'], make_model: ['Toyota:LandCruiser'] } }],
  ['lc200', { refinements: { make: ['Toyota'], make_model: ['Toyota:LandCruiser'] } }],
  ['prado', { refinements: { make: ['Toyota'], make_model: ['Toyota:LandCruiser Prado'] } }],
  ['landcruiser prado', { refinements: { make: ['Toyota'], make_model: ['Toyota:LandCruiser Prado'] } }],
  // Typos within one edit.
  ['hilx', { refinements: hilux }],
  ['hiluxx', { refinements: hilux }],
  ['hulix', { query: 'hulix' }],
  ['hiulx', { refinements: hilux }],
  ['hiluz', { refinements: hilux }],
  ['corola', { refinements: { make: ['Toyota'], make_model: ['Toyota:Corolla'] } }],
  ['corrolla', { refinements: { make: ['Toyota'], make_model: ['Toyota:Corolla'] } }],
  ['corrola', { query: 'corrola' }],
  ['toyta', { refinements: { make: ['Toyota'] } }],
  ['toyot hilux', { refinements: hilux }],
  ['rnager', { refinements: ranger }],
  ['outlandr', { refinements: { make: ['Mitsubishi'], make_model: ['Mitsubishi:Outlander'] } }],
  ['forrester', { refinements: { make: ['Subaru'], make_model: ['Subaru:Forester'] } }],
  ['mitsubishi triton', { refinements: { make: ['Mitsubishi'], make_model: ['Mitsubishi:Triton'] } }],
  ['navarra', { refinements: { make: ['Nissan'], make_model: ['Nissan:Navara'] } }],
  ['hiluxes', { query: 'hiluxes' }],
  // Bodies, in en-AU words.
  ['ute', { refinements: { simple_body: ['Ute'] } }],
  ['utes', { refinements: { simple_body: ['Ute'] } }],
  ['dual cab ute', { refinements: { simple_body: ['Ute'] } }],
  ['pickup', { refinements: { simple_body: ['Ute'] } }],
  ['wagon', { refinements: { simple_body: ['Wagon'] } }],
  ['station wagon', { refinements: { simple_body: ['Wagon'] } }],
  ['hatch', { refinements: { simple_body: ['Hatch'] } }],
  ['hatchback', { refinements: { simple_body: ['Hatch'] } }],
  ['sedan', { refinements: { simple_body: ['Sedan'] } }],
  ['suv', { refinements: { simple_body: ['SUV'] } }],
  ['SUVs', { refinements: { simple_body: ['SUV'] } }],
  ['people mover', { refinements: { simple_body: ['People Mover'] } }],
  ['people movers', { refinements: { simple_body: ['People Mover'] } }],
  ['van', { refinements: { simple_body: ['Van'] } }],
  ['coupe', { refinements: { simple_body: ['Coupe'] } }],
  ['convertible', { refinements: { simple_body: ['Convertible'] } }],
  ['cab chassis', { refinements: { simple_body: ['Cab Chassis'] } }],
  ['4x4', { refinements: { simple_drive: ['4WD'] } }],
  ['4x4 ute', { refinements: { simple_drive: ['4WD'], simple_body: ['Ute'] } }],
  // Colours.
  ['white', { refinements: { colour: white } }],
  ['black', { refinements: { colour: ['Eclipse Black'] } }],
  ['blue', { refinements: { colour: ['Deep Blue', 'Eclipse Blue'] } }],
  ['grey', { refinements: { colour: ['Graphite Grey'] } }],
  ['gray', { refinements: { colour: ['Graphite Grey'] } }],
  ['red car', { refinements: { colour: ['Soul Red'] } }],
  ['silver', { refinements: { colour: ['Silver Sky'] } }],
  ['purple', { query: 'purple' }],
  // Fuel.
  ['diesel', { refinements: { simple_fuel: ['Diesel'] } }],
  ['petrol', { refinements: { simple_fuel: ['Petrol'] } }],
  ['unleaded', { refinements: { simple_fuel: ['Petrol'] } }],
  ['hybrid', { refinements: { simple_fuel: ['Hybrid'] } }],
  ['plug in hybrid', { refinements: { simple_fuel: ['Plug-in Hybrid'] } }],
  ['phev', { refinements: { simple_fuel: ['Plug-in Hybrid'] } }],
  ['electric', { refinements: { simple_fuel: ['Electric'] } }],
  ['ev', { refinements: { simple_fuel: ['Electric'] } }],
  ['electric car', { refinements: { simple_fuel: ['Electric'] } }],
  ['camry hybrid', { refinements: { make: ['Toyota'], make_model: ['Toyota:Camry'], simple_fuel: ['Hybrid'] } }],
  // Transmission.
  ['auto', { refinements: { simple_transmission: ['Automatic'] } }],
  ['automatic', { refinements: { simple_transmission: ['Automatic'] } }],
  ['manual', { refinements: { simple_transmission: ['Manual'] } }],
  ['manual ute', { refinements: { simple_transmission: ['Manual'], simple_body: ['Ute'] } }],
  // Drive.
  ['4wd', { refinements: { simple_drive: ['4WD'] } }],
  ['four wheel drive', { refinements: { simple_drive: ['4WD'] } }],
  ['awd', { refinements: { simple_drive: ['AWD'] } }],
  ['all wheel drive', { refinements: { simple_drive: ['AWD'] } }],
  ['2wd', { refinements: { simple_drive: ['FWD'] } }],
  ['rwd', { refinements: { simple_drive: ['RWD'] } }],
  // Seats.
  ['7 seater', { refinements: { seats: ['7'] } }],
  ['7-seater', { refinements: { seats: ['7'] } }],
  ['seven seater', { refinements: { seats: ['7'] } }],
  ['8 seats', { refinements: { seats: ['8'] } }],
  ['7 seater suv', { refinements: { seats: ['7'], simple_body: ['SUV'] } }],
  // Condition.
  ['new', { refinements: { car_type: ['new'] } }],
  ['used', { refinements: { car_type: ['used'] } }],
  ['second hand', { refinements: { car_type: ['used'] } }],
  ['pre-owned', { refinements: { car_type: ['used'] } }],
  ['demo', { refinements: { car_type: ['demo'] } }],
  ['ex demo', { refinements: { car_type: ['demo'] } }],
  ['new or demo', { refinements: { car_type: ['new', 'demo'] } }],
  ['used hilux', { refinements: { car_type: ['used'], ...hilux } }],
  // Price.
  ['under 40k', { ranges: { price: { min: null, max: 40_000 } } }],
  ['under $40,000', { ranges: { price: { min: null, max: 40_000 } } }],
  ['under 40000', { ranges: { price: { min: null, max: 40_000 } } }],
  ['below 25k', { ranges: { price: { min: null, max: 25_000 } } }],
  ['less than 30 grand', { ranges: { price: { min: null, max: 30_000 } } }],
  ['up to $35k', { ranges: { price: { min: null, max: 35_000 } } }],
  ['max 20k', { ranges: { price: { min: null, max: 20_000 } } }],
  ['over 50k', { ranges: { price: { min: 50_000, max: null } } }],
  ['more than $60,000', { ranges: { price: { min: 60_000, max: null } } }],
  ['$25,000-$35,000', { ranges: { price: { min: 25_000, max: 35_000 } } }],
  ['$25,000 - $35,000', { ranges: { price: { min: 25_000, max: 35_000 } } }],
  ['25k to 35k', { ranges: { price: { min: 25_000, max: 35_000 } } }],
  ['20-30k', { ranges: { price: { min: 20_000, max: 30_000 } } }],
  ['between 20 and 30 grand', { ranges: { price: { min: 20_000, max: 30_000 } } }],
  ['around 20k', { ranges: { price: { min: 18_000, max: 22_000 } } }],
  ['about $30,000', { ranges: { price: { min: 27_000, max: 33_000 } } }],
  ['40k', { ranges: { price: { min: null, max: 40_000 } } }],
  ['$30,000', { ranges: { price: { min: null, max: 30_000 } } }],
  ['30 grand', { ranges: { price: { min: null, max: 30_000 } } }],
  ['25.5k', { ranges: { price: { min: null, max: 25_500 } } }],
  ['under 1.2m', { ranges: { price: { min: null, max: 1_200_000 } } }],
  // Kilometres.
  ['under 50,000 km', { ranges: { km: { min: null, max: 50_000 } } }],
  ['under 50000km', { ranges: { km: { min: null, max: 50_000 } } }],
  ['less than 80k kms', { ranges: { km: { min: null, max: 80_000 } } }],
  ['100,000 km or less', { ranges: { km: { min: null, max: 100_000 } } }],
  ['over 100000 km', { ranges: { km: { min: 100_000, max: null } } }],
  ['low km', { ranges: { km: { min: null, max: LOW_KM } } }],
  ['low kms', { ranges: { km: { min: null, max: LOW_KM } } }],
  ['low mileage corolla', { refinements: { make: ['Toyota'], make_model: ['Toyota:Corolla'] }, ranges: { km: { min: null, max: LOW_KM } } }],
  // Years.
  ['2020 or newer', { ranges: { year: { min: 2020, max: null } } }],
  ['2019+', { ranges: { year: { min: 2019, max: null } } }],
  ['2019 onwards', { ranges: { year: { min: 2019, max: null } } }],
  ['newer than 2018', { ranges: { year: { min: 2019, max: null } } }],
  ['after 2018', { ranges: { year: { min: 2019, max: null } } }],
  ['from 2020', { ranges: { year: { min: 2020, max: null } } }],
  ['before 2015', { ranges: { year: { min: null, max: 2014 } } }],
  ['2015 or older', { ranges: { year: { min: null, max: 2015 } } }],
  ['2015-2018', { ranges: { year: { min: 2015, max: 2018 } } }],
  ['2015 to 2018', { ranges: { year: { min: 2015, max: 2018 } } }],
  ['2019 hilux', { refinements: hilux, ranges: { year: { min: 2019, max: 2019 } } }],
  ['hilux 2019', { refinements: hilux, ranges: { year: { min: 2019, max: 2019 } } }],
  // Weekly budget.
  ['$150 a week', { ranges: { weekly_price: { min: null, max: 150 } } }],
  ['150 per week', { ranges: { weekly_price: { min: null, max: 150 } } }],
  ['under $200 a week', { ranges: { weekly_price: { min: null, max: 200 } } }],
  ['$120pw', { ranges: { weekly_price: { min: null, max: 120 } } }],
  ['around $100 weekly', { ranges: { weekly_price: { min: 90, max: 110 } } }],
  // Together.
  [
    'used white hilux sr5 2019+ under 50k',
    {
      refinements: { car_type: ['used'], colour: white, ...hilux },
      ranges: { year: { min: 2019, max: null }, price: { min: null, max: 50_000 } },
      query: 'sr5',
    },
  ],
  [
    'diesel 4x4 ute under 40k low km',
    {
      refinements: { simple_fuel: ['Diesel'], simple_drive: ['4WD'], simple_body: ['Ute'] },
      ranges: { price: { min: null, max: 40_000 }, km: { min: null, max: LOW_KM } },
    },
  ],
  ['I want a cheap automatic hatch for my daughter', { refinements: { simple_transmission: ['Automatic'], simple_body: ['Hatch'] }, query: 'daughter' }],
  [
    'red mazda cx-5 awd 2021',
    { refinements: { colour: ['Soul Red'], make: ['Mazda'], make_model: ['Mazda:CX-5'], simple_drive: ['AWD'] }, ranges: { year: { min: 2021, max: 2021 } } },
  ],
  ['hybrid suv around $45k', { refinements: { simple_fuel: ['Hybrid'], simple_body: ['SUV'] }, ranges: { price: { min: 40_500, max: 49_500 } } }],
  ['electric car under $150 a week', { refinements: { simple_fuel: ['Electric'] }, ranges: { weekly_price: { min: null, max: 150 } } }],
  ['new ranger 4wd manual', { refinements: { car_type: ['new'], ...ranger, simple_drive: ['4WD'], simple_transmission: ['Manual'] } }],
  ['8 seater people mover', { refinements: { seats: ['8'], simple_body: ['People Mover'] } }],
  [
    '2018-2020 corolla hatch under 80,000 km',
    {
      refinements: { make: ['Toyota'], make_model: ['Toyota:Corolla'], simple_body: ['Hatch'] },
      ranges: { year: { min: 2018, max: 2020 }, km: { min: null, max: 80_000 } },
    },
  ],
  // What must not be over-read.
  ['Ford Ranger Raptor', { refinements: ranger, query: 'Raptor' }],
  ['7 series', { refinements: { make: ['BMW'], make_model: ['BMW:7 Series'] } }],
  ['hilux sr5', { refinements: hilux, query: 'sr5' }],
  ['hilux workmate', { refinements: hilux, query: 'workmate' }],
  ['sunroof', { query: 'sunroof' }],
  ['tow bar', { query: 'tow bar' }],
  ['stock 12345', { query: 'stock 12345' }],
  ['under 5', { query: '5' }],
  ['2 to 3', { query: '2 3' }],
  ['model', { query: 'model' }],
  ['seal', { refinements: { make: ['BYD'], make_model: ['BYD:Seal'] } }],
  ['outback', { refinements: { make: ['Subaru'], make_model: ['Subaru:Outback'] } }],
  ['golf gti', { refinements: { make: ['Volkswagen'], make_model: ['Volkswagen:Golf'] }, query: 'gti' }],
  ['', {}],
  ['   ', {}],
  ['the', {}],
]

describe('readSearchSentence', () => {
  it.each(PHRASES)('reads “%s”', (text, meaning) => {
    expect(read(text)).toEqual(expected(meaning))
  })

  it('has at least 150 phrases', () => {
    expect(PHRASES.length).toBeGreaterThanOrEqual(150)
  })

  it('keeps what it could not place as typed, in order', () => {
    expect(read('Hilux with Bull Bar and Snorkel').query).toBe('Bull Bar Snorkel')
  })

  it('reads only what the site stocks: a model it does not list is text', () => {
    const small = compileSentenceVocabulary({
      makes: ['Kia'],
      models: ['Kia:Rio'],
      bodies: ['Hatch'],
      colours: [],
      fuels: [],
      transmissions: [],
      drives: [],
      seats: [],
    })
    expect(readSearchSentence('hilux ute', small, 2026)).toEqual(expected({ query: 'hilux ute' }))
    expect(readSearchSentence('rio hatch', small, 2026)).toEqual(expected({ refinements: { make: ['Kia'], make_model: ['Kia:Rio'], simple_body: ['Hatch'] } }))
  })

  it('gives a typo no reading when two names are as close', () => {
    const twins = compileSentenceVocabulary({
      makes: [],
      models: ['A:Corsa', 'B:Corso'],
      bodies: [],
      colours: [],
      fuels: [],
      transmissions: [],
      drives: [],
      seats: [],
    })
    expect(readSearchSentence('corsi', twins, 2026)).toEqual(expected({ query: 'corsi' }))
  })
})

describe('body types in a sentence (spec 001 §9)', () => {
  /** A site stocking every one of the 20 types, under their labels; no fuels or drives, so "ev" and "4x4" are free. */
  const allBodies = (bodies: string[], others: Partial<Parameters<typeof compileSentenceVocabulary>[0]> = {}) =>
    compileSentenceVocabulary({ makes: [], models: [], bodies, colours: [], fuels: [], transmissions: [], drives: [], seats: [], ...others })
  const labels = BODY_TYPES.map((body) => body.label)
  const everyBody = allBodies(labels)

  it.each(BODY_TYPES.map((body) => [body.key, body.label] as const))("finds %s by its label's words", (_, label) => {
    const found = readSearchSentence(`${label.toLowerCase()} for sale`, everyBody, 2026)
    expect(found.refinements.simple_body).toContain(label)
    expect(found.query).toBe('sale')
  })

  it.each(BODY_TYPES.flatMap((body) => body.words.map((word) => [word, body.label] as const)))('reads %j as %s', (word, label) => {
    expect(readSearchSentence(word, everyBody, 2026).refinements.simple_body).toContain(label)
  })

  it('finds the same body under either of its names where the site has both', () => {
    expect(readSearchSentence('hatch', everyBody, 2026).refinements.simple_body).toEqual(['Hatch', 'Hatchback'])
    expect(readSearchSentence('station wagon', everyBody, 2026).refinements.simple_body).toEqual(['Wagon', 'Station Wagon'])
    expect(readSearchSentence('convertible', everyBody, 2026).refinements.simple_body).toEqual(['Convertible', 'Softtop'])
    expect(readSearchSentence('convertible', allBodies(['Convertible', 'Hardtop']), 2026).refinements.simple_body).toEqual(['Convertible'])
    expect(readSearchSentence('soft top', everyBody, 2026).refinements.simple_body).toEqual(['Convertible', 'Softtop'])
  })

  it('finds a body however the site writes it', () => {
    const odd = allBodies(['suv', 'cabChassis', 'Station-Wagon'])
    expect(readSearchSentence('suv', odd, 2026).refinements.simple_body).toEqual(['suv'])
    expect(readSearchSentence('cab chassis', odd, 2026).refinements.simple_body).toEqual(['cabChassis'])
    expect(readSearchSentence('wagon', odd, 2026).refinements.simple_body).toEqual(['Station-Wagon'])
  })

  it('leaves "ev" and "4x4" as the fuel and the drive where the site stocks those', () => {
    const both = allBodies(labels, { fuels: ['Electric'], drives: ['4WD'] })
    expect(readSearchSentence('ev', both, 2026).refinements).toEqual({ simple_fuel: ['Electric'] })
    expect(readSearchSentence('4x4', both, 2026).refinements).toEqual({ simple_drive: ['4WD'] })
    expect(readSearchSentence('motorhome', both, 2026).refinements).toEqual({ simple_body: ['Motorhome'] })
  })

  it('reads no body the site does not stock', () => {
    expect(readSearchSentence('motorhome', allBodies(['SUV']), 2026)).toEqual(expected({ query: 'motorhome' }))
  })
})
