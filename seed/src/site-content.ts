import type { Payload } from 'payload'
import type { DemoTenant } from './demo-tenants'
import { MANUFACTURERS } from './manufacturers'
import { SeededRandom } from './stock/random'

const DAY_MS = 86_400_000

/** The shared list of makes; missing ones are added, existing ones left as staff keep them. */
export async function seedManufacturers(payload: Payload): Promise<number> {
  const existing = await payload.find({ collection: 'manufacturers', limit: 1000, depth: 0, pagination: false })
  const known = new Set(existing.docs.map((doc) => doc.slug))
  for (const make of MANUFACTURERS) {
    if (!known.has(make.slug)) await payload.create({ collection: 'manufacturers', data: { name: make.name, slug: make.slug, category: make.category, logo: `/brands/${make.slug}.svg` }, depth: 0 })
  }
  return MANUFACTURERS.length
}

/**
 * A site's promo cards, reviews and FAQs, created once: a site that already has any of a kind keeps
 * what it has, so staff edits survive a re-seed and running it twice gives the same counts.
 */
export async function seedSiteContent(payload: Payload, tenant: DemoTenant, tenantId: number, now = new Date()): Promise<void> {
  const has = async (collection: 'promo-cards' | 'reviews' | 'faqs') => (await payload.count({ collection, where: { tenant: { equals: tenantId } } })).totalDocs > 0
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString()

  if (!(await has('promo-cards'))) {
    const cards = [
      { title: 'Run-out sale: drive away deals', link: '/special-offers', displayTypes: ['search', 'home'], position: 1, start: at(-7), expiry: at(60), background: '#0b2545' },
      { title: 'Service specials', link: '/service', displayTypes: ['search'], carTypes: ['used'], start: at(-30), expiry: at(90), background: '#13315c' },
      { title: 'Winter sale (ended)', link: '/special-offers', displayTypes: ['search'], start: at(-120), expiry: at(-30), background: '#8da9c4' },
      { title: 'Summer sale (starts soon)', link: '/special-offers', displayTypes: ['search', 'home'], position: 2, start: at(14), expiry: at(75), background: '#b3001b' },
    ] as const
    for (const card of cards) {
      await payload.create({ collection: 'promo-cards', depth: 0, data: { ...card, displayTypes: [...card.displayTypes], carTypes: 'carTypes' in card ? [...card.carTypes] : [], tenant: tenantId, _status: 'published' } })
    }
  }

  if (!(await has('reviews'))) {
    const random = new SeededRandom(tenant.slug.length * 97)
    const names = ['Sarah M.', 'James T.', 'Priya K.', 'Liam O.', 'Chloe W.', 'Mohammed A.', 'Grace L.', 'Noah B.', 'Mia H.', 'Jack R.']
    const praise = [
      'Easy, no-pressure buying experience. The team explained the finance options clearly.',
      'Picked up our new car on the weekend, everything was ready and spotless.',
      'Fair trade-in price and a quick handover. Would buy here again.',
      'Service was done on time and they washed the car too.',
      null,
    ]
    for (let i = 0; i < 20; i++) {
      const rating = i % 7 === 6 ? 3 : i % 3 === 0 ? 4 : 5
      await payload.create({
        collection: 'reviews',
        depth: 0,
        data: {
          tenant: tenantId,
          customerName: names[i % names.length],
          rating,
          text: praise[random.int(0, praise.length - 1)],
          reviewDate: at(-(i * 9 + random.int(0, 8))),
          ...(rating < 5 ? { replyText: `Thanks for the feedback, ${names[i % names.length].split(' ')[0]}. We'd love to hear how we can do better: call ${tenant.phone}.`, replyDate: at(-(i * 9) + 1) } : {}),
        },
      })
    }
  }

  if (!(await has('faqs'))) {
    const faqs = [
      { topic: 'Buying', question: 'Can I reserve a car online?', answer: 'Yes. Pay a refundable holding deposit on the vehicle page and we hold the car for 48 hours while we finalise the details.' },
      { topic: 'Finance', question: 'Do you offer finance?', answer: 'We work with several lenders. Use the calculator on any car for an estimate, then apply online for a pre-approval.' },
      { topic: 'Trade-in', question: 'How do you value my trade-in?', answer: 'Enter your rego and kilometres for an instant estimate; we confirm the price after a short inspection.' },
      { topic: 'Delivery', question: 'Do you deliver interstate?', answer: 'Yes. The delivery calculator on each car gives a price to your postcode.' },
      { topic: 'Servicing', question: 'Can I book a service online?', answer: `Book at /service or call ${tenant.phone}. Loan cars are available on request.` },
    ]
    for (const [order, faq] of faqs.entries()) await payload.create({ collection: 'faqs', depth: 0, data: { ...faq, order, tenant: tenantId } })
  }
}
