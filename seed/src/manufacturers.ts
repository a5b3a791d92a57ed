import { brandSlug } from '@dealer/blocks/ui/slug'

/**
 * The bundled list of makes a dealer site may show (brand grids, make menus), by category. No logos
 * are bundled: a make without one shows the generic logo.
 */
export type ManufacturerCategory = 'car' | 'motorcycle' | 'truck'

const CARS = [
  'Abarth', 'Alfa Romeo', 'Alpine', 'Aston Martin', 'Audi', 'Bentley', 'BMW', 'BYD', 'Cadillac', 'Chery', 'Chevrolet', 'Chrysler', 'Citroen', 'Cupra',
  'Daewoo', 'Daihatsu', 'Dodge', 'Ferrari', 'Fiat', 'Ford', 'Foton', 'Genesis', 'GMC', 'GWM', 'Haval', 'Holden', 'Honda', 'HSV', 'Hummer', 'Hyundai',
  'INEOS', 'Infiniti', 'Isuzu', 'Jaguar', 'Jeep', 'JMC', 'Kia', 'KGM SsangYong', 'Lamborghini', 'Land Rover', 'LDV', 'Lexus', 'Lotus', 'Maserati',
  'Mazda', 'McLaren', 'Mercedes-Benz', 'MG', 'MINI', 'Mitsubishi', 'Nissan', 'Opel', 'Peugeot', 'Polestar', 'Porsche', 'Proton', 'RAM', 'Renault',
  'Rolls-Royce', 'Saab', 'Skoda', 'Smart', 'Subaru', 'Suzuki', 'Tesla', 'Toyota', 'Volkswagen', 'Volvo', 'Zeekr', 'Leapmotor', 'Xpeng', 'Deepal',
  'Jaecoo', 'Omoda', 'Kia Commercial', 'Lynk & Co', 'Mahindra', 'Tata', 'Great Wall', 'Ssangyong', 'Rover', 'Lancia', 'Seat', 'DS',
]

const MOTORCYCLES = [
  'Aprilia', 'Benelli', 'Beta', 'BMW Motorrad', 'Can-Am', 'CFMoto', 'Ducati', 'GasGas', 'Harley-Davidson', 'Honda Motorcycles', 'Husqvarna',
  'Indian', 'Kawasaki', 'KTM', 'Moto Guzzi', 'MV Agusta', 'Piaggio', 'Polaris', 'Royal Enfield', 'Sherco', 'Suzuki Motorcycles', 'Triumph',
  'Vespa', 'Yamaha', 'Zero', 'Segway', 'Sur-Ron', 'Kymco', 'SYM', 'Hyosung', 'Bimota', 'Brixton', 'Fantic', 'Stark', 'Talaria',
]

const TRUCKS = [
  'DAF', 'Fuso', 'Hino', 'International', 'Iveco', 'Kenworth', 'Mack', 'MAN', 'Mercedes-Benz Trucks', 'Scania', 'UD Trucks', 'Volvo Trucks',
  'Western Star', 'Freightliner', 'Isuzu Trucks', 'Dennis Eagle', 'SEA Electric', 'Hyundai Trucks', 'JAC Trucks', 'Shacman', 'Sinotruk',
  'Foton Trucks', 'Renault Trucks', 'Tatra', 'Peterbilt', 'Ford Trucks', 'Dodge Trucks', 'Chevrolet Silverado', 'GMC Trucks', 'Volvo Buses',
  'Higer', 'Yutong', 'BCI', 'Custom Denning', 'Coaster',
]

export interface BundledManufacturer {
  name: string
  slug: string
  category: ManufacturerCategory
}

export const MANUFACTURERS: BundledManufacturer[] = [
  ...CARS.map((name) => ({ name, slug: brandSlug(name), category: 'car' as const })),
  ...MOTORCYCLES.map((name) => ({ name, slug: brandSlug(name), category: 'motorcycle' as const })),
  ...TRUCKS.map((name) => ({ name, slug: brandSlug(name), category: 'truck' as const })),
]
