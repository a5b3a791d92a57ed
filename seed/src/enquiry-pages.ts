/**
 * The words of the enquiry pages (issue 23): /service, /book-test-drive, /vehicle-parts-and-accessories and /contact-us.
 * The storefront puts each page's form (and on /contact-us every location's card) after these blocks; without a page
 * it uses default words. Created when missing, so staff edits survive a re-seed.
 */
import type { Page } from '@dealer/cms-contract'
import type { Payload } from 'payload'
import type { DemoTenant } from './demo-tenants'
import { bulletList, paragraph, richText } from './lexical'

type PageSeed = Pick<Page, 'title' | 'slug' | 'hero' | 'layout' | 'meta'>

function enquiryPages(tenant: DemoTenant): PageSeed[] {
  const accessories = tenant.template === 'accessories'
  return [
    {
      title: 'Book a service',
      slug: 'service',
      meta: {
        title: `Book a service | ${tenant.name}`,
        description: `Book your car's service with ${tenant.name}: logbook servicing, repairs and tyres by qualified technicians.`,
      },
      hero: [
        {
          blockType: 'hero',
          heading: accessories ? 'Book your 4x4 in for fitting or a check-over' : 'Book your next service',
          subheading: accessories
            ? 'Suspension, bars, electrics and a pre-trip inspection by our fitters at Virginia and Toowoomba.'
            : 'Logbook servicing that keeps your new-car warranty, by factory-trained technicians with genuine parts.',
          tone: 'brand',
        },
      ],
      layout: [
        {
          blockType: 'richText',
          content: richText(
            paragraph('Tell us about your car and the day that suits you, and our service team will call to confirm a time.'),
            bulletList('Courtesy shuttle and loan cars on request', 'A free wash with every service', 'Service reminders by text'),
          ),
        },
      ],
    },
    {
      title: 'Book a test drive',
      slug: 'book-test-drive',
      meta: {
        title: `Book a test drive | ${tenant.name}`,
        description: `Choose the car you'd like to drive and a time that suits you at ${tenant.name}.`,
      },
      hero: [
        {
          blockType: 'hero',
          heading: 'Book a test drive',
          subheading: 'Tell us which model you would like to drive, pick a location and a time, and we will have it ready for you.',
          tone: 'light',
        },
      ],
      layout: [
        {
          blockType: 'richText',
          content: richText(paragraph('Every test drive is booked for an hour, so there is time to try the car on the roads you drive every day.')),
        },
      ],
    },
    {
      title: 'Parts and accessories',
      slug: 'vehicle-parts-and-accessories',
      meta: {
        title: `Parts and accessories | ${tenant.name}`,
        description: `Genuine parts and accessories from ${tenant.name}: ask for a price and we will order them in.`,
      },
      hero: [
        {
          blockType: 'hero',
          heading: accessories ? '4x4 parts and accessories' : 'Genuine parts and accessories',
          subheading: 'Tell us what you need and what it is for, and our parts team will reply with a price and when it can be ready.',
          tone: 'dark',
        },
      ],
      layout: [
        {
          blockType: 'richText',
          content: richText(paragraph('Genuine parts carry the manufacturer’s warranty, and we can fit them while your car is in for its service.')),
        },
      ],
    },
    {
      title: 'Contact us',
      slug: 'contact-us',
      meta: {
        title: `Contact us | ${tenant.name}`,
        description: `Every ${tenant.name} location with its hours and phone numbers, and a form to send us an enquiry.`,
      },
      hero: [],
      layout: [
        {
          blockType: 'richText',
          content: richText(paragraph('Visit or call any of our locations below, or send us an enquiry and we will reply within one business day.')),
        },
      ],
    },
  ]
}

/** The enquiry pages a site doesn't have yet, published. Returns how many it created. */
export async function seedEnquiryPages(payload: Payload, tenant: DemoTenant, tenantId: number): Promise<number> {
  let created = 0
  for (const page of enquiryPages(tenant)) {
    const existing = await payload.count({ collection: 'pages', where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: page.slug } }] } })
    if (existing.totalDocs > 0) continue
    await payload.create({ collection: 'pages', data: { ...page, tenant: tenantId, _status: 'published' } })
    created++
  }
  return created
}
