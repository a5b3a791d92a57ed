import type { Payload } from 'payload'
import type { DemoTenant } from './demo-tenants'
import { bulletList, heading, paragraph, richText } from './lexical'

const DAY_MS = 24 * 60 * 60 * 1000

interface PostSeed {
  title: string
  slug: string
  excerpt: string
  /** Makes it is about, by the shared list's names; each one the site sells. */
  makes: string[]
  /** Days before the seed ran: the blog lists the newest first. */
  daysAgo: number
  body: ReturnType<typeof richText>
}

/** Each demo site's posts (issue 24), about makes it sells, so its cars' pages show them. */
const POSTS: Record<DemoTenant['template'], PostSeed[]> = {
  dealer: [
    {
      title: 'Towing with a Toyota HiLux: what the numbers mean',
      slug: 'towing-with-a-toyota-hilux',
      excerpt: 'Braked towing capacity, ball weight and gross combination mass explained before you hitch up a van or a boat.',
      makes: ['Toyota'],
      daysAgo: 3,
      body: richText(
        paragraph('A HiLux 4x4 is rated to tow up to 3500 kg braked, but that figure is only the start.'),
        heading('h2', 'Three numbers to check'),
        bulletList(
          'Braked towing capacity: the most the trailer may weigh.',
          'Tow ball download: usually 10% of the trailer’s weight.',
          'Gross combination mass: the car, its load and the trailer together.',
        ),
        paragraph('Our service team can fit a genuine tow bar and check your set-up before a long trip.'),
      ),
    },
    {
      title: 'Living with a hybrid: servicing your Toyota RAV4',
      slug: 'servicing-your-toyota-rav4-hybrid',
      excerpt: 'What a hybrid service includes, how often it is due and why the battery check matters.',
      makes: ['Toyota'],
      daysAgo: 17,
      body: richText(
        paragraph('Hybrid Toyotas are serviced every 12 months or 15,000 km, whichever comes first.'),
        paragraph('Each service includes a hybrid battery health check, which keeps the battery warranty extended up to 10 years.'),
      ),
    },
    {
      title: 'Buying a used car: our 10-point checklist',
      slug: 'buying-a-used-car-checklist',
      excerpt: 'Service history, a test drive on the highway and a look underneath: what to check before you buy a used car.',
      makes: ['Toyota'],
      daysAgo: 40,
      body: richText(
        paragraph('Every used car we sell has a full inspection, but it pays to know what to look for.'),
        bulletList('Ask for the service history.', 'Drive it at highway speed.', 'Check the tyres’ wear is even.', 'Look under the car for leaks.'),
      ),
    },
  ],
  group: [
    {
      title: 'Mazda CX-5 or CX-60: which suits your family?',
      slug: 'mazda-cx-5-or-cx-60',
      excerpt: 'Space, running costs and the drive: we compare Mazda’s two mid-size SUVs side by side.',
      makes: ['Mazda'],
      daysAgo: 2,
      body: richText(
        paragraph('The CX-5 is the value pick; the CX-60 adds a plug-in hybrid and more room in the back.'),
        heading('h2', 'Our pick'),
        paragraph('For most families the CX-5 Maxx Sport hits the sweet spot. Book a test drive of both at Parramatta.'),
      ),
    },
    {
      title: 'Ford Ranger: five options worth ticking',
      slug: 'ford-ranger-options-worth-ticking',
      excerpt: 'From the tub liner to the tow pack: the Ranger options our Geelong team recommends most.',
      makes: ['Ford'],
      daysAgo: 9,
      body: richText(
        paragraph('The Ranger is Australia’s best-selling ute, and the right options make it better still.'),
        bulletList('Tub liner', 'Tow pack with brake controller', 'Roller shutter', 'All-terrain tyres', 'Extended warranty'),
      ),
    },
    {
      title: 'Going electric with Kia and Hyundai',
      slug: 'going-electric-with-kia-and-hyundai',
      excerpt: 'Range, charging at home and on the road, and what an EV costs to run in Australia.',
      makes: ['Kia', 'Hyundai'],
      daysAgo: 21,
      body: richText(
        paragraph('The Kia EV6 and Hyundai IONIQ 5 share a platform that charges from 10 to 80% in about 18 minutes on a fast charger.'),
        paragraph('At home, a 7 kW wall charger fills the battery overnight.'),
      ),
    },
  ],
  accessories: [
    {
      title: 'Setting up a LandCruiser for the Simpson Desert',
      slug: 'landcruiser-simpson-desert-setup',
      excerpt: 'Recovery gear, tyre pressures and fuel range: how we fit out a LandCruiser for the sand.',
      makes: ['Toyota'],
      daysAgo: 4,
      body: richText(
        paragraph('The Simpson is 1100 dunes of soft sand: preparation is everything.'),
        bulletList('Long-range fuel tank', 'Recovery boards and a snatch strap', 'A sand flag', 'Tyre deflator and compressor'),
      ),
    },
    {
      title: 'Ford Ranger canopy or tray: which is right for you?',
      slug: 'ford-ranger-canopy-or-tray',
      excerpt: 'Security, weight and access: weighing up a canopy against a tray and tub for your Ranger.',
      makes: ['Ford'],
      daysAgo: 12,
      body: richText(paragraph('A canopy keeps gear dry and locked; a tray carries more and is easier to load.')),
    },
    {
      title: 'Isuzu D-Max suspension upgrades explained',
      slug: 'isuzu-d-max-suspension-upgrades',
      excerpt: 'What a 2-inch lift changes, and why a GVM upgrade may be worth it for touring.',
      makes: ['Isuzu'],
      daysAgo: 30,
      body: richText(paragraph('A lift gives clearance, but a GVM upgrade lets you legally carry the gear a tourer needs.')),
    },
  ],
}

/**
 * The site's demo blog posts, each created once by its slug (staff edits survive a re-seed, and running it twice gives
 * the same posts), with the site's landscapes as hero images. Returns how many the site has from the seed.
 */
export async function seedPosts(payload: Payload, tenant: DemoTenant, tenantId: number, heroImages: number[], now = new Date()): Promise<number> {
  const seeds = POSTS[tenant.template]
  for (const [index, post] of seeds.entries()) {
    const existing = await payload.count({ collection: 'posts', where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: post.slug } }] } })
    if (existing.totalDocs > 0) continue
    const makes = await payload.find({ collection: 'manufacturers', where: { name: { in: post.makes } }, depth: 0, limit: post.makes.length })
    await payload.create({
      collection: 'posts',
      depth: 0,
      data: {
        tenant: tenantId,
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        makes: makes.docs.map((make) => make.id),
        publishedAt: new Date(now.getTime() - post.daysAgo * DAY_MS).toISOString(),
        heroImage: heroImages.length > 0 ? heroImages[index % heroImages.length] : undefined,
        body: post.body,
        _status: 'published',
      },
    })
  }
  return seeds.length
}
