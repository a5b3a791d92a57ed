/** Feed rows for tests: a complete, valid JSON row and its CSV header and line. */

/** A valid used car as a JSON feed holds it; override fields to make it another car or a bad one. */
export function feedRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 700_001,
    stocknum: 'T7001',
    status: 'in_stock',
    car_type: 'used',
    year: 2021,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    colour: 'Glacier White',
    price: 48_990,
    price_type: 'Drive Away',
    km: 52_300,
    created_at: '2026-10-20T09:00:00+10:00',
    simple_body: 'Ute',
    simple_transmission: 'Automatic',
    simple_fuel: 'Diesel',
    simple_drive: '4WD',
    location: { id: 11, name: 'Test Toyota Cleveland', city: 'Cleveland', state: 'QLD', postcode: '4163' },
    dealership_id: 1,
    dealership_name: 'Test Toyota',
    images: ['https://photos.example.com/t7001/1.jpg', 'https://photos.example.com/t7001/2.jpg'],
    ...overrides,
  }
}

/** The same car as a CSV header and record line, with the photos `|`-separated. */
export const CSV_HEADER =
  'id,stocknum,status,car_type,year,make,model,badge,colour,price,price_type,km,created_at,simple_body,simple_transmission,simple_fuel,simple_drive,location.id,location.name,location.city,location.state,location.postcode,dealership_id,dealership_name,images'

export function csvLine(overrides: { id?: string; stocknum?: string; status?: string; price?: string } = {}): string {
  const { id = '700001', stocknum = 'T7001', status = 'in_stock', price = '48990' } = overrides
  return `${id},${stocknum},${status},used,2021,Toyota,HiLux,SR5,Glacier White,${price},Drive Away,52300,2026-10-20T09:00:00+10:00,Ute,Automatic,Diesel,4WD,11,Test Toyota Cleveland,Cleveland,QLD,4163,1,Test Toyota,https://photos.example.com/t7001/1.jpg|https://photos.example.com/t7001/2.jpg`
}
