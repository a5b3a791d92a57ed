/** A small, fixed stock list for the conformance tests: every number is unique, so every sort order is total. */

export type Car = {
  objectID: string
  name: string
  make: string
  model: string
  car_type: 'new' | 'used' | 'demo'
  price: number
  /** What the car sells for (stock's selling_price, which the price sorts rank by): these cars have no offer prices. */
  selling_price: number
  km: number
  year: number
  colour: string
  tenant: string
  custom_rank: number
  created_at_timestamp: number
  /** Used cars from 2020 on are certified. */
  certified: boolean
  /** `featured` for the 7 best-ranked cars, `bargain` under $25,000. */
  _tags: string[]
}

type Row = [make: string, model: string, carType: Car['car_type'], price: number, km: number, year: number, colour: string, customRank: number]

// prettier-ignore
const ROWS: Row[] = [
  ['Toyota', 'Corolla', 'new', 32_990, 10, 2024, 'White', 28],
  ['Toyota', 'Corolla', 'used', 18_500, 64_000, 2019, 'Silver', 9],
  ['Toyota', 'Corolla', 'used', 21_990, 41_000, 2021, 'Blue', 17],
  ['Toyota', 'Corolla', 'demo', 29_990, 2_500, 2024, 'Red', 22],
  ['Toyota', 'HiLux', 'new', 56_990, 15, 2024, 'White', 27],
  ['Toyota', 'HiLux', 'used', 38_500, 88_000, 2020, 'Grey', 12],
  ['Toyota', 'HiLux', 'used', 44_990, 52_000, 2022, 'Black', 15],
  ['Toyota', 'RAV4', 'new', 47_990, 5, 2024, 'Silver', 25],
  ['Toyota', 'RAV4', 'demo', 43_990, 4_800, 2023, 'Blue', 20],
  ['Mazda', 'CX-5', 'new', 41_990, 8, 2024, 'Red', 26],
  ['Mazda', 'CX-5', 'used', 27_990, 56_000, 2020, 'Grey', 8],
  ['Mazda', 'CX-5', 'demo', 38_990, 3_100, 2024, 'White', 19],
  ['Mazda', 'BT-50', 'used', 35_990, 71_000, 2021, 'Blue', 6],
  ['Mazda', 'BT-50', 'new', 52_990, 12, 2024, 'Black', 23],
  ['Ford', 'Ranger', 'new', 61_990, 20, 2024, 'Blue', 24],
  ['Ford', 'Ranger', 'used', 39_990, 98_000, 2019, 'White', 5],
  ['Ford', 'Ranger', 'used', 47_500, 60_000, 2021, 'Grey', 13],
  ['Ford', 'Everest', 'demo', 58_990, 5_200, 2024, 'Black', 18],
  ['Ford', 'Everest', 'used', 45_990, 80_000, 2020, 'Silver', 4],
  ['Kia', 'Sportage', 'new', 40_990, 7, 2024, 'Grey', 21],
  ['Kia', 'Sportage', 'used', 26_500, 67_000, 2019, 'Red', 3],
  ['Kia', 'Sportage', 'demo', 36_990, 2_900, 2023, 'White', 16],
  ['Kia', 'Cerato', 'used', 16_990, 93_000, 2018, 'Silver', 1],
  ['Kia', 'Cerato', 'new', 28_990, 9, 2024, 'Blue', 14],
  ['Hyundai', 'Tucson', 'used', 30_990, 48_000, 2021, 'Black', 10],
  ['Hyundai', 'Tucson', 'demo', 42_990, 3_700, 2024, 'Grey', 11],
  ['Hyundai', 'i30', 'used', 19_990, 75_000, 2019, 'White', 2],
  ['Hyundai', 'i30', 'new', 31_990, 6, 2024, 'Red', 7],
]

/** 28 cars of one dealer; car n is objectID `car-NN`, listed n-th, and added n-th (created_at_timestamp). */
export function conformanceCars(tenant = 'northside'): Car[] {
  return ROWS.map(([make, model, carType, price, km, year, colour, customRank], i) => ({
    objectID: `car-${String(i + 1).padStart(2, '0')}`,
    name: `${year} ${make} ${model}`,
    make,
    model,
    car_type: carType,
    price,
    selling_price: price,
    km,
    year,
    colour,
    tenant,
    custom_rank: customRank,
    created_at_timestamp: 1_750_000_000 + i * 3_600,
    certified: carType === 'used' && year >= 2020,
    _tags: [...(customRank >= 22 ? ['featured'] : []), ...(price < 25_000 ? ['bargain'] : [])],
  }))
}
