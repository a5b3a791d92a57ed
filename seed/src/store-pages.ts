import type { StorePage } from '@dealer/cms-contract'
import type { Payload } from 'payload'
import { seedFromText } from '@dealer/blocks/ui/seeded-random'
import { bulletList, heading, paragraph, richText } from './lexical'
import { LANDSCAPES, landscapeJpeg, seedMedia } from './media'

/**
 * The 4x4 accessories store's pages at /pages/<slug>: the product range (spec 001 §2, in that order;
 * they fill the Products menu) and the information pages the header and footer link to.
 */
interface ProductSeed {
  slug: string
  title: string
  summary: string
  points: [string, string, string]
}

export const STORE_PRODUCTS: ProductSeed[] = [
  {
    slug: 'suspension',
    title: 'Suspension',
    summary: 'Lift kits and GVM upgrades tuned for load, towing and corrugations.',
    points: [
      '2" and 3" lift kits with matched springs and shocks',
      'GVM upgrades engineered and certified for Queensland rego',
      'Wheel alignment and a 1,000 km check included',
    ],
  },
  {
    slug: 'seat-covers',
    title: 'Seat Covers',
    summary: 'Custom-fit canvas and neoprene covers that survive mud, dogs and kids.',
    points: ['Made to measure for over 200 models', 'Airbag-safe side seams', 'Fitted in under an hour while you wait'],
  },
  {
    slug: 'underbody-protection',
    title: 'Underbody Protection',
    summary: 'Bash plates for the sump, transmission and transfer case.',
    points: ['4 mm and 6 mm aluminium or 3 mm steel', 'Vented for cooling, removable for servicing', 'Kits for HiLux, Ranger, D-Max, LandCruiser and more'],
  },
  {
    slug: 'rear-protection-towing-and-accessories',
    title: 'Rear Protection, Towing & Accessories',
    summary: 'Rear bars, tow bars and wiring for serious towing.',
    points: ['Rated to your vehicle’s full towing capacity', 'Integrated recovery points and wheel carriers', 'Electric brake controllers fitted and tested'],
  },
  {
    slug: 'side-protection-and-steps',
    title: 'Side Protection & Steps',
    summary: 'Rock sliders and side steps that take a hit and a boot.',
    points: ['Chassis-mounted rock sliders', 'Anti-slip tread plates', 'Powder-coated black or satin silver'],
  },
  {
    slug: 'air-compressors-and-tyre-accessories',
    title: 'Air Compressors & Tyre Accessories',
    summary: 'On-board and portable compressors, deflators and repair kits.',
    points: ['Twin-motor compressors up to 160 L/min', 'Rapid deflators with gauges', 'Tyre repair kits for tubeless tyres'],
  },
  {
    slug: 'rated-recovery-points',
    title: 'Rated Recovery Points',
    summary: 'Load-rated recovery points bolted to the chassis, never the tow ball.',
    points: ['Rated to 4.75 t and tested to 8 t', 'Vehicle-specific brackets', 'Fitted with the right grade bolts and torque'],
  },
  {
    slug: 'recovery-equipment',
    title: 'Recovery Equipment',
    summary: 'Snatch straps, soft shackles, recovery boards and kits.',
    points: ['Kinetic ropes sized to your vehicle’s weight', 'Recovery boards that fit under a roof rack', 'Complete kits in a heavy-duty bag'],
  },
  {
    slug: 'winches',
    title: 'Winches',
    summary: 'Synthetic-rope winches from 9,500 to 12,000 lb.',
    points: ['Waterproof motors and wireless remotes', 'Matched to your bull bar’s winch cradle', 'Wired with an isolator and a fuse'],
  },
  {
    slug: 'alu-cab',
    title: 'Alu-Cab',
    summary: 'Alu-Cab canopies, roof conversions and rooftop tents.',
    points: ['Authorised Alu-Cab fitter', 'Gen 3-R canopies in stock', 'Rooftop tents on display to try'],
  },
  {
    slug: 'diff-breathers',
    title: 'Diff Breathers',
    summary: 'Raised breathers that keep water out of diffs and gearboxes.',
    points: [
      'Front and rear diffs, gearbox and transfer case',
      'Mounted high behind the snorkel or in the engine bay',
      'A cheap fix before the first river crossing',
    ],
  },
  {
    slug: 'snorkels',
    title: 'Snorkels',
    summary: 'Snorkels for cleaner air on dusty tracks and deeper crossings.',
    points: ['UV-stable polyethylene bodies', 'Ram heads and pre-cleaners', 'Sealed and leak-tested after fitting'],
  },
  {
    slug: 'bull-bars',
    title: 'Bull Bars',
    summary: 'Airbag-compatible steel and alloy bull bars.',
    points: ['ADR-compliant and airbag-tested', 'Winch-compatible with light and aerial mounts', 'Keeps your parking sensors and cameras working'],
  },
  {
    slug: 'canopies',
    title: 'Canopies',
    summary: 'Aluminium and steel canopies for dual and single cabs.',
    points: ['Lockable gull-wing doors', 'Roof-rated for rooftop tents', 'Custom layouts with drawers and fridge slides'],
  },
  {
    slug: 'locksafe-drawer-systems',
    title: 'LockSafe Drawer Systems',
    summary: 'Lockable drawers that keep tools and gear dry and secure.',
    points: ['Modular drawers for wagons and tubs', 'Fridge slide and wing kit options', 'Weather-sealed with keyed locks'],
  },
  {
    slug: 'long-range-fuel-tanks',
    title: 'Long Range Fuel Tanks',
    summary: 'Extra range without jerry cans on the roof.',
    points: ['Replacement and auxiliary tanks', 'Up to 180 L total capacity', 'Fuel gauge integration'],
  },
  {
    slug: 'roof-racks',
    title: 'Roof Racks',
    summary: 'Platform racks and bars for boards, awnings and tents.',
    points: ['Low-profile alloy platforms', 'Mounts for awnings, lights and recovery boards', 'Rated loads stated for on- and off-road'],
  },
  {
    slug: 'storage',
    title: 'Storage',
    summary: 'Cargo barriers, bags and boxes to keep the load where it belongs.',
    points: ['Cargo barriers crash-tested to ISO 27956', 'Molle panels and door organisers', 'Storage boxes for canopies and tubs'],
  },
  {
    slug: 'water-tanks',
    title: 'Water Tanks',
    summary: 'Under-tray and in-canopy water tanks with pumps.',
    points: ['40 L to 110 L food-grade tanks', '12 V pumps with taps and filters', 'Fitted with protective mounting frames'],
  },
  {
    slug: 'dual-battery-and-auto-electrical',
    title: 'Dual Battery & Auto Electrical',
    summary: 'Dual batteries, DC-DC chargers and solar for off-grid trips.',
    points: ['Lithium and AGM systems', 'DC-DC chargers with solar input', 'Fused, labelled wiring by licensed auto electricians'],
  },
  {
    slug: 'driving-lights',
    title: 'Driving Lights',
    summary: 'LED driving lights and light bars, ADR-compliant and wired right.',
    points: ['Spot, combo and flood beams', 'Wired to high beam with a relay and switch', 'Aimed on our light board before you leave'],
  },
  {
    slug: 'icecube-fridge-freezers',
    title: 'Icecube Fridge Freezers',
    summary: 'Icecube fridge freezers that run on 12 V, 24 V and 240 V.',
    points: ['40 L to 95 L, single and dual zone', 'Low-draw compressors', 'Fridge slides and covers to suit'],
  },
  {
    slug: 'camping-gear',
    title: 'Camping Gear',
    summary: 'Awnings, swags, chairs and camp kitchens.',
    points: ['270° awnings that open in a minute', 'Canvas swags and stretchers', 'Camp kitchens and water-proof storage'],
  },
]

const INFO_PAGES: Array<Pick<StorePage, 'slug' | 'title' | 'summary' | 'layout'>> = [
  {
    slug: 'specials',
    title: 'Offers',
    summary: 'This month’s fitted-price specials.',
    layout: [
      {
        blockType: 'hero',
        heading: 'This month’s offers',
        subheading: 'Fitted prices, no surprises. Offers end 31/12/2026 or while stock lasts.',
        tone: 'brand',
        ctaLabel: 'Book a fitting',
        ctaHref: '/pages/fitting',
      },
      {
        blockType: 'richText',
        content: richText(
          bulletList('Bull bar + winch fitted from $4,990', '$500 off any canopy with a drawer system', 'Free diff breathers with any snorkel'),
        ),
      },
    ],
  },
  {
    slug: 'videos',
    title: 'Videos',
    summary: 'Fitting walk-throughs and product videos.',
    layout: [
      {
        blockType: 'richText',
        content: richText(heading('h2', 'Videos'), paragraph('Watch our fitters at work and see the gear on the track before you buy.')),
      },
    ],
  },
  {
    slug: 'fitting',
    title: 'Fitting',
    summary: 'Professional fitting at Virginia and Toowoomba.',
    layout: [
      {
        blockType: 'richText',
        content: richText(
          heading('h2', 'Fitted by people who drive the tracks'),
          paragraph('Every accessory we sell, we fit, with a lifetime warranty on our workmanship.'),
          bulletList('Free quotes in store or by phone', 'Courtesy car or drop-off to the train', 'Most fit-outs done in one day'),
        ),
      },
    ],
  },
  {
    slug: 'warranty',
    title: 'Warranty Terms',
    summary: 'What our warranty covers, and how to claim.',
    layout: [
      {
        blockType: 'richText',
        content: richText(
          heading('h2', 'Warranty terms'),
          paragraph(
            'Products carry their maker’s warranty; our fitting carries a lifetime workmanship warranty while you own the vehicle. These rights are in addition to your rights under the Australian Consumer Law.',
          ),
        ),
      },
    ],
  },
  {
    slug: 'faq',
    title: 'FAQ',
    summary: 'Answers to what 4x4 owners ask us most.',
    layout: [{ blockType: 'faq', heading: 'Frequently asked questions' }],
  },
]

function productPage(
  product: ProductSeed,
  menuOrder: number,
): Pick<StorePage, 'slug' | 'title' | 'summary' | 'layout' | 'menuOrder' | 'inProductsMenu' | 'meta'> {
  return {
    slug: product.slug,
    title: product.title,
    summary: product.summary,
    inProductsMenu: true,
    menuOrder,
    meta: { title: `${product.title} | Outback Edge 4x4`, description: product.summary },
    layout: [
      { blockType: 'hero', heading: product.title, subheading: product.summary, tone: 'dark', ctaLabel: 'Get a fitted quote', ctaHref: '/contact' },
      {
        blockType: 'richText',
        content: richText(bulletList(...product.points), paragraph('Call us or drop in to Virginia or Toowoomba for a fitted price on your vehicle.')),
      },
    ],
  }
}

const TILE_SCENES = Object.values(LANDSCAPES)

/** A product's tile picture: a landscape of its own (4:3, the product grid's shape). */
async function productTileImage(payload: Payload, tenantId: number, product: ProductSeed, index: number): Promise<number> {
  const scene = TILE_SCENES[index % TILE_SCENES.length]
  return seedMedia(
    payload,
    tenantId,
    landscapeJpeg(`store-${product.slug}.jpg`, `${product.title}: an outback scene`, scene, [800, 600], seedFromText(product.slug)),
  )
}

/** Creates the store pages a site lacks (by slug), published; pages staff already have are kept. */
export async function seedStorePages(payload: Payload, tenantId: number): Promise<number> {
  const existing = await payload.find({
    collection: 'store-pages',
    where: { tenant: { equals: tenantId } },
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  const have = new Set(existing.docs.map((doc) => doc.slug))
  for (const [index, product] of STORE_PRODUCTS.entries()) {
    if (!have.has(product.slug))
      await payload.create({
        collection: 'store-pages',
        depth: 0,
        data: {
          ...productPage(product, (index + 1) * 10),
          image: await productTileImage(payload, tenantId, product, index),
          tenant: tenantId,
          _status: 'published',
        },
      })
  }
  for (const page of INFO_PAGES) {
    if (!have.has(page.slug))
      await payload.create({ collection: 'store-pages', depth: 0, data: { ...page, inProductsMenu: false, tenant: tenantId, _status: 'published' } })
  }
  return STORE_PRODUCTS.length + INFO_PAGES.length
}
