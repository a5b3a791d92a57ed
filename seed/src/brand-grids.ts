import type { BrandGrid } from '@dealer/cms-contract'
import type { Payload } from 'payload'
import { seedManufacturerLogos } from './logos/seed-logos'
import { MANUFACTURERS, type ManufacturerCategory } from './manufacturers'

/**
 * The dealer group's brands page grids (spec 001 §2): Car, Motorcycle and Truck Brands from the shared
 * list of makes, and Our Brands, the group's own businesses with their own pages.
 */
export const GROUP_MAKES: Record<ManufacturerCategory, string[]> = {
  car: [
    'Mazda',
    'Hyundai',
    'Kia',
    'Ford',
    'Mitsubishi',
    'Toyota',
    'Nissan',
    'Isuzu',
    'Volkswagen',
    'Subaru',
    'MG',
    'GWM',
    'BYD',
    'Jeep',
    'Skoda',
    'Peugeot',
    'LDV',
    'Suzuki',
  ],
  motorcycle: ['Yamaha', 'Kawasaki', 'Honda Motorcycles', 'Ducati', 'Triumph', 'KTM', 'Royal Enfield'],
  truck: ['Isuzu Trucks', 'Fuso', 'Hino', 'UD Trucks', 'Iveco'],
}

const GRID_TITLES: Record<ManufacturerCategory, string> = { car: 'Car Brands', motorcycle: 'Motorcycle Brands', truck: 'Truck Brands' }

const OUR_BRANDS = [
  { name: 'Southern Cross Rentals', link: '/southern-cross-rental' },
  { name: 'Southern Cross Tyres', link: '/southern-cross-tyres' },
  { name: 'Southern Cross 4x4 & Outdoor', link: '/4x4-outdoor' },
  { name: 'Southern Cross Finance', link: '/finance-and-insurance' },
]

/**
 * The group's four grids, created once (a site with any grid keeps what it has), in page order; their
 * ids. Needs the manufacturers seeded. First the demo makes' logos (logos/), kept in the group's media library: the
 * grids show them, as does every site's mega menu.
 */
export async function seedBrandGrids(payload: Payload, tenantId: number): Promise<number[]> {
  await seedManufacturerLogos(payload, tenantId)
  const existing = await payload.find({
    collection: 'brand-grids',
    where: { tenant: { equals: tenantId } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    select: { title: true },
  })
  if (existing.docs.length > 0) return existing.docs.map((grid) => grid.id)
  const makes = await payload.find({ collection: 'manufacturers', pagination: false, depth: 0, select: { slug: true } })
  const idOf = new Map(makes.docs.map((make) => [make.slug, make.id]))
  const slugOf = new Map(MANUFACTURERS.map((make) => [make.name, make.slug]))
  const grids: Array<Pick<BrandGrid, 'title' | 'brands'>> = [
    ...(['car', 'motorcycle', 'truck'] as const).map((category) => ({
      title: GRID_TITLES[category],
      brands: GROUP_MAKES[category].map((name) => {
        const id = idOf.get(slugOf.get(name) ?? '')
        if (id === undefined) throw new Error(`${name} is not in the manufacturer list`)
        return { manufacturer: id }
      }),
    })),
    { title: 'Our Brands', brands: OUR_BRANDS.map((brand) => ({ name: brand.name, link: brand.link })) },
  ]
  const ids: number[] = []
  for (const grid of grids) ids.push((await payload.create({ collection: 'brand-grids', depth: 0, data: { ...grid, tenant: tenantId } })).id)
  return ids
}
