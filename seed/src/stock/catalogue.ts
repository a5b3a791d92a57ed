/**
 * Real makes and models sold in Australia, with the specifications the demo feed needs. Figures are
 * typical for the model line (rounded), not any one variant's official data.
 */
export type Body = 'Sedan' | 'Hatch' | 'SUV' | 'Ute' | 'Wagon' | 'Coupe' | 'Van' | 'People Mover'
type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'Plug-in Hybrid'
export type Drive = 'FWD' | 'RWD' | 'AWD' | '4WD'

export interface CatalogueModel {
  make: string
  model: string
  badges: string[]
  body: Body
  fuel: Fuel
  drive: Drive
  transmission: 'Automatic' | 'Manual'
  seats: number
  doors: number
  /** Engine displacement in cc; null for electric. */
  engineCc: number | null
  cylinders: number | null
  induction: 'Aspirated' | 'Turbo' | null
  /** Combined consumption, L/100km; null for electric. */
  fuelConsumption: number | null
  fuelCapacity: number | null
  torqueNm: number
  towingKg: number
  lengthMm: number
  widthMm: number
  heightMm: number
  gvmKg: number
  ancap: number
  /** New price range in AUD, drive away. */
  rrp: [number, number]
  /** First model year sold in the current shape, for used stock. */
  since: number
}

type Spec = Omit<CatalogueModel, 'make' | 'model' | 'badges'>

const suv = (o: Partial<Spec>): Spec => ({
  body: 'SUV',
  fuel: 'Petrol',
  drive: 'AWD',
  transmission: 'Automatic',
  seats: 5,
  doors: 5,
  engineCc: 2487,
  cylinders: 4,
  induction: 'Aspirated',
  fuelConsumption: 7.4,
  fuelCapacity: 58,
  torqueNm: 252,
  towingKg: 1800,
  lengthMm: 4600,
  widthMm: 1855,
  heightMm: 1685,
  gvmKg: 2200,
  ancap: 5,
  rrp: [38000, 52000],
  since: 2018,
  ...o,
})
const ute = (o: Partial<Spec>): Spec => ({
  body: 'Ute',
  fuel: 'Diesel',
  drive: '4WD',
  transmission: 'Automatic',
  seats: 5,
  doors: 4,
  engineCc: 2755,
  cylinders: 4,
  induction: 'Turbo',
  fuelConsumption: 8.4,
  fuelCapacity: 80,
  torqueNm: 500,
  towingKg: 3500,
  lengthMm: 5325,
  widthMm: 1900,
  heightMm: 1815,
  gvmKg: 3100,
  ancap: 5,
  rrp: [48000, 72000],
  since: 2016,
  ...o,
})
const hatch = (o: Partial<Spec>): Spec => ({
  body: 'Hatch',
  fuel: 'Petrol',
  drive: 'FWD',
  transmission: 'Automatic',
  seats: 5,
  doors: 5,
  engineCc: 1987,
  cylinders: 4,
  induction: 'Aspirated',
  fuelConsumption: 6.2,
  fuelCapacity: 50,
  torqueNm: 200,
  towingKg: 1200,
  lengthMm: 4370,
  widthMm: 1790,
  heightMm: 1435,
  gvmKg: 1800,
  ancap: 5,
  rrp: [28000, 38000],
  since: 2019,
  ...o,
})
const sedan = (o: Partial<Spec>): Spec => ({ ...hatch({}), body: 'Sedan', doors: 4, lengthMm: 4880, heightMm: 1445, rrp: [36000, 48000], ...o })
const ev = (o: Partial<Spec>): Spec =>
  suv({
    fuel: 'Electric',
    engineCc: null,
    cylinders: null,
    induction: null,
    fuelConsumption: null,
    fuelCapacity: null,
    torqueNm: 310,
    towingKg: 750,
    drive: 'RWD',
    rrp: [45000, 70000],
    since: 2021,
    ...o,
  })

const m = (make: string, model: string, badges: string[], spec: Spec): CatalogueModel => ({ make, model, badges, ...spec })

export const CATALOGUE: CatalogueModel[] = [
  m('Toyota', 'HiLux', ['Workmate', 'SR', 'SR5', 'Rogue', 'GR Sport'], ute({ rrp: [42000, 78000], since: 2015 })),
  m('Toyota', 'RAV4', ['GX', 'GXL', 'Cruiser', 'Edge'], suv({ fuel: 'Hybrid', fuelConsumption: 4.8, rrp: [40000, 58000] })),
  m('Toyota', 'Corolla', ['Ascent Sport', 'SX', 'ZR'], hatch({ fuel: 'Hybrid', engineCc: 1798, fuelConsumption: 4.0 })),
  m(
    'Toyota',
    'LandCruiser 300',
    ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport'],
    suv({
      fuel: 'Diesel',
      drive: '4WD',
      seats: 7,
      engineCc: 3346,
      cylinders: 6,
      induction: 'Turbo',
      fuelConsumption: 8.9,
      fuelCapacity: 110,
      torqueNm: 700,
      towingKg: 3500,
      lengthMm: 4985,
      widthMm: 1980,
      heightMm: 1950,
      gvmKg: 3280,
      rrp: [95000, 145000],
      since: 2021,
    }),
  ),
  m('Toyota', 'Camry', ['Ascent', 'SX', 'SL'], sedan({ fuel: 'Hybrid', engineCc: 2487, fuelConsumption: 4.5, rrp: [38000, 52000] })),
  m(
    'Toyota',
    'Kluger',
    ['GX', 'GXL', 'Grande'],
    suv({ seats: 7, engineCc: 2487, fuel: 'Hybrid', fuelConsumption: 5.6, lengthMm: 4965, rrp: [58000, 80000], since: 2021 }),
  ),
  m(
    'Toyota',
    'Yaris Cross',
    ['GX', 'GXL', 'Urban'],
    suv({ drive: 'FWD', engineCc: 1490, cylinders: 3, fuel: 'Hybrid', fuelConsumption: 3.8, lengthMm: 4180, rrp: [30000, 40000], since: 2020 }),
  ),
  m('Mazda', 'CX-5', ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera'], suv({ rrp: [37000, 56000], since: 2017 })),
  m(
    'Mazda',
    'CX-3',
    ['Neo Sport', 'Maxx Sport', 'Akari'],
    suv({ drive: 'FWD', engineCc: 1998, fuelConsumption: 6.3, lengthMm: 4275, rrp: [28000, 38000], since: 2016 }),
  ),
  m(
    'Mazda',
    'CX-30',
    ['G20 Pure', 'G20 Evolve', 'G25 Astina'],
    suv({ drive: 'FWD', engineCc: 1998, fuelConsumption: 6.5, lengthMm: 4395, rrp: [33000, 46000], since: 2019 }),
  ),
  m('Mazda', 'Mazda3', ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina'], hatch({ rrp: [31000, 44000] })),
  m('Mazda', 'BT-50', ['XS', 'XT', 'GT', 'Thunder'], ute({ engineCc: 2999, torqueNm: 450, rrp: [45000, 72000], since: 2020 })),
  m(
    'Mazda',
    'CX-60',
    ['G40e Evolve', 'D50e GT', 'P50e Azami'],
    suv({ fuel: 'Plug-in Hybrid', engineCc: 2488, fuelConsumption: 2.1, lengthMm: 4745, rrp: [62000, 85000], since: 2022 }),
  ),
  m('Hyundai', 'i30', ['Active', 'Elite', 'N Line', 'N'], hatch({ rrp: [27000, 50000], since: 2017 })),
  m('Hyundai', 'Tucson', ['Tucson', 'Elite', 'Highlander', 'N Line'], suv({ engineCc: 1999, fuelConsumption: 8.1, rrp: [37000, 56000], since: 2021 })),
  m(
    'Hyundai',
    'Santa Fe',
    ['Santa Fe', 'Elite', 'Calligraphy'],
    suv({ seats: 7, fuel: 'Hybrid', engineCc: 1598, induction: 'Turbo', fuelConsumption: 5.9, lengthMm: 4830, rrp: [55000, 75000], since: 2019 }),
  ),
  m(
    'Hyundai',
    'Kona',
    ['Kona', 'Premium', 'N Line'],
    suv({ drive: 'FWD', engineCc: 1999, fuelConsumption: 6.6, lengthMm: 4350, rrp: [34000, 47000], since: 2018 }),
  ),
  m('Hyundai', 'Ioniq 5', ['Dynamiq', 'Epiq', 'N'], ev({ drive: 'RWD', lengthMm: 4635, rrp: [65000, 90000] })),
  m('Kia', 'Sportage', ['S', 'SX', 'SX+', 'GT-Line'], suv({ engineCc: 1999, fuelConsumption: 8.1, rrp: [36000, 55000], since: 2022 })),
  m('Kia', 'Cerato', ['S', 'Sport', 'Sport+', 'GT'], sedan({ engineCc: 1999, rrp: [27000, 38000], since: 2018 })),
  m(
    'Kia',
    'Sorento',
    ['S', 'Sport', 'GT-Line'],
    suv({
      seats: 7,
      fuel: 'Diesel',
      engineCc: 2151,
      induction: 'Turbo',
      fuelConsumption: 6.1,
      torqueNm: 440,
      lengthMm: 4815,
      rrp: [50000, 72000],
      since: 2020,
    }),
  ),
  m(
    'Kia',
    'Carnival',
    ['S', 'Sport', 'Sport+', 'Platinum'],
    suv({ body: 'People Mover', seats: 8, drive: 'FWD', engineCc: 3470, cylinders: 6, fuelConsumption: 9.6, lengthMm: 5155, rrp: [52000, 78000], since: 2020 }),
  ),
  m('Kia', 'EV6', ['Air', 'GT-Line', 'GT'], ev({ lengthMm: 4695, rrp: [68000, 100000] })),
  m(
    'Kia',
    'Seltos',
    ['S', 'Sport', 'Sport+', 'GT-Line'],
    suv({ drive: 'FWD', engineCc: 1999, fuelConsumption: 6.8, lengthMm: 4370, rrp: [31000, 45000], since: 2019 }),
  ),
  m('Ford', 'Ranger', ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], ute({ engineCc: 1996, torqueNm: 500, rrp: [40000, 95000], since: 2022 })),
  m(
    'Ford',
    'Everest',
    ['Ambiente', 'Trend', 'Sport', 'Platinum'],
    suv({
      fuel: 'Diesel',
      drive: '4WD',
      seats: 7,
      engineCc: 2996,
      cylinders: 6,
      induction: 'Turbo',
      fuelConsumption: 8.4,
      torqueNm: 600,
      towingKg: 3500,
      lengthMm: 4914,
      rrp: [56000, 85000],
      since: 2022,
    }),
  ),
  m(
    'Ford',
    'Mustang',
    ['GT Fastback', 'GT Convertible', 'Dark Horse'],
    sedan({
      body: 'Coupe',
      doors: 2,
      seats: 4,
      drive: 'RWD',
      engineCc: 5038,
      cylinders: 8,
      fuelConsumption: 12.9,
      torqueNm: 556,
      rrp: [72000, 105000],
      since: 2018,
    }),
  ),
  m('Mitsubishi', 'Triton', ['GLX', 'GLX+', 'GLS', 'GSR'], ute({ engineCc: 2442, torqueNm: 470, rrp: [38000, 65000], since: 2019 })),
  m('Mitsubishi', 'Outlander', ['ES', 'LS', 'Aspire', 'Exceed'], suv({ seats: 7, rrp: [38000, 58000], since: 2021 })),
  m('Mitsubishi', 'ASX', ['GS', 'LS', 'Exceed'], suv({ drive: 'FWD', engineCc: 1998, fuelConsumption: 7.7, lengthMm: 4365, rrp: [27000, 37000], since: 2016 })),
  m('Nissan', 'Navara', ['SL', 'ST', 'ST-X', 'PRO-4X'], ute({ engineCc: 2298, torqueNm: 450, rrp: [42000, 70000], since: 2017 })),
  m('Nissan', 'X-Trail', ['ST', 'ST-L', 'Ti', 'Ti-L'], suv({ rrp: [38000, 58000], since: 2022 })),
  m(
    'Nissan',
    'Patrol',
    ['Ti', 'Ti-L', 'Warrior'],
    suv({
      drive: '4WD',
      seats: 8,
      engineCc: 5552,
      cylinders: 8,
      fuelConsumption: 14.4,
      fuelCapacity: 140,
      torqueNm: 560,
      towingKg: 3500,
      lengthMm: 5175,
      rrp: [88000, 110000],
      since: 2013,
    }),
  ),
  m('Subaru', 'Forester', ['2.5i', '2.5i-L', '2.5i Premium', '2.5i-S'], suv({ rrp: [38000, 52000], since: 2018 })),
  m('Subaru', 'Outback', ['AWD', 'AWD Sport', 'AWD Touring'], suv({ body: 'Wagon', lengthMm: 4870, rrp: [45000, 60000], since: 2021 })),
  m('Subaru', 'Crosstrek', ['2.0R', '2.0R L', '2.0S'], suv({ engineCc: 1995, lengthMm: 4480, rrp: [35000, 46000], since: 2023 })),
  m(
    'Volkswagen',
    'Golf',
    ['Life', 'R-Line', 'GTI', 'R'],
    hatch({ engineCc: 1395, induction: 'Turbo', fuelConsumption: 5.8, rrp: [36000, 70000], since: 2020 }),
  ),
  m('Volkswagen', 'Amarok', ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura'], ute({ engineCc: 1996, rrp: [52000, 85000], since: 2023 })),
  m(
    'Volkswagen',
    'Tiguan',
    ['110TSI Life', '147TSI Elegance', '162TSI R-Line'],
    suv({ engineCc: 1984, induction: 'Turbo', fuelConsumption: 8.0, rrp: [45000, 68000], since: 2017 }),
  ),
  m('Isuzu', 'D-Max', ['SX', 'LS-M', 'LS-U', 'X-Terrain'], ute({ engineCc: 2999, torqueNm: 450, rrp: [38000, 72000], since: 2020 })),
  m(
    'Isuzu',
    'MU-X',
    ['LS-M', 'LS-U', 'LS-T'],
    suv({
      fuel: 'Diesel',
      drive: '4WD',
      seats: 7,
      engineCc: 2999,
      induction: 'Turbo',
      fuelConsumption: 7.8,
      torqueNm: 450,
      towingKg: 3500,
      lengthMm: 4850,
      rrp: [50000, 70000],
      since: 2021,
    }),
  ),
  m(
    'Tesla',
    'Model 3',
    ['Rear-Wheel Drive', 'Long Range', 'Performance'],
    ev({ body: 'Sedan', doors: 4, lengthMm: 4720, heightMm: 1441, rrp: [56000, 85000], since: 2019 }),
  ),
  m('Tesla', 'Model Y', ['Rear-Wheel Drive', 'Long Range', 'Performance'], ev({ lengthMm: 4750, rrp: [60000, 90000], since: 2022 })),
  m('BYD', 'Atto 3', ['Standard Range', 'Extended Range'], ev({ drive: 'FWD', lengthMm: 4455, rrp: [45000, 52000], since: 2022 })),
  m('BYD', 'Seal', ['Dynamic', 'Premium', 'Performance'], ev({ body: 'Sedan', doors: 4, lengthMm: 4800, heightMm: 1460, rrp: [50000, 70000], since: 2023 })),
  m('MG', 'ZS', ['Excite', 'Essence'], suv({ drive: 'FWD', engineCc: 1498, fuelConsumption: 6.9, lengthMm: 4323, rrp: [24000, 32000], since: 2018 })),
  m('MG', 'MG4', ['Excite 51', 'Essence 64', 'XPOWER'], ev({ body: 'Hatch', lengthMm: 4287, rrp: [36000, 60000], since: 2023 })),
  m(
    'MG',
    'HS',
    ['Vibe', 'Excite', 'Essence'],
    suv({ drive: 'FWD', engineCc: 1490, induction: 'Turbo', fuelConsumption: 7.3, rrp: [32000, 45000], since: 2019 }),
  ),
  m(
    'Honda',
    'CR-V',
    ['VTi', 'VTi X', 'VTi L7', 'e:HEV RS'],
    suv({ engineCc: 1498, induction: 'Turbo', fuelConsumption: 7.3, rrp: [44000, 60000], since: 2023 }),
  ),
  m('Honda', 'Civic', ['VTi LX', 'e:HEV LX', 'Type R'], hatch({ engineCc: 1498, induction: 'Turbo', rrp: [47000, 73000], since: 2022 })),
]

export const COLOURS: Array<{ name: string; hex: string }> = [
  { name: 'Glacier White', hex: 'eef0f2' },
  { name: 'Crystal Pearl', hex: 'f7f7f2' },
  { name: 'Silver Sky', hex: 'b8bdc4' },
  { name: 'Graphite Grey', hex: '5a5f66' },
  { name: 'Eclipse Black', hex: '1b1c1f' },
  { name: 'Soul Red', hex: 'a3151d' },
  { name: 'Deep Blue', hex: '1f3a6e' },
  { name: 'Eclipse Blue', hex: '2c5e9e' },
  { name: 'Oxide Bronze', hex: '7a5a3a' },
  { name: 'Olive Green', hex: '4f5b3a' },
  { name: 'Sunset Orange', hex: 'd36a1f' },
]

export const INTERIOR_COLOURS = ['Black cloth', 'Black leather', 'Grey cloth', 'Tan leather', 'Charcoal suede']

export const EQUIPMENT = [
  'Apple CarPlay and Android Auto',
  'Autonomous emergency braking',
  'Adaptive cruise control',
  'Lane keep assist',
  'Blind spot monitoring',
  'Reversing camera',
  '360-degree camera',
  'Front and rear parking sensors',
  'Heated front seats',
  'Dual-zone climate control',
  'Keyless entry and start',
  'Wireless phone charger',
  'LED headlights',
  'Power tailgate',
  'Satellite navigation',
  'Digital instrument cluster',
  'Alloy wheels',
  'Tow bar',
]
